import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normaliseCatalogueQuery } from '@stockwatt/shared';
import { Repository } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { CatalogueCache } from './catalogue-cache';
import { catalogueQuery, CatalogueRow } from './catalogue-listing.query';
import { CatalogueReader } from './catalogue-reader';
import { CatalogueQueryDto, DEFAULT_REFERENCE_SUGGESTIONS, ProductReferencesQueryDto } from './dto/catalogue-query.dto';
import { containsPattern } from '../common/admin-list-query';
import { CataloguePageDto, ProductDetailDto, ProductReferenceDto } from './dto/product-views.dto';
import { Product } from './product.entity';
import { toDetail, toSummary } from './product-views';
import { PRODUCT_MESSAGES as M } from './products.messages';

export const PUBLISHED = 'publié';

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly cache: CatalogueCache,
    private readonly reader: CatalogueReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: CatalogueQueryDto): Promise<CataloguePageDto> {
    const params = normaliseCatalogueQuery(query);
    const key = JSON.stringify(params);
    const cached = this.cache.get<CataloguePageDto>(key);
    if (cached) return cached;

    const [row] = await this.reader.rows<CatalogueRow>(catalogueQuery(params, this.config.catalogueSearchCountCap));
    const page: CataloguePageDto = {
      items: row.items.map(toSummary),
      total: row.total,
      totalCapped: row.total_capped,
      page: params.page,
      pageSize: params.pageSize,
      facets: { brands: row.brands, categories: row.categories },
    };
    this.cache.set(key, page);
    return page;
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

  /**
   * Suggestions for the quote form's product field, never the whole catalogue (100,000
   * references were 9 MB): the reference typed exactly, then what the search matches in
   * catalogue order (an index walk that stops at the limit); without a search, the first
   * references in order.
   */
  async references(query: ProductReferencesQueryDto): Promise<ProductReferenceDto[]> {
    const limit = query.limit ?? DEFAULT_REFERENCE_SUGGESTIONS;
    const q = query.q?.trim();
    if (!q) {
      return this.products.find({
        select: { id: true, reference: true, name: true },
        where: { status: PUBLISHED },
        order: { reference: 'ASC' },
        take: limit,
      });
    }
    return this.products.query(
      `SELECT id, reference, name FROM (
         (SELECT id, reference, name, 0 AS rank, 0::smallint AS sort_group, ''::varchar AS sort_name
          FROM products WHERE status = $1 AND reference = $2)
         UNION ALL
         (SELECT p.id, p.reference, p.name, 1, l.sort_group, l.name
          FROM catalogue_listing l JOIN products p ON p.id = l.product_id
          WHERE l.search_text LIKE f_unaccent(lower($3)) AND p.reference <> $2
          ORDER BY l.sort_group, l.name, l.product_id LIMIT $4)
       ) suggestions
       ORDER BY rank, sort_group, sort_name, id LIMIT $4`,
      [PUBLISHED, q, containsPattern(q), limit],
    );
  }

  /** For reviews: a product the public may review. */
  async assertPublished(id: number): Promise<void> {
    const exists = await this.products.exists({ where: { id, status: PUBLISHED } });
    if (!exists) throw new NotFoundException(M.notFound);
  }
}
