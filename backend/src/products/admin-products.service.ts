import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AdminListParams, filterString, SearchMatcher, whereContains, whereIdIn, whereOneOf } from '../common/admin-list-query';
import { sanitizeRichText } from '../common/rich-text';
import { DomainEvents } from '../events/domain-events';
import { RecordChange } from '../events/domain-event';
import { ProductStatus } from '@stockwatt/shared';
import { ProductInputDto, ProductUpdateDto } from './dto/product-input.dto';
import { Product, PRODUCT_HISTORY_IGNORES } from './product.entity';
import { toDetail } from './product-views';
import { PRODUCT_MESSAGES as M } from './products.messages';

export const ADMIN_PRODUCT_SORTS = [
  'id',
  'name',
  'brand',
  'supplier',
  'reference',
  'price',
  'stock',
  'status',
  'type',
  'created_at',
  'updated_at',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

const SORT_COLUMNS: Record<AdminProductSort, string> = {
  id: 'p.id',
  name: 'p.name',
  brand: 'p.brand',
  supplier: 's.name',
  reference: 'p.reference',
  price: 'p.price_public',
  stock: 'p.stock_quantity',
  status: 'p.status',
  type: 'p.type',
  created_at: 'p.created_at',
  updated_at: 'p.updated_at',
};

export type AdminProductView = ReturnType<typeof toAdminView>;

/**
 * What the product search box reads of a product: its name, reference, brand and reference
 * without punctuation, lower case and without accents, exactly as the trigram index of
 * migration ProductAdminSearch keeps it (so that each word is an index look-up).
 */
const SEARCH_TEXT = `public.f_unaccent(lower(p.name || ' ' || p.reference || ' ' || p.brand || ' ' || regexp_replace(lower(p.reference), '[^a-z0-9]', '', 'g')))`;

/** A word is in the product's text, or in its supplier's name: those suppliers' ids are found first, so products are read through their supplier index. */
const SEARCH_MATCHERS: SearchMatcher[] = [
  (word) => `${SEARCH_TEXT} ILIKE f_unaccent(${word})`,
  (word) => `p.supplier_id = ANY (ARRAY(SELECT id FROM suppliers WHERE f_unaccent(name) ILIKE f_unaccent(${word})))`,
];

/** What the back office edits (raw prices, supplier id) next to what it shows (derived). */
export function toAdminView(p: Product) {
  return {
    ...toDetail(p),
    supplier: p.supplier ? { id: p.supplier.id, name: p.supplier.name } : null,
    price_public: p.price_public,
    price_discounted: p.price_discounted,
    supplier_id: p.supplier_id,
    supplier_name: p.supplier?.name ?? null,
  };
}

const COPY_SUFFIX = ' (Copie)';
const MAX_NAME = 300;
const MAX_REFERENCE = 120;

@Injectable()
export class AdminProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly events: DomainEvents,
  ) {}

  async list(params: AdminListParams<AdminProductSort>): Promise<{ items: AdminProductView[]; total: number }> {
    const [rows, total] = await this.query(params).getManyAndCount();
    return { items: rows.map(toAdminView), total };
  }

  /** The stored values (not the views' derived ones): what the CSV export writes. */
  rows(params: AdminListParams<AdminProductSort>): Promise<Product[]> {
    return this.query(params).getMany();
  }

  private query(params: AdminListParams<AdminProductSort>) {
    const qb = this.products.createQueryBuilder('p').leftJoinAndSelect('p.supplier', 's');
    const { filter } = params;
    whereContains(qb, SEARCH_MATCHERS, filterString(filter, 'q'), SEARCH_TEXT);
    whereIdIn(qb, 'p.id', filter.id);
    for (const key of ['status', 'brand', 'type', 'category'] as const) whereOneOf(qb, `p.${key}`, filter[key]);
    whereIdIn(qb, 'p.supplier_id', filter.supplier_id);

    return qb
      .orderBy(SORT_COLUMNS[params.sortField], params.sortOrder, params.sortField === 'supplier' ? 'NULLS LAST' : undefined)
      .addOrderBy('p.id', 'ASC')
      .skip(params.skip)
      .take(params.take);
  }

  async findOne(id: number): Promise<AdminProductView> {
    return toAdminView(await this.load(id));
  }

  async create(input: ProductInputDto): Promise<AdminProductView> {
    const saved = await this.events.write(async (m, publish) => {
      const product = await m.save(m.create(Product, { ...cleanProductInput(input), status: input.status ?? 'brouillon' }));
      await publish(productChanged({ id: product.id, before: null, after: product }));
      return product;
    });
    return this.findOne(saved.id);
  }

  async update(id: number, input: ProductUpdateDto): Promise<AdminProductView> {
    await this.events.write(async (m, publish) => {
      const product = await this.load(id, m);
      const before = { ...product };
      const changes = cleanProductInput(input);
      if ('supplier_id' in changes) product.supplier = null;
      m.merge(Product, product, changes);
      await m.save(product);
      await publish(productChanged({ id, before, after: product }));
    });
    return this.findOne(id);
  }

  async setStatus(id: number, status: ProductStatus): Promise<AdminProductView> {
    return this.update(id, { status });
  }

  /** Spec section 7: a copy without id and dates, ' (Copie)', '-COPY-' + timestamp, as a draft. */
  async duplicate(id: number): Promise<AdminProductView> {
    const saved = await this.events.write(async (m, publish) => {
      const { id: _id, created_at: _c, updated_at: _u, supplier: _s, effective_price: _e, ...source } = await this.load(id, m);
      const suffix = `-COPY-${Date.now()}`;
      const copy = await m.save(
        m.create(Product, {
          ...source,
          name: `${source.name.slice(0, MAX_NAME - COPY_SUFFIX.length)}${COPY_SUFFIX}`,
          reference: `${source.reference.slice(0, MAX_REFERENCE - suffix.length)}${suffix}`,
          status: 'brouillon',
          rating: 0,
          review_count: 0,
        }),
      );
      await publish(productChanged({ id: copy.id, before: null, after: copy }));
      return copy;
    });
    return this.findOne(saved.id);
  }

  async remove(id: number): Promise<AdminProductView> {
    return this.events.write(async (m, publish) => {
      const product = await this.load(id, m);
      await m.delete(Product, id);
      await publish(productChanged({ id, before: product, after: null }));
      return toAdminView(product);
    });
  }

  private async load(id: number, manager: EntityManager = this.products.manager): Promise<Product> {
    const product = await manager.findOne(Product, { where: { id }, relations: { supplier: true } });
    if (!product) throw new NotFoundException(M.notFound);
    return product;
  }
}

/** Drops keys the client did not send, sanitises the rich text (the form and the import alike). */
export function cleanProductInput(input: ProductUpdateDto): Partial<Product> {
  const entries = Object.entries(input).filter(([, value]) => value !== undefined);
  const changes = Object.fromEntries(entries) as Partial<Product>;
  if (typeof changes.description === 'string') changes.description = sanitizeRichText(changes.description);
  return changes;
}

/** What a product write publishes (import.service.ts publishes one for a whole run). */
export function productChanged(...changes: RecordChange[]) {
  return { name: 'ProductChanged', resource: 'products', changes, historyIgnores: PRODUCT_HISTORY_IGNORES } as const;
}
