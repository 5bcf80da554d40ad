import { dropSets } from './word-drops';

/** Strengths as wordStrengthsQuery gives them, and the words that name a kind of product (kindWordsQuery) when asked. */
const weighed = (strengths: number[], kinds: boolean[] | null = null) => ({ strengths, kinds });

describe('dropSets: the words a search that finds nothing leaves out, in the order tried', () => {
  it('drops the lighter word first wherever it was typed, the last typed first among equals', () => {
    // kit (a type's word) us5000 (a listed reference)
    expect(dropSets(weighed([2, 4]), 2)).toEqual([[0], [1]]);
    expect(dropSets(weighed([4, 2]), 2)).toEqual([[1], [0]]);
    // compteur carport: two words of names
    expect(dropSets(weighed([3, 3]), 2)).toEqual([[1], [0]]);
  });

  it('tries each word as heavy as another in turn, and lighter words together before a heavier one', () => {
    // wall mounted battery: three words of names
    expect(dropSets(weighed([3, 3, 3]), 3)).toEqual([[2], [1], [0], [2, 1], [2, 0], [1, 0]]);
    // two words of descriptions, together, before one of names: rapide installation onduleur hybride
    expect(dropSets(weighed([1, 1, 3, 3]), 4).slice(0, 4)).toEqual([[1], [0], [1, 0], [3]]);
    // as much together as one alone: the one first
    expect(dropSets(weighed([3, 1, 2, 3]), 4).slice(0, 5)).toEqual([[1], [2], [3], [0], [2, 1]]);
  });

  it('drops every word that finds nothing alone at once, keeping a word of heads, and nothing when more than three do or the first does', () => {
    // onduleur zzzz (nothing) hybride
    expect(dropSets(weighed([3, 0, 3]), 3)).toEqual([[1], [2, 1], [1, 0]]);
    // parafoudre (nothing, and first: the product the buyer wants) dc 1000v
    expect(dropSets(weighed([0, 3, 0], [false, false, false]), 3)).toEqual([]);
    // onduleur zzzzqa zzzzqb zzzzqc: the inverters; one more such word and no text is left to try
    expect(dropSets(weighed([3, 0, 0, 0]), 4)).toEqual([[3, 2, 1]]);
    expect(dropSets(weighed([3, 0, 0, 0, 0]), 5)).toEqual([]);
    // dc (a word of descriptions) parafoudre (nothing): never « dc » alone; with « cable » (names) kept, « 6mm » goes
    expect(dropSets(weighed([1, 0]), 2)).toEqual([]);
    expect(dropSets(weighed([3, 1, 0]), 3)).toEqual([[2], [2, 1]]);
    // a stop word alone asks for no word of heads: noir (descriptions) de
    expect(dropSets(weighed([1, -1]), 2)).toEqual([[1]]);
    // a stop word (-1) goes with them; never every word
    expect(dropSets(weighed([3, -1, 0]), 3)).toEqual([[2, 1]]);
    expect(dropSets(weighed([3, 0]), 2)).toEqual([[1]]);
  });

  it('drops a first word that finds nothing only for a word kept that names a kind of product or a listed reference, kept in every set', () => {
    // huawei (nothing) batterie (a type's word): the batteries
    expect(dropSets(weighed([0, 3], [false, true]), 2)).toEqual([[0]]);
    // daly (nothing) bms lithium (a word of names, no type's): never « lithium » alone
    expect(dropSets(weighed([0, 3, 3], [false, true, false]), 3)).toEqual([[0], [2, 0]]);
    // zzzz us5000 (a listed reference) noir (a word of descriptions): never « noir » alone
    expect(dropSets(weighed([0, 4, 1], [false, false, false]), 3)).toEqual([[0], [2, 0]]);
    // zzzz pylontech (a brand): the shop's other products are not what the buyer asked for
    expect(dropSets(weighed([0, 2], [false, false]), 2)).toEqual([]);
    // zzzz (nothing) onduleur hybride, kinds not asked (null) as when the first word finds something: nothing
    expect(dropSets(weighed([0, 3, 3]), 3)).toEqual([]);
    // a stop word first, then a word that finds nothing: the type's word is still what is kept
    expect(dropSets(weighed([-1, 0, 3], [false, false, true]), 3)).toEqual([[1, 0]]);
  });

  it('drops the last words of a text not weighed, three at most', () => {
    expect(dropSets(null, 10)).toEqual([[9], [8, 9], [7, 8, 9]]);
    expect(dropSets(null, 2)).toEqual([[1]]);
    expect(dropSets(null, 1)).toEqual([]);
  });
});
