import { containsPattern } from '../common/admin-list-query';
import { Category } from './catalogue-rules';
import { CatalogueSort } from './dto/catalogue-query.dto';

/**
 * SQL of the public catalogue answer, over the two tables the database keeps in step with
 * `products` (migration CatalogueListing): `catalogue_listing` (one narrow row per published
 * product) and `catalogue_facet_counts` (published products per brand and category).
 * - The page is an index-only scan of the listing in the chosen order, joined to `products`
 *   for the 12 cards only.
 * - Without a search, the total and both facets sum the few hundred (brand, category) cells.
 * - With a search, they count the listing rows the trigram index finds: exact, because the
 *   storefront shows these numbers ("N produits", "(N)" beside each brand and category).
 */
export interface CatalogueFilter {
  q?: string;
  brand?: string;
  category?: Category;
}

export interface CataloguePageParams extends CatalogueFilter {
  sort: CatalogueSort;
  page: number;
  pageSize: number;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
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

/** Card columns; numerics as float8 so the driver hands numbers, not strings. */
const CARD_COLUMNS = [
  'id', 'name', 'reference', 'brand', 'type', 'category', 'image_url', 'image_card_url', 'price_public::float8 AS price_public',
  'price_discounted::float8 AS price_discounted', 'stock_quantity', 'stock_status', 'rating::float8 AS rating', 'review_count',
  'is_best_seller', 'storage_capacity', 'max_output_power', 'life_cycles', 'lifespan_years', 'internet_monitoring', 'battery_type',
]
  .map((column) => `p.${column}`)
  .join(', ');

function searchCondition(q: string, params: Params): string {
  return `search_text LIKE f_unaccent(lower(${params.add(containsPattern(q))}))`;
}

export function pageQuery(query: CataloguePageParams): SqlQuery {
  const params = new Params();
  const conditions: string[] = [];
  if (query.q) conditions.push(searchCondition(query.q, params));
  if (query.brand) conditions.push(`brand = ${params.add(query.brand)}`);
  if (query.category) conditions.push(`category = ${params.add(query.category)}`);
  const [column, direction] = ORDER_KEY[query.sort];
  const order = (table: string) => `${table}.sort_group, ${table}.${column} ${direction}, ${table}.product_id`;
  const text = `
    SELECT ${CARD_COLUMNS}
    FROM (
      SELECT l.product_id, l.sort_group, l.${column} FROM catalogue_listing l
      ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${order('l')}
      LIMIT ${params.add(query.pageSize)} OFFSET ${params.add((query.page - 1) * query.pageSize)}
    ) page
    JOIN products p ON p.id = page.product_id
    ORDER BY ${order('page')}`;
  return { text, values: params.values };
}

export interface FacetRow {
  brand: string;
  category: string | null;
  /** 1 for a per-category row of the grouping sets, 0 for a per-brand row. */
  by_category: number;
  brand_count: number | null;
  category_count: number | null;
  both_count: number | null;
}

/**
 * Total and both facets in one statement: each facet ignores its own filter (a buyer still
 * sees the other brands while one is chosen), the total applies both.
 */
export function countsQuery(filter: CatalogueFilter): SqlQuery {
  const params = new Params();
  const cells = filter.q
    ? `(SELECT brand, category, count(*) AS products FROM catalogue_listing
        WHERE ${searchCondition(filter.q, params)} GROUP BY brand, category)`
    : 'catalogue_facet_counts';
  const brandMatches = filter.brand ? `brand = ${params.add(filter.brand)}` : 'TRUE';
  const categoryMatches = filter.category ? `category = ${params.add(filter.category)}` : 'TRUE';
  const text = `
    SELECT brand, category, GROUPING(brand) AS by_category,
      sum(products) FILTER (WHERE ${categoryMatches})::int AS brand_count,
      sum(products) FILTER (WHERE ${brandMatches})::int AS category_count,
      sum(products) FILTER (WHERE ${brandMatches} AND ${categoryMatches})::int AS both_count
    FROM ${cells} cells
    GROUP BY GROUPING SETS ((brand), (category))`;
  return { text, values: params.values };
}
