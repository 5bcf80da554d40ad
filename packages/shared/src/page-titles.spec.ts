import { describe, expect, it } from 'vitest';
import { PAGE_TITLES_EN, PAGE_TITLES_FR, searchTitleWords } from './page-titles.js';

describe("a search's title", () => {
  it('shows the words searched, one space between them, control characters as spaces', () => {
    expect(searchTitleWords('  onduleur \t hybride ')).toBe('onduleur hybride');
    expect(searchTitleWords('batterie\u0000lithium\n48v')).toBe('batterie lithium 48v');
    expect(searchTitleWords('batterie\u0085lithium')).toBe('batterie lithium');
  });

  it('has no words for no search, or one of spaces and control characters alone', () => {
    expect(searchTitleWords(null)).toBe('');
    expect(searchTitleWords(undefined)).toBe('');
    expect(searchTitleWords(' \u0000\t ')).toBe('');
  });

  it('stops at 60 characters, the last an ellipsis, and never ends a cut word with a space before it', () => {
    expect(searchTitleWords('a'.repeat(60))).toBe('a'.repeat(60));
    expect(searchTitleWords('a'.repeat(61))).toBe(`${'a'.repeat(59)}…`);
    expect(searchTitleWords(`${'a'.repeat(58)} bcd`)).toBe(`${'a'.repeat(58)}…`);
  });

  it('is a title in both languages, with the place of the words', () => {
    expect(PAGE_TITLES_FR.search.replace('{{q}}', 'pylontech')).toBe('Recherche « pylontech »');
    expect(PAGE_TITLES_EN.search.replace('{{q}}', 'pylontech')).toBe('Search “pylontech”');
  });
});
