/** Words a search that finds nothing may lose before it answers nothing (CatalogueSearch.firstThatFinds). */
const MAX_DROPPED_WORDS = 3;

/** Each word of a text weighed alone (CatalogueSearch.weights). */
export interface WordWeights {
  /** wordStrengthsQuery's: 4 a reference the catalogue lists … 0 nothing, -1 a word that searches nothing. */
  strengths: readonly number[];
  /** kindWordsQuery's: the word names a kind of product the shop sells; null when not asked (the first word finds something). */
  kinds: readonly boolean[] | null;
}

/** wordStrengthsQuery's strength of a reference the catalogue lists. */
export const LISTED_REFERENCE = 4;
/** wordStrengthsQuery's strength of a word of the products' heads (name, brand, reference, type, category). */
const HEAD_WORD = 2;

/**
 * Which words of a text that finds nothing to leave out, in the order to try them: each a set of
 * the words' positions. `weights` weighs each word alone; null when the text was not weighed,
 * which then loses its last word, its last two, its last three.
 * - The words that find nothing alone go in every set: with one of them kept, no product has all
 *   the words (`onduleur zzzz hybride`). When more than MAX_DROPPED_WORDS do, there is no set.
 * - When the first word finds nothing, it names what the buyer wants (`parafoudre dc 1000v`), and
 *   showing the products of the others would hide that the shop does not list it: there is no
 *   set, unless a word kept names a kind of product the shop sells or a reference it lists, which
 *   every set then keeps. A brand the shop does not sell, typed before the product's kind
 *   (`huawei batterie`, `daly bms`, `deey onduleur`), goes as it does typed after it.
 * - Wherever a word that finds nothing was typed, a word of the products' heads is kept: the words
 *   of descriptions alone do not say what a product is (`dc parafoudre` would show the products
 *   whose descriptions say « DC »).
 * - Then the lighter before the heavier, what the words dropped weigh together (`kit us5000` loses
 *   « kit », a type's word, before the reference; two words of descriptions go, one by one then
 *   both, before a word of names), fewer words before more among equals, the last typed before the
 *   first (`compteur carport` loses « carport »): each word that weighs as much is tried in turn
 *   (`wall mounted battery` loses « battery », then « mounted »).
 * - Never every word.
 */
export function dropSets(weights: WordWeights | null, count: number): number[][] {
  const positions = [...Array(count).keys()];
  if (!weights) {
    return positions
      .slice(1)
      .reverse()
      .slice(0, MAX_DROPPED_WORDS)
      .map((first) => positions.slice(first));
  }
  const { strengths, kinds } = weights;
  const nothing = positions.filter((i) => strengths[i] <= 0);
  const naming = positions.filter((i) => strengths[i] === LISTED_REFERENCE || (strengths[i] > 0 && kinds?.[i] === true));
  const heads = positions.filter((i) => strengths[i] >= HEAD_WORD);
  const mustName = nothing.includes(0);
  // A stop word (-1) searches nothing, and asks for nothing either.
  const mustHead = nothing.some((i) => strengths[i] === 0);
  if (nothing.length > MAX_DROPPED_WORDS || (mustName && !naming.length) || (mustHead && !heads.length)) return [];
  const keepsAny = (words: readonly number[], set: readonly number[]) => words.some((i) => !set.includes(i));
  const others = positions.filter((i) => strengths[i] > 0);
  const weight = (set: readonly number[]) => set.reduce((sum, i) => sum + Math.max(0, strengths[i]), 0);
  /** Among sets as large and as heavy, the one whose words were typed last (positions compared from the last). */
  const later = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
    return 0;
  };
  return subsets(others, MAX_DROPPED_WORDS - nothing.length)
    .map((extra) => [...nothing, ...extra].sort((a, b) => b - a))
    .filter((set) => set.length > 0 && set.length < count && (!mustName || keepsAny(naming, set)) && (!mustHead || keepsAny(heads, set)))
    .sort((a, b) => weight(a) - weight(b) || a.length - b.length || later(a, b));
}

/** Every subset of `items` with at most `size` of them, the empty one included. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size <= 0 || items.length === 0) return [[]];
  const [first, ...rest] = items;
  return [...subsets(rest, size), ...subsets(rest, size - 1).map((set) => [first, ...set])];
}
