import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normaliseCatalogueQuery } from '@stockwatt/shared';
import { Repository } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { CACHE_TAGS, CatalogueCache } from './catalogue-cache';
import {
  brandSuggestionsQuery,
  CataloguePageParams,
  catalogueQuery,
  CatalogueRow,
  rankedProductsQuery,
  SearchTerms,
  suggestionsQuery,
  SuggestionsRow,
} from './catalogue-listing.query';
import { CatalogueReader } from './catalogue-reader';
import { CatalogueSearch, findingOf } from './catalogue-search';
import {
  CatalogueQueryDto,
  DEFAULT_REFERENCE_SUGGESTIONS,
  DEFAULT_SEARCH_SUGGESTIONS,
  ProductReferencesQueryDto,
  SearchSuggestionsQueryDto,
} from './dto/catalogue-query.dto';
import {
  CataloguePageDto,
  ProductDetailDto,
  ProductReferenceDto,
  SearchSuggestionsDto,
  SuggestedProductDto,
} from '../products/dto/product-views.dto';
import { Product } from '../products/product.entity';
import { cardImage, toDetail, toSummary } from '../products/product-views';
import { PRODUCT_MESSAGES as M } from '../products/products.messages';

export const PUBLISHED = 'publié';

/** A search that leaves nothing to look for (stop words only) finds nothing. */
const NOTHING_FOUND: CatalogueRow = { items: [], total: 0, total_capped: false, brands: [], categories: [] };
const SUGGESTED_COLUMNS = ['id', 'name', 'reference', 'brand', 'image_url', 'image_card_url'] as const;
type SuggestedRow = Omit<SuggestedProductDto, 'image_card_url'> & Pick<Product, 'image_url' | 'image_card_url'>;

@Injectable()
export class CatalogueService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly cache: CatalogueCache,
    private readonly reader: CatalogueReader,
    private readonly search: CatalogueSearch,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: CatalogueQueryDto): Promise<CataloguePageDto> {
    const params = normaliseCatalogueQuery(query);
    const key = JSON.stringify(params);
    const cached = this.cache.get<CataloguePageDto>(key);
    if (cached) return cached;

    const answer = params.q
      ? await this.search.firstThatFinds(
          params.q,
          (terms) => this.page(params, terms),
          (row) => findingOf(row.total, row.items),
        )
      : { result: await this.page(params, null), corrected: null, partial: false };
    const row = answer?.result ?? NOTHING_FOUND;
    const page: CataloguePageDto = {
      items: row.items.map(toSummary),
      total: row.total,
      totalCapped: row.total_capped,
      page: params.page,
      pageSize: params.pageSize,
      facets: { brands: row.brands, categories: row.categories },
      correctedQuery: answer?.corrected ?? null,
      partialMatch: answer?.partial ?? false,
    };
    // A page shows its products' ratings; in the best-rated order, any rating may reorder it.
    const tags = page.items.map((p) => CACHE_TAGS.product(p.id));
    if (params.q) tags.push(CACHE_TAGS.search);
    this.cache.set(key, page, params.sort === 'rating' ? [...tags, CACHE_TAGS.ratingOrder] : tags);
    return page;
  }

  private async page(params: CataloguePageParams, terms: SearchTerms | null): Promise<CatalogueRow> {
    const [row] = await this.reader.rows<CatalogueRow>(catalogueQuery(params, this.config.catalogueSearchCountCap, terms));
    return row;
  }

  /**
   * What the search box offers as the buyer types: the best matches as the catalogue would rank
   * them, and the brands a word typed starts. Kept in the catalogue cache like a page.
   */
  async suggestions(query: SearchSuggestionsQueryDto): Promise<SearchSuggestionsDto> {
    const limit = query.limit ?? DEFAULT_SEARCH_SUGGESTIONS;
    const key = `suggestions:${limit}:${query.q}`;
    const cached = this.cache.get<SearchSuggestionsDto>(key);
    if (cached) return cached;
    const found = await this.search.firstThatFinds(
      query.q,
      async (terms) => {
        const brand = await this.search.brandWords(terms.corrected ?? query.q);
        return (await this.reader.rows<SuggestionsRow<SuggestedRow>>(suggestionsQuery(terms, limit, SUGGESTED_COLUMNS, brand)))[0];
      },
      (row) => findingOf(row.products.length, row.products),
    );
    const row =
      found?.result ??
      (await this.reader.rows<SuggestionsRow<SuggestedRow>>(brandSuggestionsQuery(await this.search.brandWords(query.q))))[0];
    const products = row.products.map(({ image_url, image_card_url, by_name: _byName, ...product }) => ({
      ...product,
      image_card_url: cardImage({ image_url, image_card_url }),
    }));
    const suggestions = { products, brands: row.brands, correctedQuery: found?.corrected ?? null };
    this.cache.set(key, suggestions, [CACHE_TAGS.search]);
    return suggestions;
  }

  /** One product page's data, kept in the catalogue cache: the API and the server-built page head read it. */
  async findPublished(id: number): Promise<ProductDetailDto> {
    const key = `detail:${id}`;
    const cached = this.cache.get<ProductDetailDto>(key);
    if (cached) return cached;
    const product = await this.products.findOne({ where: { id, status: PUBLISHED } });
    if (!product) throw new NotFoundException(M.notFound);
    const detail = toDetail(product);
    this.cache.set(key, detail, [CACHE_TAGS.product(id)]);
    return detail;
  }

  /**
   * Suggestions for the quote form's product field, never the whole catalogue (100,000
   * references were 9 MB): what the search finds, ranked as the catalogue ranks it (a reference
   * typed exactly comes first); without a search, the first references in order.
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
    const found = await this.search.firstThatFinds(
      q,
      (terms) =>
        this.reader.rows<ProductReferenceDto & { by_name: boolean }>(rankedProductsQuery(terms, limit, ['id', 'reference', 'name'])),
      (rows) => findingOf(rows.length, rows),
    );
    return (found?.result ?? []).map(({ id, reference, name }) => ({ id, reference, name }));
  }

  /** For reviews: a product the public may review. */
  async assertPublished(id: number): Promise<void> {
    const exists = await this.products.exists({ where: { id, status: PUBLISHED } });
    if (!exists) throw new NotFoundException(M.notFound);
  }
}
