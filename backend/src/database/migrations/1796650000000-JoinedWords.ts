import { MigrationInterface, QueryRunner } from 'typeorm';
import { LISTING_COLUMNS } from './1795800000000-CatalogueSearch';
import { originalSearchFunction } from './1796350000000-RestorableSearchFunctions';

const JOINED_WORDS = `
  -- Words a hyphen or a point joins (Wi-Fi, Micro-onduleur, VE.Direct, MultiPlus-II) written as one
  -- word too (wifi, microonduleur, vedirect, multiplusii): letters only, figures have their runs.
  CREATE FUNCTION search_joined_words(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT ARRAY(
      SELECT translate(m[1], '-.', '')
      FROM regexp_matches(public.f_unaccent(lower($1)), '(?<![a-z0-9])([a-z]+(?:[-.][a-z]+)+)(?![a-z0-9])', 'g') AS m)
  $$;

  CREATE OR REPLACE FUNCTION search_document(texts text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT array_to_tsvector(coalesce(array_agg(DISTINCT l), '{}'))
    FROM unnest(texts) AS x, unnest(public.search_tokens(x) || public.search_joined_words(x)) AS t, unnest(public.search_token_lexemes(t)) AS l
    WHERE l NOT IN ('', '.')
  $$;
`;

const DOCUMENTS = ['name_doc', 'head_doc', 'full_doc'] as const;

/**
 * Every listed product's documents, as search_document now reads its texts. Only the rows whose
 * documents change are written: each row written leaves a dead copy and three index entries.
 * Since DescriptionWeight, full_doc is written as its WEIGHTED_LISTING_COLUMNS say: a later
 * migration recomputes the documents with those, not with this.
 */
export const RECOMPUTE_DOCUMENTS = `
  UPDATE catalogue_listing l SET ${DOCUMENTS.map((doc) => `${doc} = d.${doc}`).join(', ')}
  FROM (SELECT p.id, ${DOCUMENTS.map((doc) => `${LISTING_COLUMNS[doc]} AS ${doc}`).join(', ')} FROM products p) d
  WHERE d.id = l.product_id AND (${DOCUMENTS.map((doc) => `l.${doc}`).join(', ')}) IS DISTINCT FROM (${DOCUMENTS.map((doc) => `d.${doc}`).join(', ')})`;

/**
 * Installers type `wifi`, `microonduleur`, `vedirect` for what the catalogue writes Wi-Fi,
 * Micro-onduleur and VE.Direct: the documents held their parts only (`wi` and `fi`), so the word
 * typed joined found nothing. A product's documents now hold the joined word too (its stems
 * with it, as any word's); the parts stay, so `wi fi` and `micro onduleur` find what they found.
 */
export class JoinedWords1796650000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(JOINED_WORDS);
    await q.query(RECOMPUTE_DOCUMENTS);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(originalSearchFunction('search_document'));
    await q.query(RECOMPUTE_DOCUMENTS);
    await q.query(`DROP FUNCTION search_joined_words(text)`);
  }
}
