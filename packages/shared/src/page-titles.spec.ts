import { describe, expect, it } from 'vitest';
import { PAGE_TITLES_EN, PAGE_TITLES_FR, searchTitle } from './page-titles.js';

const fr = (q: string | null | undefined) => searchTitle(PAGE_TITLES_FR.search, q);

describe("a search's title", () => {
  it('shows the words searched, one space between them, control characters as spaces, in either language', () => {
    expect(fr('  onduleur \t hybride ')).toBe('Recherche « onduleur hybride »');
    expect(fr('batterie\u0000lithium\n48v')).toBe('Recherche « batterie lithium 48v »');
    expect(fr('batterie\u0085lithium')).toBe('Recherche « batterie lithium »');
    expect(searchTitle(PAGE_TITLES_EN.search, 'hybrid inverter')).toBe('Search “hybrid inverter”');
  });

  it('writes what looks like a replacement pattern as typed', () => {
    expect(fr('$& $1 $$')).toBe('Recherche « $& $1 $$ »');
  });

  it('is none for no search, or one of spaces and control characters alone', () => {
    expect(fr(null)).toBeNull();
    expect(fr(undefined)).toBeNull();
    expect(fr(' \u0000\t ')).toBeNull();
  });

  it('stops at 60 characters, the last an ellipsis, and never ends a cut word with a space before it', () => {
    expect(fr('a'.repeat(60))).toBe(`Recherche « ${'a'.repeat(60)} »`);
    expect(fr('a'.repeat(61))).toBe(`Recherche « ${'a'.repeat(59)}… »`);
    expect(fr(`${'a'.repeat(58)} bcd`)).toBe(`Recherche « ${'a'.repeat(58)}… »`);
  });
});
