import { Injectable } from '@nestjs/common';
import { CatalogueReader } from './catalogue-reader';
import { SearchTerms } from './catalogue-listing.query';
import { SearchExpansions } from './search-expansions';

/**
 * What a buyer typed, as the catalogue's documents are searched: the database's search_query
 * (migration CatalogueSearch) normalises the text as it normalised the products, so both sides
 * read words, figures and references one way.
 */
@Injectable()
export class CatalogueSearch {
  constructor(
    private readonly reader: CatalogueReader,
    private readonly expansions: SearchExpansions,
  ) {}

  /**
   * The words' alternatives, every word required; `tolerant` also lets a word the catalogue does
   * not know stand for its nearest spellings. Null when nothing searchable is left (stop words only).
   */
  terms(text: string, tolerant: boolean): Promise<SearchTerms | null> {
    return this.expansions.expansion(`${tolerant ? 'tolerant' : 'strict'}:${text}`, () => this.expand(text, tolerant));
  }

  private async expand(text: string, tolerant: boolean): Promise<SearchTerms | null> {
    const [row] = await this.reader.rows<{ query: string | null; corrected: string | null; reference: string | null }>({
      text: 'SELECT query, corrected, reference FROM search_query($1, $2)',
      values: [text, tolerant],
      prepared: true,
    });
    return row.query ? { tsquery: row.query, reference: row.reference, corrected: row.corrected } : null;
  }

  /**
   * Runs a search as typed and, when it finds nothing, with typos tolerated: `run` gets the terms
   * and says how many it found. The answer carries the correction only when it was used.
   */
  async firstThatFinds<T>(
    text: string,
    run: (terms: SearchTerms) => Promise<T>,
    found: (result: T) => boolean,
  ): Promise<{ result: T; corrected: string | null } | null> {
    const strict = await this.terms(text, false);
    const first = strict ? await run(strict) : null;
    if (first !== null && found(first)) return { result: first, corrected: null };
    const tolerant = await this.terms(text, true);
    if (tolerant?.corrected) {
      const second = await run(tolerant);
      if (found(second)) return { result: second, corrected: tolerant.corrected };
    }
    return first === null ? null : { result: first, corrected: null };
  }
}
