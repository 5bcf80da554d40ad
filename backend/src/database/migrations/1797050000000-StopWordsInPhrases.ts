import { MigrationInterface, QueryRunner } from 'typeorm';
import { addSynonyms, removeSynonyms } from './1796700000000-InstallerWords';
import { SEARCH_QUERY_PREFIX_PHRASES } from './1797000000000-PrefixSynonyms';

export const STOP_WORD = `
  -- A word that carries nothing a product could match (« de », the « d » of « d'énergie », « with »); never a figure.
  CREATE FUNCTION search_stop_word(word text) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE STRICT AS $$
    SELECT word !~ '[0-9]' AND (ts_lexize('french_stem', word) = '{}' OR ts_lexize('english_stem', word) = '{}')
  $$`;

const LOOP = `  BEGIN
    WHILE i <= n LOOP`;
const STOP_WORD_SKIPPED = `      CONTINUE WHEN typed !~ '[0-9]' AND n > 1
        AND (ts_lexize('french_stem', typed) = '{}' OR ts_lexize('english_stem', typed) = '{}');`;
for (const part of [LOOP, STOP_WORD_SKIPPED])
  if (!SEARCH_QUERY_PREFIX_PHRASES.includes(part)) throw new Error(`search_query: not found: ${part}`);

/** Stop words go before the words are paired into phrases, but one a phrase of the synonyms starts with. */
export const SEARCH_QUERY_STOP_WORDS_FIRST = SEARCH_QUERY_PREFIX_PHRASES.replace(
  LOOP,
  () => `  BEGIN
    IF n > 1 THEN
      words := ARRAY(
        SELECT w FROM unnest(words) WITH ORDINALITY AS t(w, k)
        WHERE NOT search_stop_word(w) OR EXISTS (SELECT FROM search_synonym_pairs WHERE key LIKE w || ' %')
        ORDER BY k);
      n := cardinality(words);
    END IF;
    WHILE i <= n LOOP`,
).replace(STOP_WORD_SKIPPED, () => `      CONTINUE WHEN n > 1 AND search_stop_word(typed);`);

/** What installers call the shop's « compteurs intelligents ». */
const METER_SYNONYMS: [string, string][] = [
  ['compteur energie', 'compteur intelligent'],
  ['energy meter', 'compteur intelligent'],
];

/**
 * `compteur d'énergie` found the one meter whose name says so (and the Cerbo GX, which mentions
 * energy): the « d » of the elision sat between the two words, so they were never read as the
 * phrase of the synonyms; nor was there such a phrase. Stop words now go before the words are
 * paired (but « off » of « off grid »), and `compteur énergie` and `energy meter` read as
 * « compteur intelligent », the three meters' type.
 */
export class StopWordsInPhrases1797050000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(STOP_WORD);
    await q.query(SEARCH_QUERY_STOP_WORDS_FIRST);
    await addSynonyms(q, METER_SYNONYMS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeSynonyms(q, METER_SYNONYMS);
    await q.query(SEARCH_QUERY_PREFIX_PHRASES);
    await q.query(`DROP FUNCTION search_stop_word(text)`);
  }
}
