import { Category, CatalogueQuery, CatalogueSort } from '@stockwatt/shared';
import { containsPattern } from '../common/admin-list-query';
import { imageVariantsSql } from '../uploads/image-variants';
import { CARD_FIELDS, ProductCard } from './product-views';

/**
 * SQL of the public catalogue answer, over the two tables the database keeps in step with
 * `products` (migration CatalogueListing): `catalogue_listing` (one narrow row per published
 * product) and `catalogue_facet_counts` (published products per brand and category).
 * - The page is an index-only scan of the listing in the chosen order, joined to `products`
 *   for the 12 cards only.
 * - Without a search, the total and both facets sum the few hundred (brand, category) cells.
 * - With a search, they count the listing rows the trigram index finds: exact, because the
 *   storefront shows these numbers ("N produits", "(N)" beside each brand and category) and
 *   pages by the total.
 */
export type CataloguePageParams = CatalogueQuery<Category>;
export type CatalogueFilter = Pick<CataloguePageParams, 'q' | 'brand' | 'category'>;

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

function searchCondition(q: string, params: Params): string {
  return `search_text LIKE f_unaccent(lower(${params.add(containsPattern(q))}))`;
}

/**
 * The page's product ids (index-only on the listing), then their cards, in order. The page
 * size is written into the statement: with LIMIT a parameter, the generic plan is costed for
 * an unknown share of the rows and sorts the whole listing.
 */
function pageSql(query: CataloguePageParams, params: Params): string {
  if (!Number.isSafeInteger(query.pageSize)) throw new TypeError(`page size ${query.pageSize}`);
  const conditions: string[] = [];
  if (query.q) conditions.push(searchCondition(query.q, params));
  if (query.brand) conditions.push(`brand = ${params.add(query.brand)}`);
  if (query.category) conditions.push(`category = ${params.add(query.category)}`);
  const [column, direction] = ORDER_KEY[query.sort];
  const order = (table: string, key: string) => `${table}.sort_group, ${table}.${key} ${direction}, ${table}.product_id`;
  return `
    page AS (
      SELECT l.product_id, l.sort_group, l.${column} AS sort_key FROM catalogue_listing l
      ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${order('l', column)}
      LIMIT ${query.pageSize} OFFSET ${params.add((query.page - 1) * query.pageSize)}
    ),
    cards AS (
      SELECT row_number() OVER (ORDER BY ${order('page', 'sort_key')}) AS position, ${CARD_COLUMNS}
      FROM page JOIN products p ON p.id = page.product_id
    )`;
}

/**
 * Published products per (brand, category) for the answer: the maintained cells, or the
 * search's matches grouped into cells. Then each facet ignores its own filter (a buyer still
 * sees the other brands while one is chosen) and the total applies both.
 */
function countsSql(filter: CatalogueFilter, params: Params): string {
  const cells = filter.q
    ? `SELECT brand, category, count(*) AS products FROM catalogue_listing
       WHERE ${searchCondition(filter.q, params)} GROUP BY brand, category`
    : 'SELECT brand, category, products FROM catalogue_facet_counts';
  const brandMatches = filter.brand ? `brand = ${params.add(filter.brand)}` : 'TRUE';
  const categoryMatches = filter.category ? `category = ${params.add(filter.category)}` : 'TRUE';
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

/** A facet as the API sends it: values with at least one product, in code-point order. */
const facetJson = (column: 'brand' | 'category', count: string, where: string) => `
  (SELECT coalesce(json_agg(json_build_object('value', ${column}, 'count', ${count}) ORDER BY ${column} COLLATE "C"), '[]')
   FROM counts WHERE ${where} AND ${count} > 0)`;

export interface CatalogueRow {
  /** Cards (numbers as JSON numbers), with their position on the page. */
  items: (ProductCard & { position: number })[];
  total: number;
  brands: { value: string; count: number }[];
  categories: { value: string; count: number }[];
}

/**
 * The whole answer in one statement and one row (one round trip; PostgreSQL builds the JSON):
 * the page's cards, the total and both facets.
 */
export function catalogueQuery(query: CataloguePageParams): SqlQuery {
  const params = new Params();
  const text = `
    WITH ${pageSql(query, params)}, ${countsSql(query, params)}
    SELECT
      (SELECT coalesce(json_agg(cards ORDER BY position), '[]') FROM cards) AS items,
      (SELECT coalesce(sum(both_count), 0)::int FROM counts WHERE by_category = 0) AS total,
      ${facetJson('brand', 'brand_count', 'by_category = 0')} AS brands,
      ${facetJson('category', 'category_count', 'by_category = 1 AND category IS NOT NULL')} AS categories`;
  return { text, values: params.values, prepared: !query.q };
}
