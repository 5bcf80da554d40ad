import { dropSets } from './word-drops';

describe('dropSets: the words a search that finds nothing leaves out, in the order tried', () => {
  it('drops the lighter word first wherever it was typed, the last typed first among equals', () => {
    // kit (a type's word) us5000 (a listed reference)
    expect(dropSets([2, 4], 2)).toEqual([[0], [1]]);
    expect(dropSets([4, 2], 2)).toEqual([[1], [0]]);
    // compteur carport: two words of names
    expect(dropSets([3, 3], 2)).toEqual([[1], [0]]);
  });

  it('tries each word as heavy as another in turn, and lighter words together before a heavier one', () => {
    // wall mounted battery: three words of names
    expect(dropSets([3, 3, 3], 3)).toEqual([[2], [1], [0], [2, 1], [2, 0], [1, 0]]);
    // two words of descriptions, together, before one of names: rapide installation onduleur hybride
    expect(dropSets([1, 1, 3, 3], 4).slice(0, 4)).toEqual([[1], [0], [1, 0], [3]]);
    // as much together as one alone: the one first
    expect(dropSets([3, 1, 2, 3], 4).slice(0, 5)).toEqual([[1], [2], [3], [0], [2, 1]]);
  });

  it('drops every word that finds nothing alone at once, and nothing when more than three do or the first does', () => {
    // onduleur zzzz (nothing) hybride
    expect(dropSets([3, 0, 3], 3)).toEqual([[1], [2, 1], [1, 0]]);
    // parafoudre (nothing, and first: the product the buyer wants) dc 1000v
    expect(dropSets([0, 3, 0], 3)).toEqual([]);
    // onduleur zzzzqa zzzzqb zzzzqc: the inverters; one more such word and no text is left to try
    expect(dropSets([3, 0, 0, 0], 4)).toEqual([[3, 2, 1]]);
    expect(dropSets([3, 0, 0, 0, 0], 5)).toEqual([]);
    // a stop word (-1) goes with them; never every word
    expect(dropSets([3, -1, 0], 3)).toEqual([[2, 1]]);
    expect(dropSets([3, 0], 2)).toEqual([[1]]);
  });

  it('drops the last words of a text not weighed, three at most', () => {
    expect(dropSets(null, 10)).toEqual([[9], [8, 9], [7, 8, 9]]);
    expect(dropSets(null, 2)).toEqual([[1]]);
    expect(dropSets(null, 1)).toEqual([]);
  });
});
