import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueQueryDto, CatalogueSort, DEFAULT_PAGE_SIZE } from './dto/catalogue-query.dto';
import { CataloguePageDto, FacetCountDto, ProductDetailDto, ProductReferenceDto } from './dto/product-views.dto';
import { Product } from './product.entity';
import { toDetail, toSummary } from './product-views';

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

/** `%` and `_` typed by a buyer are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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

    const filtered = (filters: { brand?: boolean; category?: boolean }) => {
      const qb = this.products.createQueryBuilder('p').where('p.status = :published', { published: PUBLISHED });
      if (params.q) qb.andWhere(`p.search_text LIKE f_unaccent(lower(:pattern))`, { pattern: likePattern(params.q) });
      if (filters.brand && params.brand) qb.andWhere('p.brand = :brand', { brand: params.brand });
      if (filters.category && params.category) qb.andWhere('p.category = :category', { category: params.category });
      return qb;
    };
    const [column, direction] = ORDER_BY[params.sort];
    const pageQuery = filtered({ brand: true, category: true })
      .select(SUMMARY_COLUMNS.map((c) => `p.${c}`))
      .orderBy('p.sort_group', 'ASC')
      .addOrderBy(column, direction)
      .addOrderBy('p.id', 'ASC')
      .offset((params.page - 1) * params.pageSize)
      .limit(params.pageSize);

    const [items, total, brands, categories] = await Promise.all([
      pageQuery.getMany(),
      filtered({ brand: true, category: true }).getCount(),
      this.facet(filtered({ category: true }), 'brand'),
      this.facet(filtered({ brand: true }).andWhere('p.category IS NOT NULL'), 'category'),
    ]);
    const page: CataloguePageDto = {
      items: items.map(toSummary),
      total,
      page: params.page,
      pageSize: params.pageSize,
      facets: { brands, categories },
    };
    this.cache.set(key, page);
    return page;
  }

  private async facet(qb: SelectQueryBuilder<Product>, column: 'brand' | 'category'): Promise<FacetCountDto[]> {
    const rows = await qb
      .select(`p.${column}`, 'value')
      .addSelect('count(*)::int', 'count')
      .groupBy(`p.${column}`)
      .orderBy(`p.${column}`, 'ASC')
      .getRawMany<FacetCountDto>();
    return rows;
  }

  async findPublished(id: number): Promise<ProductDetailDto> {
    const product = await this.products.findOne({ where: { id, status: PUBLISHED }, relations: { supplier: true } });
    if (!product) throw new NotFoundException('Produit non trouvé');
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
    if (!exists) throw new NotFoundException('Produit non trouvé');
  }
}
