import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../common/admin-list-query';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueQueryDto, CatalogueSort, DEFAULT_PAGE_SIZE } from './dto/catalogue-query.dto';
import { CataloguePageDto, FacetCountDto, ProductDetailDto, ProductReferenceDto } from './dto/product-views.dto';
import { Product } from './product.entity';
import { toDetail, toSummary } from './product-views';
import { PRODUCT_MESSAGES as M } from './product-messages';

const SUMMARY_COLUMNS: (keyof Product)[] = [
  'id', 'name', 'reference', 'brand', 'type', 'category', 'image_url', 'image_card_url', 'price_public',
  'price_discounted', 'stock_quantity', 'stock_status', 'rating', 'review_count', 'is_best_seller',
  'storage_capacity', 'max_output_power', 'life_cycles', 'lifespan_years', 'internet_monitoring', 'battery_type',
];

/** Inside each sort group (catalogue-rules), the order the buyer chose; id keeps pages stable. */
const ORDER_BY: Record<CatalogueSort, [string, 'ASC' | 'DESC']> = {
  name: ['p.name', 'ASC'],
  price_asc: ['p.effective_price', 'ASC'],
  price_desc: ['p.effective_price', 'DESC'],
  rating: ['p.rating', 'DESC'],
};

export const PUBLISHED = 'publié';

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly cache: CatalogueCache,
  ) {}

  async list(query: CatalogueQueryDto): Promise<CataloguePageDto> {
    const q = query.q?.trim() || undefined;
    const params = {
      q,
      brand: query.brand?.trim() || undefined,
      category: query.category,
      sort: query.sort ?? 'name',
      page: query.page ?? 1,
      pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
    };
    const key = JSON.stringify(params);
    const cached = this.cache.get<CataloguePageDto>(key);
    if (cached) return cached;

    const where = this.products
      .createQueryBuilder('p')
      .where('p.status = :published', { published: PUBLISHED });
    if (params.q) where.andWhere(`p.search_text LIKE f_unaccent(lower(:pattern))`, { pattern: containsPattern(params.q) });
    const [column, direction] = ORDER_BY[params.sort];
    const pageQuery = where
      .clone()
      .select(SUMMARY_COLUMNS.map((c) => `p.${c}`))
      .andWhere(params.brand ? 'p.brand = :brand' : 'TRUE', { brand: params.brand })
      .andWhere(params.category ? 'p.category = :category' : 'TRUE', { category: params.category })
      .orderBy('p.sort_group', 'ASC')
      .addOrderBy(column, direction)
      .addOrderBy('p.id', 'ASC')
      .offset((params.page - 1) * params.pageSize)
      .limit(params.pageSize);

    const [items, counts] = await Promise.all([pageQuery.getMany(), this.counts(where.clone(), params)]);
    const page: CataloguePageDto = {
      items: items.map(toSummary),
      total: counts.total,
      page: params.page,
      pageSize: params.pageSize,
      facets: { brands: counts.brands, categories: counts.categories },
    };
    this.cache.set(key, page);
    return page;
  }

  /**
   * Total and both facets in one pass over the matching rows: each facet ignores its own
   * filter (so a buyer sees the other brands while one is chosen), the total applies both.
   */
  private async counts(
    where: SelectQueryBuilder<Product>,
    params: { brand?: string; category?: string },
  ): Promise<{ total: number; brands: FacetCountDto[]; categories: FacetCountDto[] }> {
    const brandMatches = params.brand ? 'p.brand = :brand' : 'TRUE';
    const categoryMatches = params.category ? 'p.category = :category' : 'TRUE';
    const rows = await where
      .select('p.brand', 'brand')
      .addSelect('p.category', 'category')
      .addSelect('GROUPING(p.brand)', 'by_category')
      .addSelect(`count(*) FILTER (WHERE ${categoryMatches})::int`, 'brand_count')
      .addSelect(`count(*) FILTER (WHERE ${brandMatches})::int`, 'category_count')
      .addSelect(`count(*) FILTER (WHERE ${brandMatches} AND ${categoryMatches})::int`, 'both_count')
      .setParameters({ brand: params.brand, category: params.category })
      .groupBy('GROUPING SETS ((p.brand), (p.category))')
      .getRawMany<{ brand: string; category: string | null; by_category: number; brand_count: number; category_count: number; both_count: number }>();
    const byBrand = rows.filter((r) => r.by_category === 0);
    const byCategory = rows.filter((r) => r.by_category === 1 && r.category !== null);
    const facet = (list: typeof rows, value: 'brand' | 'category', count: 'brand_count' | 'category_count') =>
      list
        .filter((r) => r[count] > 0)
        .map((r) => ({ value: r[value] as string, count: r[count] }))
        .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return {
      total: byBrand.reduce((sum, r) => sum + r.both_count, 0),
      brands: facet(byBrand, 'brand', 'brand_count'),
      categories: facet(byCategory, 'category', 'category_count'),
    };
  }

  async findPublished(id: number): Promise<ProductDetailDto> {
    const product = await this.products.findOne({ where: { id, status: PUBLISHED }, relations: { supplier: true } });
    if (!product) throw new NotFoundException(M.notFound);
    return toDetail(product);
  }

  async references(): Promise<ProductReferenceDto[]> {
    const cached = this.cache.get<ProductReferenceDto[]>('references');
    if (cached) return cached;
    const rows = await this.products.find({
      select: { id: true, reference: true, name: true },
      where: { status: PUBLISHED },
      order: { reference: 'ASC' },
    });
    this.cache.set('references', rows);
    return rows;
  }

  /** For reviews: a product the public may review. */
  async assertPublished(id: number): Promise<void> {
    const exists = await this.products.exists({ where: { id, status: PUBLISHED } });
    if (!exists) throw new NotFoundException(M.notFound);
  }
}
