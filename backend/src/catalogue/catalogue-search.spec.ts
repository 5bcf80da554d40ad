import { findingOf } from './catalogue-search';

describe('findingOf', () => {
  it('says nothing was found when nothing matched', () => {
    expect(findingOf(0, [])).toBe('nothing');
  });

  it('takes matches as asked for when one shown holds the words in its name', () => {
    expect(findingOf(3, [{ by_name: false }, { by_name: true }])).toBe('in a name');
  });

  it('leaves matches that hold the words elsewhere only to be checked', () => {
    expect(findingOf(2, [{ by_name: false }, { by_name: false }])).toBe('elsewhere');
  });

  it('leaves a page past the last of a search that matched to be checked, as its first page was', () => {
    expect(findingOf(40, [])).toBe('elsewhere');
  });
});
