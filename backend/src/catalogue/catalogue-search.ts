import { Injectable } from '@nestjs/common';
import { CatalogueReader } from './catalogue-reader';
import { SearchTerms } from './catalogue-listing.query';
import { SearchExpansions } from './search-expansions';

/** A search's words, whichever of them is the last typed (a prefix, `:*`). */
const withoutPrefixes = (terms: SearchTerms) => terms.tsquery.replaceAll(':*', '');

/** A word that may be a reference: letters and figures, 5 characters or more (search_near_reference's shortest). */
const REFERENCE_LIKE = /^(?=.*\p{L})(?=.*\d).{5,}$/u;

/**
 * Words of a text looked up one by one as references (withNearestReferences): each is a statement,
 * and a text of 200 characters holds some 30 words that look like references.
 */
const MAX_REFERENCE_WORDS = 3;

/** Words a search that finds nothing may lose from its end before it answers nothing (firstThatFinds). */
const MAX_DROPPED_WORDS = 3;

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
   * Runs a search as typed and, when it finds nothing, with typos tolerated; when that finds
   * nothing either, again without its last word, then its last two… (Meilisearch's default
   * matching strategy, « last »): `onduleur 3kw` shows the inverters, not « 0 produits ». At most
   * MAX_DROPPED_WORDS go, so a long text costs a few statements at most. `run` gets the terms and
   * says how many it found. The answer names the text it shows (`corrected`) when that is not the
   * text typed.
   */
  async firstThatFinds<T>(
    text: string,
    run: (terms: SearchTerms) => Promise<T>,
    found: (result: T) => boolean,
  ): Promise<{ result: T; corrected: string | null } | null> {
    const asTyped = await this.spellingThatFinds(text, run, found);
    if (!asTyped || asTyped.found) return asTyped && { result: asTyped.result, corrected: asTyped.corrected };
    const searched = await this.terms(text, false);
    const words = text.trim().split(/\s+/);
    const fewest = Math.max(1, words.length - MAX_DROPPED_WORDS);
    for (let kept = words.length - 1; kept >= fewest; kept--) {
      const shorter = words.slice(0, kept).join(' ');
      // Its last word adds nothing (a stop word: `rail de`): the text without it names the same search.
      if (kept > fewest && (await this.sameSearch(shorter, words.slice(0, kept - 1).join(' ')))) continue;
      // Only words the text's own search has: `off grid` searches `grid`, and `off` alone is a stop word it left out.
      if (!searched || !(await this.searchesFirstWordsOf(shorter, searched))) continue;
      const answer = await this.spellingThatFinds(shorter, run, found);
      if (answer?.found) return { result: answer.result, corrected: answer.corrected ?? shorter };
    }
    return { result: asTyped.result, corrected: null };
  }

  /** Whether two texts search the same words; the last word typed is a prefix (`:*`), whichever it is. */
  private async sameSearch(text: string, other: string): Promise<boolean> {
    const [a, b] = await Promise.all([this.terms(text, false), this.terms(other, false)]);
    return a !== null && b !== null && withoutPrefixes(a) === withoutPrefixes(b) && a.reference === b.reference;
  }

  /** Whether a text searches the first words of a search, and only those (what dropping its last words leaves). */
  private async searchesFirstWordsOf(text: string, search: SearchTerms): Promise<boolean> {
    const terms = await this.terms(text, false);
    if (!terms) return false;
    const all = withoutPrefixes(search);
    const first = withoutPrefixes(terms);
    return all === first || all.startsWith(`${first} & `);
  }

  /**
   * A text's search as typed, then with typos tolerated when it found nothing, then, for a text
   * that holds a reference, as the nearest reference the catalogue lists (`us5000c` → US5000);
   * null when nothing is searchable.
   */
  private async spellingThatFinds<T>(
    text: string,
    run: (terms: SearchTerms) => Promise<T>,
    found: (result: T) => boolean,
  ): Promise<{ result: T; corrected: string | null; found: boolean } | null> {
    const strict = await this.terms(text, false);
    const first = strict ? await run(strict) : null;
    if (first !== null && found(first)) return { result: first, corrected: null, found: true };
    const tolerant = await this.terms(text, true);
    if (tolerant?.corrected) {
      const second = await run(tolerant);
      if (found(second)) return { result: second, corrected: tolerant.corrected, found: true };
    }
    const nearest = strict?.reference ? await this.withNearestReferences(text) : null;
    const asNearest = nearest ? await this.terms(nearest, false) : null;
    if (nearest && asNearest) {
      const third = await run(asNearest);
      if (found(third)) return { result: third, corrected: nearest, found: true };
    }
    return first === null ? null : { result: first, corrected: null, found: false };
  }

  /**
   * The text as the references the catalogue lists: the whole text when it is one reference typed
   * in parts (`fh3 2055` → FH3-205), else each word that reads as one (`pylontech us5000c` →
   * « pylontech US5000 »); null when no reference is near.
   */
  private async withNearestReferences(text: string): Promise<string | null> {
    const whole = await this.nearestReference(text);
    if (whole) return whole;
    const words = text.trim().split(/\s+/);
    if (words.length < 2) return null;
    let changed = false;
    let looked = 0;
    const fixed: string[] = [];
    for (const word of words) {
      const near = REFERENCE_LIKE.test(word) && looked++ < MAX_REFERENCE_WORDS ? await this.nearestReference(word) : null;
      changed ||= near !== null;
      fixed.push(near ?? word);
    }
    return changed ? fixed.join(' ') : null;
  }

  /**
   * The listed reference nearest a text read as one reference (search_near_reference), read at
   * every search that needs it rather than kept: it follows the products, which tell no process
   * of a change.
   */
  private async nearestReference(text: string): Promise<string | null> {
    const [row] = await this.reader.rows<{ reference: string | null }>({
      text: 'SELECT search_near_reference(search_compact($1)) AS reference',
      values: [text],
      prepared: true,
    });
    return row.reference;
  }
}
