import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CatalogueReader } from './catalogue-reader';
import {
  BrandWords,
  brandWordsQuery,
  kindDocumentsQuery,
  KIND_WORDS_QUERY,
  kindWordsQuery,
  namesWhatItFindsQuery,
  requiredWords,
  SearchTerms,
  wordStrengthsQuery,
} from './catalogue-listing.query';
import { SearchExpansions } from './search-expansions';
import { dropSets, WordWeights } from './word-drops';

/** A search's words, whichever of them is the last typed (a prefix, `:*`). */
const withoutPrefixes = (terms: SearchTerms) => terms.tsquery.replaceAll(':*', '');
/** What a search looks for, whichever of its words is the last typed. */
const searchKey = (terms: SearchTerms) => `${withoutPrefixes(terms)} ${terms.reference ?? ''}`;

/** A word that may be a reference: letters and figures, 5 characters or more (search_near_reference's shortest). */
const REFERENCE_LIKE = /^(?=.*\p{L})(?=.*\d).{5,}$/u;

/**
 * Words of a text looked up one by one as references (withNearestReferences): each is a statement,
 * and a text of 200 characters holds some 30 words that look like references.
 */
const MAX_REFERENCE_WORDS = 3;

/** A word that starts with a figure, as search_normalize writes `5 kW` (`5kw`). */
const FIGURE_WORD = /(^|\s)\d/;

/**
 * What a search's run found: nothing; matches one of which holds every word searched in its name
 * (or starts with the reference typed), which are what was asked for; or matches of the words
 * elsewhere only, which may not be (CatalogueSearch.namesWhatItFinds).
 */
export type Finding = 'nothing' | 'in a name' | 'elsewhere';

/**
 * A run's Finding from how many it matched and the matches it shows, each with `by_name`. A page
 * past the last shows none of them: checked as matches elsewhere, so that it pages through the
 * search its first page shows.
 */
export const findingOf = (matched: number, shown: readonly { by_name: boolean }[]): Finding =>
  matched === 0 ? 'nothing' : shown.some((match) => match.by_name) ? 'in a name' : 'elsewhere';

/** Words of a text that finds nothing weighed one by one to choose which go (firstThatFinds). */
const MAX_WEIGHED_WORDS = 8;
/** Shorter texts a search that finds nothing reads, and searches among them, before it answers nothing. */
const MAX_SHORTER_TEXTS = 8;
const MAX_SHORTER_SEARCHES = 4;

/**
 * What a buyer typed, as the catalogue's documents are searched: the database's search_query
 * (migration CatalogueSearch) normalises the text as it normalised the products, so both sides
 * read words, figures and references one way.
 */
@Injectable()
export class CatalogueSearch {
  /** The kinds' documents for each set of their words (kinds): a few sets in a process's life. */
  private readonly kindDocuments = new LRUCache<string, string[]>({ max: 8 });

  constructor(
    private readonly reader: CatalogueReader,
    private readonly expansions: SearchExpansions,
  ) {}

  /**
   * The words' alternatives, every word required; `tolerant` also lets a word the catalogue does
   * not know stand for its nearest spellings; `exact` reads no word of 4 letters or fewer as the
   * start of others (the words a search that found nothing keeps: migration KeptWordsExact). Null
   * when nothing searchable is left (stop words only).
   */
  terms(text: string, tolerant: boolean, exact = false): Promise<SearchTerms | null> {
    return this.expansions.expansion(`${tolerant ? 'tolerant' : 'strict'}${exact ? ' exact' : ''}:${text}`, () =>
      this.expand(text, tolerant, exact),
    );
  }

  /** What the suggestions compare of a text with the brands (brandWordsQuery), kept like an expansion. */
  brandWords(text: string): Promise<BrandWords> {
    return this.expansions.expansion(`brands:${text}`, async () => (await this.reader.rows<BrandWords>(brandWordsQuery(text)))[0]);
  }

  private async expand(text: string, tolerant: boolean, exact: boolean): Promise<SearchTerms | null> {
    const [row] = await this.reader.rows<{ query: string | null; corrected: string | null; reference: string | null }>({
      text: 'SELECT query, corrected, reference FROM search_query($1, $2, $3)',
      values: [text, tolerant, exact],
      prepared: true,
    });
    return row.query ? { tsquery: row.query, reference: row.reference, corrected: row.corrected } : null;
  }

  /**
   * Runs a search as typed and, when it finds nothing, with typos tolerated; when that finds
   * nothing either, again without some of its words: those that say least of the products first
   * (dropSets), a few searches at most (Meilisearch's matching strategy « last », which drops the
   * last words, told which words name the product: `kit us5000` shows the US5000, not the carports
   * sold as kits; `onduleur 3kw` shows the inverters, not « 0 produits »). `run`
   * gets the terms, and `found` says what it found (Finding): matches of another kind of product
   * than the one named, which only their descriptions name, are not found (namesWhatItFinds:
   * `growatt onduleur` shows the inverters, not the batteries said to work with Growatt's). The
   * answer names the text it shows (`corrected`) when that is not the text typed, and says whether
   * that text left some of the words out (`partial`): what the buyer asked for is then not listed
   * as such. The words it keeps are no longer being typed, and the answer names them: a short one
   * is not the start of others (`coffret ac` shows the products that say « AC », not every
   * « accessoire »).
   */
  async firstThatFinds<T>(
    text: string,
    run: (terms: SearchTerms) => Promise<T>,
    found: (result: T) => Finding,
  ): Promise<{ result: T; corrected: string | null; partial: boolean } | null> {
    const asTyped = await this.spellingThatFinds(text, run, found);
    if (!asTyped || asTyped.found) return asTyped && { result: asTyped.result, corrected: asTyped.corrected, partial: false };
    const searched = await this.terms(text, false, true);
    const words = text.trim().split(/\s+/);
    if (!searched || words.length < 2) return { result: asTyped.result, corrected: null, partial: false };
    const required = new Set(requiredWords(withoutPrefixes(searched)));
    // A stop word gone leaves the search it was: not searched again.
    const tried = new Set([searchKey(searched)]);
    let runs = 0;
    for (const gone of dropSets(await this.weights(words), words.length).slice(0, MAX_SHORTER_TEXTS)) {
      const shorter = await this.withoutWordsAddingNothing(words.filter((_, i) => !gone.includes(i)));
      const terms = await this.terms(shorter, false, true);
      if (!terms || tried.has(searchKey(terms))) continue;
      tried.add(searchKey(terms));
      // Only words the text's own search has: `off grid` searches `grid`, and `off` alone is a stop word it left out.
      if (!requiredWords(withoutPrefixes(terms)).every((word) => required.has(word))) continue;
      const answer = await this.spellingThatFinds(shorter, run, found, true);
      if (answer?.found) return { result: answer.result, corrected: answer.corrected ?? shorter, partial: true };
      if (++runs === MAX_SHORTER_SEARCHES) break;
    }
    return { result: asTyped.result, corrected: null, partial: false };
  }

  /**
   * Each word of a text weighed alone (wordStrengthsQuery), as the tolerant search spells it, and,
   * when the first finds nothing, which words name a kind of product (kindWordsQuery); null for a
   * text of more than MAX_WEIGHED_WORDS words, as weighing costs a statement per word.
   */
  private async weights(words: readonly string[]): Promise<WordWeights | null> {
    if (words.length > MAX_WEIGHED_WORDS) return null;
    const own = await Promise.all(words.map((word) => this.terms(word, true)));
    const [{ strengths }] = await this.reader.rows<{ strengths: number[] }>(wordStrengthsQuery(own));
    if (strengths[0] > 0) return { strengths, kinds: null };
    const [{ kinds }] = await this.reader.rows<{ kinds: boolean[] }>(kindWordsQuery(own, await this.kinds()));
    return { strengths, kinds };
  }

  /** The words without those at either end that add nothing to their search (`fixation de` → `fixation`). */
  private async withoutWordsAddingNothing(words: readonly string[]): Promise<string> {
    let [first, end] = [0, words.length];
    const text = () => words.slice(first, end).join(' ');
    while (end - first > 1 && (await this.sameSearch(text(), words.slice(first, end - 1).join(' ')))) end--;
    while (end - first > 1 && (await this.sameSearch(text(), words.slice(first + 1, end).join(' ')))) first++;
    return text();
  }

  /** Whether two texts search the same words; the last word typed is a prefix (`:*`), whichever it is. */
  private async sameSearch(text: string, other: string): Promise<boolean> {
    const [a, b] = await Promise.all([this.terms(text, false), this.terms(other, false)]);
    return a !== null && b !== null && searchKey(a) === searchKey(b);
  }

  /**
   * A text's search as typed, then with typos tolerated when it found nothing, then, for a text
   * that holds a reference, as the nearest reference the catalogue lists (`us5000c` → US5000);
   * null when nothing is searchable. `exact`: as terms reads it.
   */
  private async spellingThatFinds<T>(
    text: string,
    run: (terms: SearchTerms) => Promise<T>,
    found: (result: T) => Finding,
    exact = false,
  ): Promise<{ result: T; corrected: string | null; found: boolean } | null> {
    const finds = async (terms: SearchTerms, result: T) => {
      const finding = found(result);
      return finding === 'in a name' || (finding === 'elsewhere' && (await this.namesWhatItFinds(terms)));
    };
    const strict = await this.terms(text, false, exact);
    const first = strict ? await run(strict) : null;
    if (strict && first !== null && (await finds(strict, first))) return { result: first, corrected: null, found: true };
    const tolerant = await this.terms(text, true, exact);
    if (tolerant?.corrected) {
      const second = await run(tolerant);
      if (await finds(tolerant, second))
        return { result: second, corrected: await this.shownFigures(tolerant.tsquery, tolerant.corrected), found: true };
    }
    const nearest = strict?.reference ? await this.withNearestReferences(text) : null;
    const asNearest = nearest ? await this.terms(nearest, false, exact) : null;
    if (nearest && asNearest) {
      const third = await run(asNearest);
      if (await finds(asNearest, third)) return { result: third, corrected: nearest, found: true };
    }
    return first === null ? null : { result: first, corrected: null, found: false };
  }

  /**
   * Whether matches that hold the words outside their names are what the words name
   * (namesWhatItFindsQuery): `onduleur 3600w` spelt `onduleur 3550w` finds two batteries whose
   * descriptions name an inverter of 3,550 W, and is better answered by the inverters, as a search
   * that left the figure out. A search of one word finds the kind it names in the heads of that
   * kind's products: not asked.
   */
  private async namesWhatItFinds(terms: SearchTerms): Promise<boolean> {
    if (requiredWords(terms.tsquery).length < 2) return true;
    const [row] = await this.reader.rows<{ named: boolean }>(namesWhatItFindsQuery(terms, await this.kinds()));
    return row.named;
  }

  /**
   * The kinds of product the shop sells, as documents: their words read at every question (a type
   * staff give a product counts at once, a draft's too), their documents computed once per set of
   * words (kindDocumentsQuery).
   */
  private async kinds(): Promise<string[]> {
    const [{ words }] = await this.reader.rows<{ words: string[] }>(KIND_WORDS_QUERY);
    const key = words.join('\n');
    let docs = this.kindDocuments.get(key);
    if (!docs) {
      [{ docs }] = await this.reader.rows<{ docs: string[] }>(kindDocumentsQuery(words));
      this.kindDocuments.set(key, docs);
    }
    return docs;
  }

  /**
   * A corrected text whose figures stand for the catalogue's near ones, named as most of the
   * products found hold them (search_shown_figures): the notice's button then finds what the cards
   * show. Read at every such answer, as the products change without telling any process. Two
   * figures typed may be named as one the products hold (`batterie 48v 51v`, both as 48v): it is
   * named once.
   */
  private async shownFigures(tsquery: string, corrected: string): Promise<string> {
    if (!FIGURE_WORD.test(corrected)) return corrected;
    const [row] = await this.reader.rows<{ shown: string | null }>({
      text: 'SELECT search_shown_figures($1, $2) AS shown',
      values: [tsquery, corrected],
      prepared: true,
    });
    return row.shown ? [...new Set(row.shown.split(' '))].join(' ') : corrected;
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
