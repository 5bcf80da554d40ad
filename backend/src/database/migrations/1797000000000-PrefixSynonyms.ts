import { MigrationInterface, QueryRunner } from 'typeorm';
import { QUERY_FUNCTION } from './1795800000000-CatalogueSearch';
import { searchFunctionIn } from './1796350000000-RestorableSearchFunctions';
import { SEARCH_QUERY_NEAR_FIGURES_BESIDE_WORDS } from './1796950000000-NearFiguresBesideWords';

/** search_word_alternatives as CatalogueSearch made it. */
const WORD_ALTERNATIVES = searchFunctionIn(QUERY_FUNCTION, 'search_word_alternatives');
const SYNONYMS_OF_THE_WORD = `WHERE p.key = typed OR p.stems && mine);`;
if (!WORD_ALTERNATIVES.includes(SYNONYMS_OF_THE_WORD)) throw new Error('search_word_alternatives: the synonyms not found');

/**
 * A word searched as a prefix (the one being typed) also stands for the one-word synonyms it
 * starts, from 3 letters: `hybrid inv` searches « inverter » and so « onduleur », as the
 * documents' own words it starts are searched.
 */
export const WORD_ALTERNATIVES_WITH_PREFIXES = WORD_ALTERNATIVES.replace(
  SYNONYMS_OF_THE_WORD,
  // A function: the SQL holds `$'`, a pattern to replace().
  () => `WHERE p.key = typed OR p.stems && mine
        OR (prefix AND length(typed) >= 3 AND typed ~ '^[a-z]+$' AND p.key LIKE typed || '%' AND p.key !~ ' '));`,
);

const PHRASE_TEST = `      IF i <= n AND EXISTS (SELECT FROM search_synonym_pairs WHERE key = typed || ' ' || words[i]) THEN`;
const PHRASE_ALTERNATIVES = `            || search_word_alternatives(typed || ' ' || words[i], false),`;
for (const part of [PHRASE_TEST, PHRASE_ALTERNATIVES])
  if (!SEARCH_QUERY_NEAR_FIGURES_BESIDE_WORDS.includes(part)) throw new Error(`search_query: not found: ${part}`);

/** And a two-word phrase of the synonyms whose second word is being typed (`high volt` → high voltage → haute tension). */
export const SEARCH_QUERY_PREFIX_PHRASES = SEARCH_QUERY_NEAR_FIGURES_BESIDE_WORDS.replace(
  PHRASE_TEST,
  () => `      IF i <= n AND EXISTS (SELECT FROM search_synonym_pairs WHERE key = typed || ' ' || words[i]
          OR (i = n AND key LIKE typed || ' ' || words[i] || '_%')) THEN`,
).replace(
  PHRASE_ALTERNATIVES,
  () => `${PHRASE_ALTERNATIVES.slice(0, -1)}
            || CASE WHEN i = n THEN ARRAY(SELECT p.query FROM search_synonym_pairs p WHERE p.key LIKE typed || ' ' || words[i] || '_%') ELSE '{}' END,`,
);

/**
 * As an installer types `hybrid inverter`, the shop showed « Aucun résultat pour « hybrid inv ».
 * Résultats pour « hybrid » » and every product whose description says hybride, batteries
 * included, until the last letters: the catalogue says « onduleur », and the English word was
 * read only once whole; `high volt` found nothing until « high voltage » was whole.
 */
export class PrefixSynonyms1797000000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(WORD_ALTERNATIVES_WITH_PREFIXES);
    await q.query(SEARCH_QUERY_PREFIX_PHRASES);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_QUERY_NEAR_FIGURES_BESIDE_WORDS);
    await q.query(WORD_ALTERNATIVES);
  }
}
