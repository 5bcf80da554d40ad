import { MigrationInterface, QueryRunner } from 'typeorm';
import { addSynonyms, removeSynonyms } from './1796700000000-InstallerWords';
import { RECOMPUTE_DOCUMENTS } from './1796650000000-JoinedWords';
import { originalSearchFunction } from './1796350000000-RestorableSearchFunctions';
import { SEARCH_QUERY_STOP_WORDS_FIRST } from './1797050000000-StopWordsInPhrases';

const SINGULAR = `
  -- A French or English plural as its singular (compteurs, panneaux, inverters); « class », « prix » stay.
  CREATE FUNCTION search_singular(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT regexp_replace(word, '^([a-z]{3,}[^s])[sx]$', '\\1')
  $$`;

/** A figure and its unit: « 48 V », « 12,8 V », « 6 500 W », « 100 Ah ». */
const FIGURE = '[0-9][0-9 ]*([.,][0-9]+)?\\s*[[:alpha:]]{1,4}';

/**
 * The texts whose words are a product's « brand and type » tier: a spec that is figures and their
 * units (« 48 V », « 48 V, 120 A », « 4,8 kWh ») is read there too, as the card's capacity and power are.
 */
const HEAD_TEXTS_WITH_KEY_SPECS = `
  CREATE OR REPLACE FUNCTION search_head_texts(p products) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT ARRAY[p.name, p.reference, public.search_compact(p.reference), p.brand, p.type, p.category, p.storage_capacity, p.max_output_power]
      || ARRAY(SELECT value FROM jsonb_each_text(CASE WHEN jsonb_typeof(p.specifications) = 'object' THEN p.specifications ELSE '{}' END)
        WHERE value ~ '^\\s*${FIGURE}(\\s*[,/]\\s*${FIGURE})*\\s*$')
  $$`;

const DECLARATION = `    head text;`;
const PHRASE = `      IF i <= n AND EXISTS (SELECT FROM search_synonym_pairs WHERE key = typed || ' ' || words[i]
          OR (i = n AND key LIKE typed || ' ' || words[i] || '_%')) THEN
        terms := terms || ('(' || array_to_string(
          ('(' || quote_literal(typed) || ' & ' || quote_literal(words[i]) || CASE WHEN i = n THEN ':*' ELSE '' END || ')')
            || search_word_alternatives(typed || ' ' || words[i], false)
            || CASE WHEN i = n THEN ARRAY(SELECT p.query FROM search_synonym_pairs p WHERE p.key LIKE typed || ' ' || words[i] || '_%') ELSE '{}' END,`;
for (const part of [DECLARATION, PHRASE])
  if (!SEARCH_QUERY_STOP_WORDS_FIRST.includes(part)) throw new Error(`search_query: not found: ${part}`);

/**
 * A phrase of the synonyms typed in the plural is that phrase: the pair as typed, else as its
 * singular words. Its own words are searched as any word is (their stems), both required.
 */
export const SEARCH_QUERY_PLURAL_PHRASES = SEARCH_QUERY_STOP_WORDS_FIRST.replace(
  DECLARATION,
  () => `${DECLARATION}\n    pair text;`,
).replace(
  PHRASE,
  () => `      pair := CASE WHEN i <= n THEN (
        SELECT c.key FROM unnest(ARRAY[typed || ' ' || words[i], public.search_singular(typed) || ' ' || public.search_singular(words[i])])
          WITH ORDINALITY AS c(key, k)
        WHERE EXISTS (SELECT FROM search_synonym_pairs s WHERE s.key = c.key OR (i = n AND s.key LIKE c.key || '_%'))
        ORDER BY c.k LIMIT 1) END;
      IF pair IS NOT NULL THEN
        terms := terms || ('(' || array_to_string(
          ('((' || array_to_string(search_word_alternatives(typed, false), ' | ') || ') & ('
            || array_to_string(search_word_alternatives(words[i], i = n), ' | ') || '))')
            || search_word_alternatives(pair, false)
            || CASE WHEN i = n THEN ARRAY(SELECT p.query FROM search_synonym_pairs p WHERE p.key LIKE pair || '_%') ELSE '{}' END,`,
);

/** Grid-tied equipment as the catalogue says it: « onduleur réseau », « raccordé au réseau ». */
const GRID_SYNONYMS: [string, string][] = [
  ['on grid', 'onduleur reseau'],
  ['grid tied', 'onduleur reseau'],
];

/**
 * Searches installers type that the shop read badly: `compteurs d'énergie` found 2 products where
 * `compteur d'énergie` finds the 7 meters (a phrase of the synonyms was matched as typed, never in
 * the plural); `on grid` found nothing; `batterie 48v` listed a 12 V battery whose description
 * mentions 48 V among the 48 V ones (a spec was read with the description, below brand and type).
 */
export class PluralPhrasesAndKeySpecs1797100000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(SINGULAR);
    await q.query(SEARCH_QUERY_PLURAL_PHRASES);
    await addSynonyms(q, GRID_SYNONYMS);
    await q.query(HEAD_TEXTS_WITH_KEY_SPECS);
    await q.query(RECOMPUTE_DOCUMENTS);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(originalSearchFunction('search_head_texts'));
    await q.query(RECOMPUTE_DOCUMENTS);
    await removeSynonyms(q, GRID_SYNONYMS);
    await q.query(SEARCH_QUERY_STOP_WORDS_FIRST);
    await q.query(`DROP FUNCTION search_singular(text)`);
  }
}
