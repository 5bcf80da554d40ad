import { MigrationInterface, QueryRunner } from 'typeorm';
import { addSynonyms, removeSynonyms } from './1796700000000-InstallerWords';

/**
 * A one-word synonym as a search reads it: the word, or its French and English stems as the
 * documents keep them (`photovoltaique` also finds « photovoltaïques »), as a typed word is read.
 * Stems of three letters or fewer stay out: `meter`'s French stem « met » is another word.
 */
const SYNONYM_QUERY = `
  CREATE FUNCTION search_synonym_query(query text, key text, stems text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN extra = '{}' THEN query ELSE '(' || query || ' | ' || array_to_string(extra, ' | ') || ')' END
    FROM (SELECT ARRAY(SELECT DISTINCT quote_literal(s) FROM unnest(stems) s WHERE s <> key AND length(s) >= 4 ORDER BY 1) AS extra) forms
  $$`;

const pairs = (query: (side: 'term' | 'equivalent') => string) => `
  CREATE OR REPLACE VIEW search_synonym_pairs AS
    SELECT term_key AS key, term_stems AS stems, ${query('equivalent')} AS query FROM search_synonyms
    UNION ALL
    SELECT equivalent_key, equivalent_stems, ${query('term')} FROM search_synonyms`;

/** Installers' words the catalogue writes otherwise, read both ways (search_synonyms). */
const SYNONYMS: [string, string][] = [
  ['lifepo4', 'lfp'],
  ['empilable', 'stackable'],
  ['autoconsommation', 'self consumption'],
  ['site isole', 'hors reseau'],
  ['photovoltaique', 'solar'],
  ['photovoltaique', 'pv'],
];

/**
 * `onduleur solaire` showed three solar panels and no inverter: « solaire » stands for
 * « photovoltaïque », but only as that exact word, and the inverters' descriptions say « panneaux
 * photovoltaïques »; `solar inverter` and `pv inverter` found only the panels (« solar » and « pv » stood
 * for « solaire » alone). `lfp`, `stackable battery`, `self consumption` and `hors réseau` found nothing.
 */
export class SynonymForms1797200000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(SYNONYM_QUERY);
    await q.query(pairs((side) => `public.search_synonym_query(${side}_query, ${side}_key, ${side}_stems)`));
    await addSynonyms(q, SYNONYMS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeSynonyms(q, SYNONYMS);
    await q.query(pairs((side) => `${side}_query`));
    await q.query(`DROP FUNCTION search_synonym_query(text, text, text[])`);
  }
}
