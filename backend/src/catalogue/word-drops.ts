/** Words a search that finds nothing may lose before it answers nothing (CatalogueSearch.firstThatFinds). */
const MAX_DROPPED_WORDS = 3;

/**
 * Which words of a text that finds nothing to leave out, in the order to try them: each a set of
 * the words' positions. `strengths` weighs each word alone (wordStrengthsQuery: 0 when it finds
 * nothing, -1 when it searches nothing); null when the text was not weighed, which then loses its
 * last word, its last two, its last three.
 * - The words that find nothing alone go in every set: with one of them kept, no product has all
 *   the words (`onduleur zzzz hybride`). When more than MAX_DROPPED_WORDS do, or the first does,
 *   there is no set: the first word names what the buyer wants (`parafoudre dc 1000v`), and
 *   showing the products of the others would hide that the shop does not list it.
 * - Then the lighter before the heavier, what the words dropped weigh together (`kit us5000` loses
 *   « kit », a type's word, before the reference; two words of descriptions go, one by one then
 *   both, before a word of names), fewer words before more among equals, the last typed before the
 *   first (`compteur carport` loses « carport »): each word that weighs as much is tried in turn
 *   (`wall mounted battery` loses « battery », then « mounted »).
 * - Never every word.
 */
export function dropSets(strengths: readonly number[] | null, count: number): number[][] {
  const positions = [...Array(count).keys()];
  if (!strengths) {
    return positions
      .slice(1)
      .reverse()
      .slice(0, MAX_DROPPED_WORDS)
      .map((first) => positions.slice(first));
  }
  const nothing = positions.filter((i) => strengths[i] <= 0);
  if (nothing.length > MAX_DROPPED_WORDS || nothing.includes(0)) return [];
  const others = positions.filter((i) => strengths[i] > 0);
  const weight = (set: readonly number[]) => set.reduce((sum, i) => sum + Math.max(0, strengths[i]), 0);
  /** Among sets as large and as heavy, the one whose words were typed last (positions compared from the last). */
  const later = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
    return 0;
  };
  return subsets(others, MAX_DROPPED_WORDS - nothing.length)
    .map((extra) => [...nothing, ...extra].sort((a, b) => b - a))
    .filter((set) => set.length > 0 && set.length < count)
    .sort((a, b) => weight(a) - weight(b) || a.length - b.length || later(a, b));
}

/** Every subset of `items` with at most `size` of them, the empty one included. */
function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size <= 0 || items.length === 0) return [[]];
  const [first, ...rest] = items;
  return [...subsets(rest, size), ...subsets(rest, size - 1).map((set) => [first, ...set])];
}
