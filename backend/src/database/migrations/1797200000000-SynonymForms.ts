import { MigrationInterface, QueryRunner } from 'typeorm';
import { SYNONYM_PAIRS } from './1795800000000-CatalogueSearch';
import { addSynonyms, removeSynonyms } from './1796700000000-InstallerWords';
import { WORD_ALTERNATIVES_WITH_PREFIXES } from './1797000000000-PrefixSynonyms';

/** The pairs with the synonym's own key and stems beside its query (CatalogueSearch made the first three columns). */
const PAIRS_WITH_FORMS = `
  CREATE OR REPLACE VIEW search_synonym_pairs AS
    SELECT term_key AS key, term_stems AS stems, equivalent_query AS query, equivalent_key AS query_key, equivalent_stems AS query_stems
    FROM search_synonyms
    UNION ALL
    SELECT equivalent_key, equivalent_stems, term_query, term_key, term_stems FROM search_synonyms`;
/** Which pairs are the typed word's synonyms (PrefixSynonyms). */
const SYNONYM_OF_THE_WORD = `p.key = typed OR p.stems && mine
        OR (prefix AND length(typed) >= 3 AND typed ~ '^[a-z]+$' AND p.key LIKE typed || '%' AND p.key !~ ' ')`;
const SYNONYMS_OF_THE_WORD = `
      || ARRAY(SELECT p.query FROM search_synonym_pairs p WHERE ${SYNONYM_OF_THE_WORD});`;
if (!WORD_ALTERNATIVES_WITH_PREFIXES.includes(SYNONYMS_OF_THE_WORD)) throw new Error('search_word_alternatives: the synonyms not found');

/**
 * And a one-word synonym in its other forms, its French and English stems as the documents keep
 * them (`photovoltaique` also finds « photovoltaïques »), as the word typed is searched: but a
 * stem the word typed has already or starts (`batt` searched as a prefix), and one of three
 * letters or fewer (`meter`'s French stem « met » is another word).
 */
const WORD_ALTERNATIVES_WITH_SYNONYM_FORMS = WORD_ALTERNATIVES_WITH_PREFIXES.replace(
  SYNONYMS_OF_THE_WORD,
  () => `${SYNONYMS_OF_THE_WORD.slice(0, -1)}
      || ARRAY(SELECT DISTINCT quote_literal(s) FROM search_synonym_pairs p, unnest(p.query_stems) s
        WHERE (${SYNONYM_OF_THE_WORD}) AND length(s) >= 4 AND s <> p.query_key AND s <> typed AND s <> ALL(coalesce(mine, '{}'))
          AND NOT (prefix AND starts_with(s, typed)));`,
);

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
    await q.query(PAIRS_WITH_FORMS);
    await q.query(WORD_ALTERNATIVES_WITH_SYNONYM_FORMS);
    await addSynonyms(q, SYNONYMS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeSynonyms(q, SYNONYMS);
    await q.query(WORD_ALTERNATIVES_WITH_PREFIXES);
    await q.query(`DROP VIEW search_synonym_pairs`);
    await q.query(SYNONYM_PAIRS);
  }
}
