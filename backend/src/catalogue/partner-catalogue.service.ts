import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig, siteBase } from '../config/configuration';
import { badRequest } from '../common/validation';
import { CatalogueCache } from './catalogue-cache';
import { backOfficeStockDot, CATEGORIES, CATEGORY_TYPES, VAT_RATE } from '@stockwatt/shared';
import { Product } from '../products/product.entity';
import { productPrices } from '../products/product-views';
import { PUBLISHED } from './catalogue.service';
import {
  DEFAULT_PARTNER_PAGE,
  PartnerBrandDto,
  PartnerCategoryDto,
  PartnerProductDto,
  PartnerProductPageDto,
  PartnerProductsQueryDto,
} from './dto/partner-catalogue.dto';
import { PARTNER_MESSAGES as M } from '../partners/partners.messages';

/** The cursor is the last id served, opaque to partners so the order can change later. */
export function encodeCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  const match = /^id:(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id)) throw badRequest(`cursor: ${M.cursorInvalid}`, { cursor: M.cursorInvalid });
  return id;
}

/**
 * The catalogue as partners read it: published products only, prices HT, stock figures for keys
 * that may see them, absolute links. Pages run by id (stable under concurrent edits: a product
 * changed while a partner pages through is caught by its next `updatedSince` sync).
 */
@Injectable()
export class PartnerCatalogueService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly cache: CatalogueCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: PartnerProductsQueryDto, withStock: boolean): Promise<PartnerProductPageDto> {
    const limit = query.limit ?? DEFAULT_PARTNER_PAGE;
    const qb = this.products.createQueryBuilder('p').where('p.status = :published', { published: PUBLISHED });
    if (query.updatedSince !== undefined) {
      qb.andWhere('p.updated_at > :since::timestamptz', { since: await this.checkedTimestamp(query.updatedSince) });
    }
    if (query.brand?.trim()) qb.andWhere('p.brand = :brand', { brand: query.brand.trim() });
    if (query.category) qb.andWhere('p.category = :category', { category: query.category });
    if (query.cursor !== undefined) qb.andWhere('p.id > :after', { after: decodeCursor(query.cursor) });
    const rows = await this.withExactUpdatedAt(qb.orderBy('p.id', 'ASC').limit(limit + 1));
    const page = rows.slice(0, limit);
    return {
      items: page.map(([p, updatedAt]) => this.toPartner(p, updatedAt, withStock)),
      next_cursor: rows.length > limit ? encodeCursor(page[page.length - 1][0].id) : null,
    };
  }

  async findByReference(reference: string, withStock: boolean): Promise<PartnerProductDto> {
    const qb = this.products
      .createQueryBuilder('p')
      .where('p.status = :published AND p.reference = :reference', { published: PUBLISHED, reference });
    const [found] = await this.withExactUpdatedAt(qb);
    if (!found) throw new NotFoundException(M.productNotFound);
    return this.toPartner(found[0], found[1], withStock);
  }

  /**
   * PostgreSQL keeps microseconds and a JS Date only milliseconds: `updated_at` goes out as text
   * with all six digits, so the value a partner passes back as `updatedSince` is exact (no product
   * served twice, none missed).
   */
  private async withExactUpdatedAt(qb: SelectQueryBuilder<Product>): Promise<[Product, string][]> {
    const { entities, raw } = await qb
      .addSelect(`to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, 'exact_updated_at')
      .getRawAndEntities<{ exact_updated_at: string }>();
    return entities.map((entity, i) => [entity, raw[i].exact_updated_at]);
  }

  /** PostgreSQL reads the timestamp (to the microsecond); one it cannot read is the client's mistake. */
  private async checkedTimestamp(text: string): Promise<string> {
    // A bare date is midnight UTC, whatever the database session's time zone.
    const timestamp = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text;
    try {
      await this.products.query('SELECT $1::timestamptz', [timestamp]);
      return timestamp;
    } catch {
      throw badRequest(`updatedSince: ${M.updatedSinceInvalid}`, { updatedSince: M.updatedSinceInvalid });
    }
  }

  async brands(): Promise<PartnerBrandDto[]> {
    const counts = await this.publishedCountsBy('brand');
    return [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, product_count]) => ({ name, product_count }));
  }

  async categories(): Promise<PartnerCategoryDto[]> {
    const counts = await this.publishedCountsBy('category');
    return CATEGORIES.map((code) => ({ code, types: [...CATEGORY_TYPES[code]], product_count: counts.get(code) ?? 0 }));
  }

  /** Published products per brand or category, kept in the catalogue cache (cleared on every catalogue write). */
  private async publishedCountsBy(column: 'brand' | 'category'): Promise<Map<string, number>> {
    const key = `partner:counts:${column}`;
    const cached = this.cache.get<[string, number][]>(key);
    if (cached) return new Map(cached);
    const rows = await this.products
      .createQueryBuilder('p')
      .select(`p.${column}`, 'value')
      .addSelect('count(*)::int', 'count')
      .where(`p.status = :published AND p.${column} IS NOT NULL`, { published: PUBLISHED })
      .groupBy(`p.${column}`)
      .getRawMany<{ value: string; count: number }>();
    const entries = rows.map((r): [string, number] => [r.value, r.count]);
    this.cache.set(key, entries);
    return new Map(entries);
  }

  private absolute(url: string | null): string | null {
    if (!url) return null;
    return url.startsWith('/') ? `${siteBase(this.config)}${url}` : url;
  }

  private toPartner(p: Product, updatedAt: string, withStock: boolean): PartnerProductDto {
    // "Sur devis": partners get no price rather than the placeholder one.
    const prices = productPrices(p);
    const onRequest = prices.on_request;
    return {
      reference: p.reference,
      name: p.name,
      brand: p.brand,
      type: p.type,
      category: (p.category as PartnerProductDto['category']) ?? null,
      price_ht: onRequest ? null : prices.price_ht,
      original_price_ht: onRequest ? null : prices.original_price_ht,
      discount_percent: onRequest ? null : prices.discount_percent,
      currency: 'EUR',
      vat_rate: VAT_RATE,
      ...(withStock
        ? {
            stock: {
              quantity: p.stock_quantity,
              status: p.stock_status,
              availability: backOfficeStockDot(p.stock_status, p.stock_quantity),
            },
          }
        : {}),
      image_url: this.absolute(p.image_url),
      product_url: `${siteBase(this.config)}/product/${p.id}`,
      datasheets: (p.documentation ?? []).map((d) => ({ name: d.name, url: this.absolute(d.url) ?? d.url, file_name: d.fileName })),
      updated_at: updatedAt,
    };
  }
}
