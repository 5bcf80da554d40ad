import { Category, CatalogueQuery, CatalogueSort } from '@stockwatt/shared';
import { imageVariantsSql } from '../uploads/image-variants';
import { CARD_FIELDS, ProductCard } from '../products/product-views';
import { LISTED_REFERENCE } from './word-drops';

/**
 * SQL of the public catalogue answer, over the two tables the database keeps in step with
 * `products` (migration CatalogueListing): `catalogue_listing` (one narrow row per published
 * product) and `catalogue_facet_counts` (published products per brand and category).
 * - The page is an index-only scan of the listing in the chosen order, joined to `products`
 *   for the 12 cards only.
 * - Without a search, the total and both facets sum the few hundred (brand, category) cells.
 * - A search (SearchTerms, from the database's search_query) matches the listing's documents
 *   (migration CatalogueSearch). Ranked by relevance, the page is the first rows of each tier in
 *   the shop's order: the reference typed exactly, then as its start, then all words in the name,
 *   then in the brand, type or category, then anywhere but the description (specifications), then
 *   anywhere with one at least in the brand, type or category, then anywhere; within the names'
 *   tier and the last, the products of a kind a word names (their type or category) first. The
 *   page's rows are among the first (page × size) of their own tier: each tier is an index walk or
 *   a bitmap scan that stops there.
 * - With a search, they count the listing rows the search matches, up to the cap: exact below
 *   it (the storefront shows "N produits" and "(N)" beside each brand and category). Past it,
 *   counting every match would cost the database more than everything else in the answer (a
 *   common word matches thousands of rows, one letter the whole listing): the total stops at
 *   the cap and says so, and the facets list the catalogue's brands and categories without
 *   counts. The cap grows in steps of itself with the page (searchCountLimit), so a buyer
 *   paging deep still sees the next page.
 */
export type CataloguePageParams = CatalogueQuery<Category>;

/** A search as the database expands it (search_query): every word's alternatives, all required. */
export interface SearchTerms {
  /** tsquery text. */
  tsquery: string;
  /** The text without punctuation when it may be a reference (`fh3 205` → `fh3205`). */
  reference: string | null;
  /** The words as corrected, when a correction was made. */
  corrected: string | null;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
  /**
   * One plan fits every value of this shape: run as a prepared statement with its generic plan
   * (CatalogueReader), planned once per connection. A search is written so that it does too
   * (firstMatchesSql), as planning its statement cost more than running it.
   */
  prepared: boolean;
}

/** Collects positional parameters ($1, $2…) while a query is written. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Inside each sort group (catalogue-rules), the order the buyer chose; product_id keeps pages stable. */
const ORDER_KEY: Record<CatalogueSort, [column: string, direction: 'ASC' | 'DESC']> = {
  relevance: ['name', 'ASC'],
  name: ['name', 'ASC'],
  price_asc: ['effective_price', 'ASC'],
  price_desc: ['effective_price', 'DESC'],
  rating: ['rating', 'DESC'],
};

const VARIANTS = 'image_variants';
/** Stored columns from `products`; the image's resized copies from the uploads' table (the entity's virtual column). */
const CARD_COLUMNS = CARD_FIELDS.map((column) => (column === VARIANTS ? `(${imageVariantsSql('p')}) AS ${VARIANTS}` : `p.${column}`)).join(
  ', ',
);

/** The buyer's filters as SQL conditions on the listing, each value bound once. */
interface Conditions {
  /** The search's tsquery, bound once. */
  tsquery: string | null;
  search: string | null;
  brand: string | null;
  category: string | null;
}

/** The btree on ref_key (text_pattern_ops): a reference typed as it is, or as the start of others. */
const referenceStarts = (reference: string) => `ref_key ~>=~ ${reference} AND ref_key ~<~ (${reference} || '~')`;

/**
 * A search matches a product whose documents hold its words, or whose reference it starts
 * (rankedSql's first tiers): `us 3000c` is US3000C's reference, though its name reads `US3000C`
 * as one word. Counted in the total and facets as the page shows it.
 */
function searchMatch(search: SearchTerms, tsquery: string, params: Params): string {
  const words = `full_doc @@ ${tsquery}`;
  return search.reference ? `(${words} OR (${referenceStarts(params.add(search.reference))}))` : words;
}

function conditionsOf(query: CataloguePageParams, search: SearchTerms | null, params: Params): Conditions {
  const tsquery = search ? `${params.add(search.tsquery)}::tsquery` : null;
  return {
    tsquery,
    search: search && tsquery && searchMatch(search, tsquery, params),
    brand: query.brand ? `brand = ${params.add(query.brand)}` : null,
    category: query.category ? `category = ${params.add(query.category)}` : null,
  };
}

const where = (...conditions: (string | null)[]) => {
  const set = conditions.filter((c): c is string => c !== null);
  return set.length ? `WHERE ${set.join(' AND ')}` : '';
};

/**
 * The page's product ids (index-only on the listing), then their cards, in order. The page
 * size is written into the statement: with LIMIT a parameter, the generic plan is costed for
 * an unknown share of the rows and sorts the whole listing.
 */
function pageSql(query: CataloguePageParams, filter: Conditions, params: Params): string {
  if (!Number.isSafeInteger(query.pageSize)) throw new TypeError(`page size ${query.pageSize}`);
  const [column, direction] = ORDER_KEY[query.sort];
  const order = (table: string, key: string) => `${table}.sort_group, ${table}.${key} ${direction}, ${table}.product_id`;
  return `
    page AS (
      SELECT l.product_id, l.sort_group, l.${column} AS sort_key FROM catalogue_listing l
      ${where(filter.search, filter.brand, filter.category)}
      ORDER BY ${order('l', column)}
      LIMIT ${query.pageSize} OFFSET ${params.add((query.page - 1) * query.pageSize)}
    ),
    ${cardsSql(order('page', 'sort_key'))}`;
}

/** The page's cards in `order`; `byName` is SQL of each one's `by_name` (CatalogueRow). */
const cardsSql = (order: string, byName = 'TRUE') => `
    cards AS (
      SELECT row_number() OVER (ORDER BY ${order}) AS position, ${CARD_COLUMNS}, ${byName} AS by_name
      FROM page JOIN products p ON p.id = page.product_id
    )`;

/**
 * How far a search reads each order: page × size rounded up to a power of two, so that the
 * statement's text (its LIMITs) takes a few values for every page and runs prepared.
 */
export function searchReach(query: Pick<CataloguePageParams, 'page' | 'pageSize'>): number {
  const reach = query.page * query.pageSize;
  if (!Number.isSafeInteger(reach) || reach < 1) throw new TypeError(`page ${query.page} of ${query.pageSize}`);
  return 2 ** Math.ceil(Math.log2(Math.max(16, reach)));
}

/** Rows a search walks in an order, per row it needs, before it looks its matches up in the index. */
const WALK_PER_MATCH = 25;

interface FirstMatches {
  /** The CTE's name. */
  name: string;
  condition: string;
  filters: (string | null)[];
  order: string;
  reach: number;
  /** SQL: the search matches many listing rows (more than the count cap), so a walk is worth trying. */
  common: string;
  /** SQL: these rows are needed at all (a better tier may already fill the page). */
  needed?: string;
}

const MATCH_COLUMNS = 'product_id, sort_group, name, effective_price, rating';

/** SQL: the first `reach` rows of `rows` (a query on the listing) in `order` that meet `condition`, among its first `read`. */
const walkSql = (rows: string, order: string, read: number, condition: string, reach: number) => `SELECT ${MATCH_COLUMNS} FROM (
        ${rows} ORDER BY ${order} LIMIT ${read}
      ) walked WHERE ${condition} LIMIT ${reach}`;

/**
 * A CTE `name`: the first `reach` listing rows that meet `condition` in `order`, found one of two
 * ways, whichever fits the words. When they match many rows, a walk of the order's index through
 * its first rows keeping the matches (a common word fills a page within a few dozen rows). When
 * they match few, or the walk found too few (words whose matches sit far down the order, where a
 * walk would read the whole listing), every match looked up in the search index (GIN) and sorted.
 * Both are written so that one generic plan serves every search; the one not needed never runs.
 */
function firstMatchesSql({ name, condition, filters, order, reach, common, needed = 'TRUE' }: FirstMatches): string {
  const walk = `${name}_walk`;
  const enough = `(SELECT count(*) FROM ${walk}) >= ${reach}`;
  const rows = `SELECT * FROM catalogue_listing ${where(...filters, needed, common)}`;
  return `
    ${walk} AS MATERIALIZED (
      ${walkSql(rows, order, reach * WALK_PER_MATCH, condition, reach)}
    ),
    ${name} AS (
      SELECT * FROM ${walk} WHERE ${enough}
      UNION ALL
      (${lookUpSql(MATCH_COLUMNS, where(condition, ...filters, needed, `NOT ${enough}`), order, reach)})
    )`;
}

/** A listing row's kind of product, as catalogue_kinds keys it (and catalogue_listing_kind_idx orders it). */
const KIND_KEY = "(type, coalesce(category, ''))";

/**
 * firstMatchesSql for a condition that holds only products of the kinds a word names (kinds_named).
 * First the walk of the whole listing: the batteries sort first, and their matches are in its
 * first rows. When it finds too few, each kind is walked in its own rows
 * (catalogue_listing_kind_idx): the inverters sort after thousands of batteries, and the first
 * rows of their kind are their matches (`onduleur` at 100,000 products: 0.1 ms, not 38 to look up
 * and sort 20,000 matches). A kind's walk found its first `reach` matches when it found `reach`, or
 * read all its rows (catalogue_kinds counts them). Another kind's matches that its walk did not
 * reach sort after the last row it read: when the walks found `reach` matches before that row, they
 * are not needed (`micro onduleur`: the hybrid inverters' first 400 rows hold no micro-inverter,
 * and all sort after the micro-inverters found); else they are looked up in the search index,
 * within that kind. A kind's walk starts at its first row and keeps its rows: written as a range,
 * so that a generic plan walks the index in order rather than sorting a whole kind. In the shop's
 * order only.
 */
function firstMatchesOfKindsSql({ name, condition, filters, reach, common, needed = 'TRUE' }: Omit<FirstMatches, 'order'>): string {
  const order = SHOP_ORDER;
  const [first, walk, kinds] = [`${name}_first`, `${name}_walk`, `${name}_kinds`];
  const read = reach * WALK_PER_MATCH;
  const firstEnough = `(SELECT count(*) FROM ${first}) >= ${reach}`;
  const byKind = `${needed} AND NOT (${firstEnough})`;
  const ofKind = `${KIND_KEY} = (k.type, k.category)`;
  // A kind's rows from its first on, with the next kinds' after them: its walk keeps its own.
  const fromKind = (columns: string) =>
    `SELECT ${columns} FROM catalogue_listing ${where(`${KIND_KEY} >= (k.type, k.category)`, ...filters, byKind, common)}`;
  const kindOrder = `type, coalesce(category, ''), ${order}`;
  const key = (table: string) =>
    order
      .split(', ')
      .map((column) => `${table}.${column}`)
      .join(', ');
  const found = `(SELECT count(*) FROM ${walk} w WHERE w.kind_type = k.type AND w.kind_category = k.category)`;
  return `
    ${first} AS MATERIALIZED (
      ${walkSql(`SELECT * FROM catalogue_listing ${where(...filters, needed, common)}`, order, read, condition, reach)}
    ),
    ${walk} AS MATERIALIZED (
      SELECT k.type AS kind_type, k.category AS kind_category, x.* FROM kinds_named k CROSS JOIN LATERAL (
        ${walkSql(fromKind('*'), kindOrder, read, `${ofKind} AND ${condition}`, reach)}
      ) x
    ),
    ${kinds} AS (
      SELECT type, category, ${common} AND CASE WHEN k.products <= ${read} OR ${found} >= ${reach} THEN TRUE ELSE coalesce((
        SELECT before_last.n >= ${reach} FROM (
          ${fromKind(order)} ORDER BY ${kindOrder} OFFSET ${read - 1} LIMIT 1
        ) last_read CROSS JOIN LATERAL (
          SELECT count(*) AS n FROM ${walk} w WHERE (${key('w')}) < (${key('last_read')})
        ) before_last
      ), FALSE) END AS walked
      FROM kinds_named k
    ),
    ${name} AS (
      SELECT * FROM ${first} WHERE ${firstEnough}
      UNION ALL
      (SELECT * FROM (
        SELECT ${MATCH_COLUMNS} FROM ${walk} w JOIN ${kinds} k ON k.type = w.kind_type AND k.category = w.kind_category WHERE k.walked
        UNION ALL
        SELECT x.* FROM ${kinds} k CROSS JOIN LATERAL (${lookUpSql(MATCH_COLUMNS, where(ofKind, condition, ...filters, byKind), order, reach)}) x
        WHERE NOT k.walked
      ) kinds_found WHERE NOT (${firstEnough}) ORDER BY ${order} LIMIT ${reach})
    )`;
}

/**
 * The first `reach` rows that meet a condition an index finds (GIN, or the reference's btree), sorted.
 * OFFSET 0 keeps it a look-up: offered the order and a LIMIT, a generic plan for a large listing
 * walks the order's index instead, through every row when the matches are few.
 */
const lookUpSql = (columns: string, conditions: string, order: string, reach: number) =>
  `SELECT * FROM (SELECT ${columns} FROM catalogue_listing ${conditions} OFFSET 0) looked_up ORDER BY ${order} LIMIT ${reach}`;

/** A search's page in the order the buyer chose (not relevance). */
function searchPageSql(query: CataloguePageParams, filter: Conditions & { search: string; tsquery: string }, params: Params): string {
  const [column, direction] = ORDER_KEY[query.sort];
  const order = `sort_group, ${column} ${direction}, product_id`;
  const chosen = firstMatchesSql({
    name: 'chosen',
    condition: filter.search,
    filters: [filter.brand, filter.category],
    order,
    reach: searchReach(query),
    common: OVER_CAP,
    needed: ANY_MATCH,
  });
  return `
    ${chosen},
    page AS (
      SELECT product_id, sort_group, ${column} AS sort_key FROM chosen
      ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${params.add((query.page - 1) * query.pageSize)}
    ),
    ${cardsSql(
      `page.sort_group, page.sort_key ${direction}, page.product_id`,
      `EXISTS (SELECT FROM catalogue_listing l WHERE l.product_id = page.product_id AND (l.name_doc @@ ${filter.tsquery}))`,
    )}`;
}

const SHOP_ORDER = 'sort_group, name, product_id';
/** The catalogue statement's word on how many rows a search matches (searchSql). */
const OVER_CAP = '(SELECT over_cap FROM search)';
/**
 * The catalogue statement's word that the search matches something at all: `full_doc` holds every
 * other document, so when it matches nothing no tier looks anything up (at 100,000 products a
 * GIN look-up that finds nothing still costs 1.5–2 ms, as a misspelt word's search did four times).
 */
const ANY_MATCH = '(SELECT found FROM search)';
/** The ranking's word that a word of the search names a kind of product the listing holds (rankedSql's `kinds_named`). */
const KIND_NAMED = 'EXISTS (SELECT FROM kinds_named)';
/** SQL: a listing row is of a kind a word names, by its type and category (hashed once per statement). */
const OF_NAMED_KIND = "(type, coalesce(category, '')) IN (SELECT type, category FROM kinds_named)";
const rankedOrder = (table: string) => ['tier', 'sort_group', 'sort_key', 'product_id'].map((c) => `${table}.${c}`).join(', ');

/**
 * CTEs ending in `ranked`: the matches ranked by relevance (see the top of this file), ties in
 * the shop's order, the first `reach` of each tier with its tier. A tier is read only while the
 * ones before it hold fewer than `reach` rows: a search whose words are in many names reads one.
 */
function rankedSql(
  query: string,
  search: SearchTerms,
  filter: Pick<Conditions, 'brand' | 'category'>,
  params: Params,
  reach: number,
  common: string,
  anyMatch: string,
): string {
  const filters = [filter.brand, filter.category];
  const tiers: string[] = [];
  const ctes: string[] = [];
  if (search.reference) {
    // The reference exactly, then as the start of others.
    const reference = params.add(search.reference);
    for (const condition of [`ref_key = ${reference}`, referenceStarts(reference)]) {
      tiers.push(`(${lookUpSql('product_id, sort_group, name', where(condition, ...filters), SHOP_ORDER, reach)})`);
    }
  }
  const someWord = someWordQuery(search.tsquery);
  const anyLexeme = `${params.add(anyLexemeQuery(search.tsquery))}::tsquery`;
  // In the first and the last, the products of a kind a word names first (KindDocuments): `cable
  // pylontech` lists the cables before the BMS sold « avec câbles », `onduleur reseau` the inverters
  // said to feed the grid before the Wi-Fi stick whose description names an inverter and the grid.
  // Each is a tier of its own, read only when a word names a kind the listing holds (catalogue_kinds,
  // a few rows); not in the others, as every tier costs PostgreSQL some 0.05 ms a search, read or not.
  const documents: [doc: string, condition: string, kindFirst?: 'kind first'][] = [
    ['name_doc', `name_doc @@ ${query}`, 'kind first'],
    ['head_doc', `head_doc @@ ${query}`],
    // Every word outside the description, in the specifications at least (DescriptionWeight):
    // `batterie lifepo4 48v` lists the 48 V batteries before a 12 V one whose description says « 48 V ».
    ['outside_description', `full_doc @@ ${params.add(outsideDescriptionQuery(search.tsquery))}::tsquery`],
    // A brand or type the buyer named, the other words in its specifications or description
    // (`victron 48v`: Victron's 48 V products before a Pylontech whose description names Victron).
    // Checked on full_doc's matches, not looked up in head_doc's index: one word alone may match
    // every row there (`bench 4242` at 100,000 products: 99,918 rows, 5.9 ms).
    ...(someWord
      ? [['some_head', `full_doc @@ ${query} AND (head_doc @@ ${params.add(someWord)}::tsquery) IS TRUE`] as [string, string]]
      : []),
    ['full_doc', `full_doc @@ ${query}`, 'kind first'],
  ];
  // SQL: the tiers so far leave room on the page (a tier that filled it leaves nothing to the next),
  // carried from tier to tier in one CTE each, so that a tier adds one sub-plan to the statement,
  // not one for each tier before it.
  let open = anyMatch;
  let previous: string | null = null;
  for (const [doc, condition, kindFirst] of documents) {
    const kinds = kindFirst ? [[`${doc}_kind`, `${condition} AND ${OF_NAMED_KIND}`, KIND_NAMED] as const] : [];
    for (const [tier, tierCondition, gate] of [...kinds, [doc, condition, null] as const]) {
      if (previous) {
        ctes.push(`${previous}_open AS (SELECT ${open} AND (SELECT count(*) FROM ${previous}) < ${reach} AS open)`);
        open = `(SELECT open FROM ${previous}_open)`;
      }
      const name = `${tier}_tier`;
      const needed = gate ? `${open} AND ${gate}` : open;
      const matches = { name, condition: tierCondition, filters, reach, common, needed };
      // Kind by kind in the names' tier only: the last tier is read when all others leave the page
      // short, and a tier walked by kind costs every search some 0.05 ms of its plan's start.
      ctes.push(gate && doc === 'name_doc' ? firstMatchesOfKindsSql(matches) : firstMatchesSql({ ...matches, order: SHOP_ORDER }));
      tiers.push(`(SELECT product_id, sort_group, name FROM ${name})`);
      previous = name;
    }
  }
  const union = tiers.map((rows, tier) => `SELECT product_id, ${tier} AS tier, sort_group, name FROM ${rows} t${tier}`).join(' UNION ALL ');
  return `
    kinds_named AS (SELECT type, category, products FROM catalogue_kinds WHERE products > 0 AND kind_doc @@ ${anyLexeme}),
    ${ctes.join(',')},
    ranked AS (
      SELECT product_id, min(tier) AS tier, sort_group, name AS sort_key FROM (${union}) tiers
      GROUP BY product_id, sort_group, name
    )`;
}

/** A tsquery's quoted lexemes (a quote inside doubled), with their prefix mark (`'lithium':*`), and its operators. */
const TSQUERY_TOKENS = /'(?:[^']|'')*'(:\*)?|[()&]/g;

/**
 * A search's words as its tsquery requires them: the operands of its top-level conjunction
 * (`(a | a2) & (b)` → `(a | a2)`, `(b)`).
 */
export function requiredWords(tsquery: string): string[] {
  const words: string[] = [];
  let depth = 0;
  let start = 0;
  for (const { 0: token, index } of tsquery.matchAll(TSQUERY_TOKENS)) {
    if (token === '(') depth++;
    else if (token === ')') depth--;
    else if (token === '&' && depth === 0) {
      words.push(tsquery.slice(start, index).trim());
      start = index + 1;
    }
  }
  words.push(tsquery.slice(start).trim());
  return words;
}

/**
 * A search's tsquery with its words as alternatives (`(a | a2) | (b)`) where it requires them all
 * (`(a | a2) & (b)`): its top-level conjunction loosened. Null for a single word.
 */
export function someWordQuery(tsquery: string): string | null {
  const words = requiredWords(tsquery);
  return words.length > 1 ? words.join(' | ') : null;
}

/**
 * A search's tsquery with every lexeme restricted to weight A (`'48v':A`, `'lithium':*A`): in a
 * full document, the words found outside the product's description (migration DescriptionWeight).
 */
export const outsideDescriptionQuery = (tsquery: string): string =>
  tsquery.replace(TSQUERY_TOKENS, (token: string, prefix?: string) =>
    !token.startsWith("'") ? token : prefix ? `${token}A` : `${token}:A`,
  );

/**
 * A tsquery that any one of a search's lexemes matches: every `&` an `|`, inside a word's
 * alternatives too (`onduleur reseau` is one phrase, `(onduleur & reseau:*) | (on & grid)`, whose
 * words each may name a kind of product).
 */
export const anyLexemeQuery = (tsquery: string): string => tsquery.replace(TSQUERY_TOKENS, (token) => (token === '&' ? '|' : token));

/**
 * How much each word of a text says of the products it wants, by the best of the ranking's tiers
 * it reaches alone (rankedSql): 4 a reference the catalogue lists, 3 a word of a name, 2 of a
 * brand, type or category, 1 of a description, 0 nothing; -1 a word that searches nothing (a stop
 * word). One row: `strengths`, in the words' order. `words` are each word's own search.
 */
export function wordStrengthsQuery(words: readonly (SearchTerms | null)[]): SqlQuery {
  return {
    text: `SELECT coalesce(array_agg(CASE
        WHEN w.query IS NULL THEN -1
        WHEN w.reference IS NOT NULL AND EXISTS (SELECT FROM catalogue_listing WHERE ${referenceStarts('w.reference')}) THEN ${LISTED_REFERENCE}
        WHEN EXISTS (SELECT FROM catalogue_listing WHERE name_doc @@ w.query::tsquery) THEN 3
        WHEN EXISTS (SELECT FROM catalogue_listing WHERE head_doc @@ w.query::tsquery) THEN 2
        WHEN EXISTS (SELECT FROM catalogue_listing WHERE full_doc @@ w.query::tsquery) THEN 1
        ELSE 0 END ORDER BY w.position), '{}') AS strengths
      FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS w(query, reference, position)`,
    values: [words.map((w) => w?.tsquery ?? null), words.map((w) => w?.reference ?? null)],
    prepared: true,
  };
}

/**
 * The kinds of product the shop sells, as words: the first word of a product type (`Onduleur
 * hybride`, `Micro-onduleur`, `BMS`) or a category. One row: `words`, in code-point order. The types
 * are read from products' type index one distinct value at a time (a few dozen look-ups at any
 * catalogue size), a draft's too: a kind staff are adding is one buyers may ask for.
 */
export const KIND_WORDS_QUERY: SqlQuery = {
  text: `WITH RECURSIVE types AS (
      SELECT min(type) AS type FROM products
      UNION ALL
      SELECT (SELECT min(p.type) FROM products p WHERE p.type > types.type) FROM types WHERE types.type IS NOT NULL
    )
    SELECT ARRAY(
      SELECT word FROM (
        SELECT split_part(type, ' ', 1) FROM types WHERE type IS NOT NULL
        UNION SELECT category FROM catalogue_facet_counts WHERE category IS NOT NULL
      ) named(word)
      ORDER BY word COLLATE "C"
    ) AS words`,
  values: [],
  prepared: true,
};

/**
 * The kinds' words as documents, each in any language the search expands it to (`inverter`,
 * `battery`). One row: `docs`, tsvector texts in the words' order. A function of the words alone:
 * CatalogueSearch keeps it for each set of words (search_document cost 0.2 ms a word, some 20 words
 * at every question that needed them).
 */
export const kindDocumentsQuery = (words: readonly string[]): SqlQuery => ({
  text: `SELECT coalesce(array_agg(search_document(ARRAY[w])::text ORDER BY k), '{}') AS docs FROM unnest($1::text[]) WITH ORDINALITY AS kind(w, k)`,
  values: [words],
  prepared: true,
});

/** SQL: the tsquery `word` names one of the kinds, `kinds` SQL of their documents (kindDocumentsQuery). */
const namesKind = (word: string, kinds: string) =>
  `EXISTS (SELECT FROM unnest(${kinds}::tsvector[]) AS kind(doc) WHERE kind.doc @@ ${word}::tsquery)`;

/**
 * Whether each word of a text names a kind of product the shop sells (`kinds`, their documents:
 * kindDocumentsQuery). One row: `kinds`, in the words' order. `words` are each word's own search.
 */
export function kindWordsQuery(words: readonly (SearchTerms | null)[], kinds: readonly string[]): SqlQuery {
  return {
    text: `SELECT coalesce(array_agg(w.query IS NOT NULL AND ${namesKind('w.query', '$2')} ORDER BY w.position), '{}') AS kinds
      FROM unnest($1::text[]) WITH ORDINALITY AS w(query, position)`,
    values: [words.map((w) => w?.tsquery ?? null), kinds],
    prepared: true,
  };
}

/**
 * Whether a search's matches are what its words name, asked when none holds every word in its name
 * (`by_name`). One row: `named`, false when a word names a kind of product (`kinds`, their
 * documents: kindDocumentsQuery) that no match has in its head (name, brand, reference, type,
 * category): every match only says it in its description, where a battery says which inverters it
 * works with (`growatt onduleur` would list Pylontech batteries, `onduleur 3550w` two batteries
 * « for an inverter of 3,550 W »).
 */
export function namesWhatItFindsQuery(search: SearchTerms, kinds: readonly string[]): SqlQuery {
  return {
    text: `SELECT NOT EXISTS (
        SELECT FROM unnest($2::text[]) AS w(query)
        WHERE ${namesKind('w.query', '$3')} AND NOT EXISTS (SELECT FROM catalogue_listing WHERE full_doc @@ $1::tsquery AND head_doc @@ w.query::tsquery)
      ) AS named`,
    values: [search.tsquery, requiredWords(search.tsquery), kinds],
    prepared: true,
  };
}

/**
 * SQL of a ranked row (rankedSql's `tier` in `table`): it holds every word in its name, or starts
 * with the reference typed (the reference's two tiers, then the names': of a kind a word names, then the others).
 */
const rankedByName = (table: string, search: SearchTerms) => `${table}.tier <= ${search.reference ? 3 : 1}`;

/** The page of a search ranked by relevance. */
function relevancePageSql(
  query: CataloguePageParams,
  search: SearchTerms,
  filter: Conditions & { tsquery: string },
  params: Params,
): string {
  return `
    ${rankedSql(filter.tsquery, search, filter, params, searchReach(query), OVER_CAP, ANY_MATCH)},
    page AS (
      SELECT * FROM ranked
      ORDER BY ${rankedOrder('ranked')} LIMIT ${query.pageSize} OFFSET ${params.add((query.page - 1) * query.pageSize)}
    ),
    ${cardsSql(rankedOrder('page'), rankedByName('page', search))}`;
}

/** The CTEs ending in `best`: a search's best `limit` matches, ranked (rankedSql), with the search bound in `params`. */
function bestMatchesSql(search: SearchTerms, limit: number, params: Params): string {
  if (!Number.isSafeInteger(limit)) throw new TypeError(`limit ${limit}`);
  const reach = searchReach({ page: 1, pageSize: limit });
  const query = `${params.add(search.tsquery)}::tsquery`;
  return `${rankedSql(query, search, { brand: null, category: null }, params, reach, 'TRUE', 'TRUE')},
    best AS (SELECT * FROM ranked ORDER BY ${rankedOrder('ranked')} LIMIT ${limit})`;
}

/**
 * The best `limit` matches of a search, as the quote form shows them, each with `by_name`
 * (rankedByName). With no count to say whether the words are common, each tier tries its walk
 * first: a few hundred rows when the words are rare, where counting would look up every match when
 * they are common.
 */
export function rankedProductsQuery(search: SearchTerms, limit: number, columns: readonly string[]): SqlQuery {
  const params = new Params();
  return {
    text: `WITH ${bestMatchesSql(search, limit, params)}
      SELECT ${columns.map((c) => `p.${c}`).join(', ')}, ${rankedByName('best', search)} AS by_name
      FROM best JOIN products p ON p.id = best.product_id ORDER BY ${rankedOrder('best')}`,
    values: params.values,
    prepared: true,
  };
}

/**
 * The words of `text` that may start a brand: 2+ letters, and a stop word only with no searched
 * word after it (`batterie de` may be « batterie Deye » being typed; `support de fixation` is not).
 */
const brandStartingWordsSql = (text: string) => `
  SELECT w FROM unnest(search_tokens(${text})) WITH ORDINALITY AS typed(w, k)
  WHERE length(w) >= 2 AND (NOT search_stop_word(w) OR NOT EXISTS (
    SELECT FROM unnest(search_tokens(${text})) WITH ORDINALITY AS later(x, j) WHERE j > k AND NOT search_stop_word(x)))`;

/** What of a text the suggestions compare with the brands (brandsStartedSql): a function of the text alone. */
export interface BrandWords {
  /** The French and English stems of its words of 4+ letters. */
  stems: string[];
  /** Its words that may start a brand (brandStartingWordsSql). */
  words: string[];
}

/**
 * A text's BrandWords, in one row. Asked once per text and kept (CatalogueSearch.brandWords): the
 * text's normalisation and stemming cost PostgreSQL more than the suggestions' brands themselves
 * (`batt` at 10,000 products: 0.3 of the statement's 0.8 ms).
 */
export const brandWordsQuery = (text: string): SqlQuery => ({
  text: `SELECT search_text_stems($1) AS stems, ARRAY(${brandStartingWordsSql('$1')}) AS words`,
  values: [text],
  prepared: true,
});

/**
 * The brands one of whose words starts with a word of the text or shares its stem (a word of 4+
 * letters: `hoymils` is Hoymiles as the search finds it, by the French or English stem), with their
 * published products, as a JSON array of the first five in code-point order. `stems` and `words`
 * are SQL of the text's BrandWords. Each facet cell keeps its brand's words and stems (migrations
 * BrandWords, BrandStems).
 */
const brandsStartedSql = (stems: string, words: string) => `
  (SELECT coalesce(json_agg(json_build_object('value', brand, 'count', count) ORDER BY brand COLLATE "C"), '[]') FROM (
    SELECT brand, sum(products)::int AS count FROM catalogue_facet_counts
    WHERE brand_stems && ${stems}::text[] OR EXISTS (
      SELECT FROM unnest(brand_words) b, unnest(${words}::text[]) w
      WHERE starts_with(b, w)
    )
    GROUP BY brand HAVING sum(products) > 0
    ORDER BY brand COLLATE "C" LIMIT 5
  ) started)`;

export interface SuggestionsRow<T> {
  /** Each with `by_name` (rankedByName). */
  products: (T & { by_name: boolean })[];
  brands: { value: string; count: number }[];
}

/**
 * What the search box suggests, in one statement and one row: a search's best `limit` matches
 * (`columns` of each, as JSON) and the brands a text's words start (`brand`, its BrandWords).
 */
export function suggestionsQuery(search: SearchTerms, limit: number, columns: readonly string[], brand: BrandWords): SqlQuery {
  const params = new Params();
  const best = bestMatchesSql(search, limit, params);
  const product = `json_build_object(${columns.map((c) => `'${c}', p.${c}`).join(', ')}, 'by_name', ${rankedByName('best', search)})`;
  return {
    text: `WITH ${best}
      SELECT
        (SELECT coalesce(json_agg(${product} ORDER BY ${rankedOrder('best')}), '[]') FROM best JOIN products p ON p.id = best.product_id) AS products,
        ${brandsStartedSql(params.add(brand.stems), params.add(brand.words))} AS brands`,
    values: params.values,
    prepared: true,
  };
}

/** The brands of the suggestions alone, when the text leaves no words to search (stop words only). */
export const brandSuggestionsQuery = (brand: BrandWords): SqlQuery => ({
  text: `SELECT '[]'::json AS products, ${brandsStartedSql('$1', '$2')} AS brands`,
  values: [brand.stems, brand.words],
  prepared: true,
});

/**
 * With a search: its first cap + 1 matches (a scan that stops there), whether it went past the
 * cap, and the total with the brand and category filters too, counted up to the cap the same way.
 * The cap is a parameter: every page of a search runs one prepared statement.
 */
function searchSql(filter: Conditions & { search: string }, cap: number, params: Params): string {
  const filtered = filter.brand || filter.category;
  const limit = params.add(cap + 1);
  return `
    matches AS MATERIALIZED (
      SELECT brand, category FROM catalogue_listing ${where(filter.search)} LIMIT ${limit}
    ),
    search AS (SELECT count(*) > ${params.add(cap)} AS over_cap, count(*) > 0 AS found FROM matches),
    filtered AS (
      SELECT count(*)::int AS products FROM ${
        filtered ? `(SELECT FROM catalogue_listing ${where(filter.search, filter.brand, filter.category)} LIMIT ${limit}) f` : 'matches'
      }
    ),`;
}

/**
 * Published products per (brand, category) for the answer: the maintained cells, or the
 * search's matches grouped into cells (the catalogue's cells, for the facets' values only, when
 * it went past the cap). Then each facet ignores its own filter (a buyer still sees the other
 * brands while one is chosen) and the total applies both.
 */
function countsSql(filter: Conditions): string {
  const cells = filter.search
    ? `SELECT brand, category, count(*) AS products FROM matches WHERE NOT (SELECT over_cap FROM search) GROUP BY brand, category
       UNION ALL
       SELECT brand, category, products FROM catalogue_facet_counts WHERE (SELECT over_cap FROM search)`
    : 'SELECT brand, category, products FROM catalogue_facet_counts';
  const brandMatches = filter.brand ?? 'TRUE';
  const categoryMatches = filter.category ?? 'TRUE';
  return `
    cells AS (${cells}),
    counts AS (
      SELECT brand, category, GROUPING(brand) AS by_category,
        sum(products) FILTER (WHERE ${categoryMatches}) AS brand_count,
        sum(products) FILTER (WHERE ${brandMatches}) AS category_count,
        sum(products) FILTER (WHERE ${brandMatches} AND ${categoryMatches}) AS both_count
      FROM cells
      GROUP BY GROUPING SETS ((brand), (category))
    )`;
}

/** A facet as the API sends it: values with at least one product, in code-point order; counts null past the cap. */
const facetJson = (column: 'brand' | 'category', count: string, cells: string, overCap: string) => `
  (SELECT coalesce(json_agg(json_build_object('value', ${column}, 'count', CASE WHEN ${overCap} THEN NULL ELSE ${count} END)
     ORDER BY ${column} COLLATE "C"), '[]')
   FROM counts WHERE ${cells} AND ${count} > 0)`;

export interface CatalogueRow {
  /**
   * Cards (numbers as JSON numbers), with their position on the page and `by_name`: the card holds
   * every word searched in its name, or, ranked by relevance, starts with the reference typed (true
   * without a search).
   */
  items: (ProductCard & { position: number; by_name: boolean })[];
  /** Exact, or the cap when total_capped. */
  total: number;
  total_capped: boolean;
  brands: { value: string; count: number | null }[];
  categories: { value: string; count: number | null }[];
}

/**
 * How far a search's matches are counted for this page: the cap, or the first multiple of it
 * that reaches one match past the page, so the pager always knows whether a next page exists.
 * The scan that counts costs in proportion, as the page's own OFFSET does.
 */
export function searchCountLimit(query: Pick<CataloguePageParams, 'page' | 'pageSize'>, cap: number): number {
  if (!Number.isSafeInteger(cap) || cap < 1) throw new TypeError(`search count cap ${cap}`);
  return cap * Math.ceil((query.page * query.pageSize + 1) / cap);
}

/**
 * The whole answer in one statement and one row (one round trip; PostgreSQL builds the JSON):
 * the page's cards, the total and both facets. A search counts its matches up to searchCountLimit.
 */
export function catalogueQuery(query: CataloguePageParams, searchCountCap: number, terms: SearchTerms | null = null): SqlQuery {
  const countLimit = searchCountLimit(query, searchCountCap);
  const params = new Params();
  const filter = conditionsOf(query, terms, params);
  const searched = filter.search && filter.tsquery ? { ...filter, search: filter.search, tsquery: filter.tsquery } : null;
  const search = searched ? searchSql(searched, countLimit, params) : '';
  const page =
    !terms || !searched
      ? pageSql(query, filter, params)
      : query.sort === 'relevance'
        ? relevancePageSql(query, terms, searched, params)
        : searchPageSql(query, searched, params);
  const overCap = searched ? OVER_CAP : 'FALSE';
  const exactTotal = '(SELECT coalesce(sum(both_count), 0)::int FROM counts WHERE by_category = 0)';
  const countLimitParam = searched ? params.add(countLimit) : '';
  const text = `
    WITH ${search} ${page}, ${countsSql(filter)}
    SELECT
      (SELECT coalesce(json_agg(cards ORDER BY position), '[]') FROM cards) AS items,
      ${
        searched
          ? `CASE WHEN ${overCap} THEN least((SELECT products FROM filtered), ${countLimitParam}) ELSE ${exactTotal} END AS total,
      ${overCap} AND (SELECT products FROM filtered) > ${countLimitParam} AS total_capped,`
          : `${exactTotal} AS total, FALSE AS total_capped,`
      }
      ${facetJson('brand', 'brand_count', 'by_category = 0', overCap)} AS brands,
      ${facetJson('category', 'category_count', 'by_category = 1 AND category IS NOT NULL', overCap)} AS categories`;
  return { text, values: params.values, prepared: true };
}
