import { MigrationInterface, QueryRunner } from 'typeorm';
import { syncFunction } from './1795800000000-CatalogueSearch';
import { ADD_TO_KINDS, KIND_LISTING_COLUMNS } from './1797800000000-KindDocuments';

/**
 * A product's full document with its description's own words told apart: a tsquery whose lexemes
 * are restricted to weight A (`'48v':A`) matches the words found anywhere else (name, reference,
 * brand, type, category, specifications, documents' titles) and not those of the description alone.
 * The other words carry no position, as before, and match any weight; the description's own carry
 * one (weight D, the default), two bytes each. The lexemes are the same as search_document's of all
 * the texts, so every search that matched the full document matches it still.
 */
const WEIGHTED_DOCUMENT = `
  CREATE FUNCTION search_positioned(doc tsvector) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT coalesce(string_agg('''' || replace(replace(l, '\\', '\\\\'), '''', '''''') || ''':1', ' '), '')::tsvector
    FROM unnest(tsvector_to_array(doc)) AS l
  $$;

  CREATE FUNCTION search_weighted_document(outside text[], description text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT o || public.search_positioned(ts_delete(public.search_document(description), tsvector_to_array(o)))
    FROM public.search_document(outside) AS o
  $$;
`;

/**
 * The listing's columns from now on: a later migration that recomputes the documents (as
 * RECOMPUTE_DOCUMENTS of JoinedWords did) writes full_doc as this says.
 */
export const WEIGHTED_LISTING_COLUMNS = {
  ...KIND_LISTING_COLUMNS,
  full_doc: 'search_weighted_document(search_head_texts(p) || search_spec_values(p), ARRAY[search_plain(p.description)])',
};

/** Only the rows whose document changes are written, as RECOMPUTE_DOCUMENTS (JoinedWords) does. */
const recomputeFullDocuments = (fullDoc: string) => `
  UPDATE catalogue_listing l SET full_doc = d.full_doc
  FROM (SELECT p.id, ${fullDoc} AS full_doc FROM products p) d
  WHERE d.id = l.product_id AND l.full_doc IS DISTINCT FROM d.full_doc`;

/**
 * Of the products that hold a search's words, those that hold them outside their descriptions come
 * before those whose description alone holds one (Meilisearch's « attribute » rule): `batterie
 * lifepo4 48v` listed a 12 V battery whose description says it goes in series « jusqu'à 48 V »
 * among the 48 V batteries, as every battery holds « batterie » in its type. The full document
 * tells the description's words apart (WEIGHTED_DOCUMENT), so the ranking asks it with no other
 * column and no other index.
 */
export class DescriptionWeight1797850000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(WEIGHTED_DOCUMENT);
    await q.query(syncFunction(WEIGHTED_LISTING_COLUMNS, [ADD_TO_KINDS]));
    await q.query(recomputeFullDocuments(WEIGHTED_LISTING_COLUMNS.full_doc));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(syncFunction(KIND_LISTING_COLUMNS, [ADD_TO_KINDS]));
    await q.query(recomputeFullDocuments(KIND_LISTING_COLUMNS.full_doc));
    await q.query(`DROP FUNCTION search_weighted_document(text[], text[])`);
    await q.query(`DROP FUNCTION search_positioned(tsvector)`);
  }
}
