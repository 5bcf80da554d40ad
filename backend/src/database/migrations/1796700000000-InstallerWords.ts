import { MigrationInterface, QueryRunner } from 'typeorm';
import { QUERY_FUNCTION } from './1795800000000-CatalogueSearch';
import { SEARCH_QUERY_NEAR_FIGURES } from './1796600000000-NearFigures';
import { searchFunctionIn } from './1796350000000-RestorableSearchFunctions';

/** Where the tolerant pass decides a word is unknown: no word of the vocabulary starts with it. */
const UNKNOWN_AS_A_START = `NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word LIKE typed || '%')`;
if (!SEARCH_QUERY_NEAR_FIGURES.includes(UNKNOWN_AS_A_START)) throw new Error('search_query: the unknown word test not found');

const BEFORE_STOP_WORDS = `      -- Stop words ("de", "pour", "with")`;
if (!SEARCH_QUERY_NEAR_FIGURES.includes(BEFORE_STOP_WORDS)) throw new Error('search_query: the stop words test not found');

/** Two letter words the vocabulary has as one (`smart solar` → SmartSolar) match either way; the second is the one being typed when last. */
const JOINED_PAIR = `      IF i <= n AND typed ~ '^[a-z]+$' AND words[i] ~ '^[a-z]+$' AND EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = typed || words[i]) THEN
        terms := terms || ('((' || array_to_string(search_word_alternatives(typed, length(typed) <= 4), ' | ') || ') & ('
          || array_to_string(search_word_alternatives(words[i], i = n OR length(words[i]) <= 4), ' | ') || ') | '
          || quote_literal(typed || words[i]) || ')');
        spelled := spelled || typed || words[i];
        i := i + 1;
        CONTINUE;
      END IF;
`;

/**
 * search_query with a word before the last corrected unless the vocabulary has it whole (only the
 * last word is searched as a prefix, so `pylontec` before `us5000` matched nothing, and was never
 * corrected because `pylontech` starts with it), and two words the catalogue writes as one
 * matched either way.
 */
export const SEARCH_QUERY_INSTALLER_WORDS = SEARCH_QUERY_NEAR_FIGURES.replace(
  UNKNOWN_AS_A_START,
  `NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word LIKE typed || CASE WHEN i > n THEN '%' ELSE '' END)`,
).replace(BEFORE_STOP_WORDS, () => `${JOINED_PAIR}${BEFORE_STOP_WORDS}`); // a function: the SQL holds `$'`, a pattern to replace()

/** search_corrections as CatalogueSearch made it. */
const SEARCH_CORRECTIONS = searchFunctionIn(QUERY_FUNCTION, 'search_corrections');
const DISTANCE = 'search_edit_distance(typed, candidate, edits) AS distance';
if (!SEARCH_CORRECTIONS.includes(DISTANCE)) throw new Error('search_corrections: the distance not found');

/** Corrections that read « ph » as « f », as it sounds: `enfase` is Enphase, `monofase` monophasé (two edits each, otherwise). */
const SEARCH_CORRECTIONS_PH = SEARCH_CORRECTIONS.replace(
  DISTANCE,
  () =>
    `least(${DISTANCE.replace(' AS distance', '')}, search_edit_distance(replace(typed, 'ph', 'f'), replace(candidate, 'ph', 'f'), edits)) AS distance`,
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

/** Adds rows to search_synonyms (read both ways); rows already there stay as they are. */
export async function addSynonyms(q: QueryRunner, pairs: [string, string][]): Promise<void> {
  await q.query(`INSERT INTO search_synonyms (term, equivalent) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`, [
    pairs.map(([term]) => term),
    pairs.map(([, equivalent]) => equivalent),
  ]);
}

export async function removeSynonyms(q: QueryRunner, pairs: [string, string][]): Promise<void> {
  await q.query(`DELETE FROM search_synonyms WHERE (term, equivalent) IN (SELECT * FROM unnest($1::text[], $2::text[]))`, [
    pairs.map(([term]) => term),
    pairs.map(([, equivalent]) => equivalent),
  ]);
}

/**
 * Searches installers type that found nothing, or something else, on the demo catalogue:
 * `pylontec us5000` showed « Résultats pour « pylontec » » (every Pylontech) instead of correcting
 * the first word; `smart solar` showed a Wi-Fi dongle, not the SmartSolar controllers; `enfase`
 * and `onduleur monofase` found nothing; `power optimizer` and `rapid shutdown` found nothing in
 * English, `off grid` not the products for « site isolé ».
 */
export class InstallerWords1796700000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_QUERY_INSTALLER_WORDS);
    await q.query(SEARCH_CORRECTIONS_PH);
    await addSynonyms(q, INSTALLER_SYNONYMS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeSynonyms(q, INSTALLER_SYNONYMS);
    await q.query(SEARCH_CORRECTIONS);
    await q.query(SEARCH_QUERY_NEAR_FIGURES);
  }
}
