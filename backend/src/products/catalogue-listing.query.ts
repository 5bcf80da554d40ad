import { Category, CatalogueQuery, CatalogueSort } from '@stockwatt/shared';
import { imageVariantsSql } from '../uploads/image-variants';
import { CARD_FIELDS, ProductCard } from './product-views';

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
 *   then in the brand, type or category, then anywhere (specifications, description). Each
 *   tier's documents hold the one before's, so the page's rows are among the first (page × size)
 *   of their own tier: each tier is an index walk or a bitmap scan that stops there.
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
   * (CatalogueReader), planned once per connection. Not a text search, whose best plan depends
   * on the words (a common word walks the sort index, a rare one goes through the trigram index).
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
  search: string | null;
  brand: string | null;
  category: string | null;
}

function conditionsOf(query: CataloguePageParams, search: SearchTerms | null, params: Params): Conditions {
  return {
    search: search ? `full_doc @@ ${params.add(search.tsquery)}::tsquery` : null,
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
    cards AS (
      SELECT row_number() OVER (ORDER BY ${order('page', 'sort_key')}) AS position, ${CARD_COLUMNS}
      FROM page JOIN products p ON p.id = page.product_id
    )`;
}

/** The tiers of a ranked search, best first: a condition on the listing each. */
function relevanceTiers(search: SearchTerms, params: Params): string[] {
  const query = `${params.add(search.tsquery)}::tsquery`;
  const reference = search.reference
    ? [`ref_key = ${params.add(search.reference)}`, `ref_key LIKE ${params.add(`${search.reference}%`)}`]
    : [];
  return [...reference, `name_doc @@ ${query}`, `head_doc @@ ${query}`, `full_doc @@ ${query}`];
}

const rankedOrder = (table: string) => ['tier', 'sort_group', 'sort_key', 'product_id'].map((c) => `${table}.${c}`).join(', ');

/**
 * The matches ranked by relevance (see the top of this file), ties in the shop's order: the first
 * `reach` of them, with their tier.
 */
function rankedSql(search: SearchTerms, filter: Pick<Conditions, 'brand' | 'category'>, params: Params, reach: number): string {
  if (!Number.isSafeInteger(reach)) throw new TypeError(`reach ${reach}`);
  const tiers = relevanceTiers(search, params).map(
    (condition, tier) => `(
      SELECT product_id, ${tier} AS tier, sort_group, name FROM catalogue_listing
      ${where(condition, filter.brand, filter.category)}
      ORDER BY sort_group, name, product_id LIMIT ${reach})`,
  );
  return `
    SELECT product_id, min(tier) AS tier, sort_group, name AS sort_key FROM (${tiers.join(' UNION ALL ')}) tiers
    GROUP BY product_id, sort_group, name`;
}

/** The page of a search ranked by relevance. */
function relevancePageSql(query: CataloguePageParams, search: SearchTerms, filter: Conditions, params: Params): string {
  if (!Number.isSafeInteger(query.pageSize) || !Number.isSafeInteger(query.page)) throw new TypeError(`page ${query.page}`);
  return `
    page AS (
      SELECT * FROM (${rankedSql(search, filter, params, query.page * query.pageSize)}) ranked
      ORDER BY ${rankedOrder('ranked')} LIMIT ${query.pageSize} OFFSET ${params.add((query.page - 1) * query.pageSize)}
    ),
    cards AS (
      SELECT row_number() OVER (ORDER BY ${rankedOrder('page')}) AS position, ${CARD_COLUMNS}
      FROM page JOIN products p ON p.id = page.product_id
    )`;
}

/** The best `limit` matches of a search, as search suggestions and the quote form show them. */
export function rankedProductsQuery(search: SearchTerms, limit: number, columns: readonly string[]): SqlQuery {
  const params = new Params();
  const ranked = rankedSql(search, { brand: null, category: null }, params, limit);
  return {
    text: `SELECT ${columns.map((c) => `p.${c}`).join(', ')}
      FROM (SELECT * FROM (${ranked}) ranked ORDER BY ${rankedOrder('ranked')} LIMIT ${limit}) ranked
      JOIN products p ON p.id = ranked.product_id ORDER BY ${rankedOrder('ranked')}`,
    values: params.values,
    prepared: false,
  };
}

/**
 * With a search: its first cap + 1 matches (a scan that stops there), whether it went past the
 * cap, and the total with the brand and category filters too, counted up to the cap the same way.
 */
function searchSql(filter: Conditions & { search: string }, cap: number): string {
  const filtered = filter.brand || filter.category;
  return `
    matches AS MATERIALIZED (
      SELECT brand, category FROM catalogue_listing ${where(filter.search)} LIMIT ${cap + 1}
    ),
    search AS (SELECT count(*) > ${cap} AS over_cap FROM matches),
    filtered AS (
      SELECT count(*)::int AS products FROM ${
        filtered ? `(SELECT FROM catalogue_listing ${where(filter.search, filter.brand, filter.category)} LIMIT ${cap + 1}) f` : 'matches'
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
  /** Cards (numbers as JSON numbers), with their position on the page. */
  items: (ProductCard & { position: number })[];
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
  const search = filter.search ? searchSql({ ...filter, search: filter.search }, countLimit) : '';
  const page = terms && query.sort === 'relevance' ? relevancePageSql(query, terms, filter, params) : pageSql(query, filter, params);
  const overCap = filter.search ? '(SELECT over_cap FROM search)' : 'FALSE';
  const exactTotal = '(SELECT coalesce(sum(both_count), 0)::int FROM counts WHERE by_category = 0)';
  const text = `
    WITH ${search} ${page}, ${countsSql(filter)}
    SELECT
      (SELECT coalesce(json_agg(cards ORDER BY position), '[]') FROM cards) AS items,
      ${
        filter.search
          ? `CASE WHEN ${overCap} THEN least((SELECT products FROM filtered), ${countLimit}) ELSE ${exactTotal} END AS total,
      ${overCap} AND (SELECT products FROM filtered) > ${countLimit} AS total_capped,`
          : `${exactTotal} AS total, FALSE AS total_capped,`
      }
      ${facetJson('brand', 'brand_count', 'by_category = 0', overCap)} AS brands,
      ${facetJson('category', 'category_count', 'by_category = 1 AND category IS NOT NULL', overCap)} AS categories`;
  return { text, values: params.values, prepared: !terms };
}
