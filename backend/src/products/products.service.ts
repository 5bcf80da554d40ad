import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueFilter, countsQuery, FacetRow, pageQuery, SqlQuery } from './catalogue-listing.query';
import { CatalogueQueryDto, DEFAULT_PAGE_SIZE } from './dto/catalogue-query.dto';
import { CataloguePageDto, FacetCountDto, ProductDetailDto, ProductReferenceDto } from './dto/product-views.dto';
import { Product } from './product.entity';
import { toDetail, toSummary } from './product-views';
import { PRODUCT_MESSAGES as M } from './product-messages';

export const PUBLISHED = 'publié';

const asArgs = (query: SqlQuery): [string, unknown[]] => [query.text, query.values];

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

    const [items, counts] = await Promise.all([
      this.products.query(...asArgs(pageQuery(params))) as Promise<Product[]>,
      this.counts(params),
    ]);
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

  /** Total and both facets (catalogue-listing.query): summed cells, or counted search matches. */
  private async counts(filter: CatalogueFilter): Promise<{ total: number; brands: FacetCountDto[]; categories: FacetCountDto[] }> {
    const rows: FacetRow[] = await this.products.query(...asArgs(countsQuery(filter)));
    const byBrand = rows.filter((r) => r.by_category === 0);
    const byCategory = rows.filter((r) => r.by_category === 1 && r.category !== null);
    const facet = (list: FacetRow[], value: 'brand' | 'category', count: 'brand_count' | 'category_count') =>
      list
        .filter((r) => (r[count] ?? 0) > 0)
        .map((r) => ({ value: r[value] as string, count: r[count] as number }))
        .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return {
      total: byBrand.reduce((sum, r) => sum + (r.both_count ?? 0), 0),
      brands: facet(byBrand, 'brand', 'brand_count'),
      categories: facet(byCategory, 'category', 'category_count'),
    };
  }

  /** One product page's data, kept in the catalogue cache: the API and the server-built page head read it. */
  async findPublished(id: number): Promise<ProductDetailDto> {
    const key = `detail:${id}`;
    const cached = this.cache.get<ProductDetailDto>(key);
    if (cached) return cached;
    const product = await this.products.findOne({ where: { id, status: PUBLISHED }, relations: { supplier: true } });
    if (!product) throw new NotFoundException(M.notFound);
    const detail = toDetail(product);
    this.cache.set(key, detail);
    return detail;
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
