import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_QUERY_WITHOUT_QUANTITIES } from './1797300000000-QuantitiesTyped';

/**
 * Each place search_query reads a word as the start of others, and what it reads there with
 * `exact`: a word of 4 letters or fewer never (as the start of others it starts too many: `ac` →
 * « accessoire »), the last word when longer (`batterie pylon` → Pylontech), figures always.
 */
const PREFIXES: [string, string][] = [
  // A phrase of the synonyms the last word starts (`haute ten`).
  ["(i = n AND s.key LIKE c.key || '_%')", "(i = n AND NOT exact AND s.key LIKE c.key || '_%')"],
  ['search_word_alternatives(words[i], i = n)', 'search_word_alternatives(words[i], i = n AND NOT exact)'],
  ['|| CASE WHEN i = n THEN ARRAY(', '|| CASE WHEN i = n AND NOT exact THEN ARRAY('],
  // Two words the catalogue writes as one (`sun 5k`): a short one, or the last, as a start.
  ['search_word_alternatives(typed, length(typed) <= 4)', 'search_word_alternatives(typed, NOT exact AND length(typed) <= 4)'],
  [
    'search_word_alternatives(words[i], i = n OR length(words[i]) <= 4)',
    'search_word_alternatives(words[i], CASE WHEN exact THEN i = n AND length(words[i]) > 4 ELSE i = n OR length(words[i]) <= 4 END)',
  ],
  // A word: the last, a short one, a figure (430 → 430w).
  [
    "search_word_alternatives(typed, i > n OR length(typed) <= 4 OR typed ~ '[0-9]')",
    "search_word_alternatives(typed, CASE WHEN exact THEN i > n AND length(typed) > 4 ELSE i > n OR length(typed) <= 4 END OR typed ~ '[0-9]')",
  ],
];

const SIGNATURE = 'search_query(q text, tolerant boolean, OUT query text';

/**
 * search_query with `exact` (PREFIXES). A search that found nothing shows the products of some of
 * its words (CatalogueSearch.firstThatFinds): those words are no longer being typed, and the answer
 * names them (« Résultats pour « ac » »).
 */
const SEARCH_QUERY_EXACT = PREFIXES.reduce((sql, [typed, exact]) => {
  if (!sql.includes(typed)) throw new Error(`search_query: not found: ${typed}`);
  return sql.replaceAll(typed, () => exact);
}, SEARCH_QUERY_WITHOUT_QUANTITIES).replace(
  SIGNATURE,
  () => 'search_query(q text, tolerant boolean, exact boolean DEFAULT false, OUT query text',
);
if (!SEARCH_QUERY_EXACT.includes('exact boolean DEFAULT false')) throw new Error('search_query: its signature not found');

/**
 * `coffret ac` (no AC box in the catalogue) showed « Résultats pour « ac » » with every accessory,
 * `ac` read as the start of « accessoire »; `sma sunny boy` (no SMA) showed Victron's « Smart »
 * products and the smart meters (« intelligent », the synonym of the « smart » it starts). The words
 * such an answer keeps are now read as typed but for the last longer one: `coffret ac` shows the
 * products that say « AC », `sma sunny boy` those that name SMA, `batterie pylon zzzz` still the
 * Pylontech batteries. The default keeps every caller of the two-argument form (a replica still on
 * the code before) as it was.
 */
export class KeptWordsExact1797900000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION search_query(text, boolean)');
    await q.query(SEARCH_QUERY_EXACT);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION search_query(text, boolean, boolean)');
    await q.query(SEARCH_QUERY_WITHOUT_QUANTITIES);
  }
}
