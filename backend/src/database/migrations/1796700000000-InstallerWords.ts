import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_QUERY_NEAR_FIGURES } from './1796600000000-NearFigures';

/** Where the tolerant pass decides a word is unknown: no word of the vocabulary starts with it. */
const UNKNOWN_AS_A_START = `NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word LIKE typed || '%')`;
if (!SEARCH_QUERY_NEAR_FIGURES.includes(UNKNOWN_AS_A_START)) throw new Error('search_query: the unknown word test not found');

/**
 * search_query with a word before the last corrected unless the vocabulary has it whole: only the
 * last word is searched as a prefix, so `pylontec` before `us5000` matched nothing, and was never
 * corrected because `pylontech` starts with it.
 */
const SEARCH_QUERY_INNER_TYPOS = SEARCH_QUERY_NEAR_FIGURES.replace(
  UNKNOWN_AS_A_START,
  `NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word LIKE typed || CASE WHEN i > n THEN '%' ELSE '' END)`,
);

/** Installers' words the catalogue writes in the other language, read both ways (search_synonyms). */
const INSTALLER_SYNONYMS: [string, string][] = [
  ['puissance', 'power'],
  ['coupure', 'shutdown'],
  ['rapide', 'rapid'],
  ['energie', 'energy'],
  ['secours', 'backup'],
  ['site isole', 'off grid'],
];

/**
 * Searches installers type that found nothing, or something else, on the demo catalogue:
 * `pylontec us5000` showed « Résultats pour « pylontec » » (every Pylontech) instead of correcting
 * the first word; `power optimizer` and `rapid shutdown` found nothing in English, `off grid` not
 * the products for « site isolé ».
 */
export class InstallerWords1796700000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_QUERY_INNER_TYPOS);
    await q.query(`INSERT INTO search_synonyms (term, equivalent) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`, [
      INSTALLER_SYNONYMS.map(([term]) => term),
      INSTALLER_SYNONYMS.map(([, equivalent]) => equivalent),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM search_synonyms WHERE (term, equivalent) IN (SELECT * FROM unnest($1::text[], $2::text[]))`, [
      INSTALLER_SYNONYMS.map(([term]) => term),
      INSTALLER_SYNONYMS.map(([, equivalent]) => equivalent),
    ]);
    await q.query(SEARCH_QUERY_NEAR_FIGURES);
  }
}
