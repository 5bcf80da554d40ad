import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AdminListParams, filterString, whereContains, whereIdIn } from '../common/admin-list-query';
import { HistoryService } from '../history/history.service';
import { SupplierInputDto, SupplierUpdateDto } from './dto/supplier-input.dto';
import { CatalogueCache } from '../products/catalogue-cache';
import { Supplier } from './supplier.entity';
import { SUPPLIER_MESSAGES as M } from './suppliers.messages';

export const SUPPLIER_SORTS = ['id', 'name', 'contact_email', 'website', 'created_at'] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];

@Injectable()
export class SuppliersService {
  constructor(
    @InjectRepository(Supplier) private readonly suppliers: Repository<Supplier>,
    private readonly history: HistoryService,
    private readonly catalogue: CatalogueCache,
  ) {}

  async list(params: AdminListParams<SupplierSort>): Promise<{ items: Supplier[]; total: number }> {
    const qb = this.suppliers.createQueryBuilder('s');
    whereContains(qb, ['s.name', 's.contact_email'], filterString(params.filter, 'q'));
    whereIdIn(qb, 's.id', params.filter.id);
    const [items, total] = await qb
      .orderBy(params.sortField === 'name' ? 'lower(s.name)' : `s.${params.sortField}`, params.sortOrder)
      .addOrderBy('s.id', 'ASC')
      .skip(params.skip)
      .take(params.take)
      .getManyAndCount();
    return { items, total };
  }

  async findOne(id: number, manager: EntityManager = this.suppliers.manager): Promise<Supplier> {
    const supplier = await manager.findOneBy(Supplier, { id });
    if (!supplier) throw new NotFoundException(M.notFound);
    return supplier;
  }

  create(input: SupplierInputDto): Promise<Supplier> {
    return this.suppliers.manager.transaction(async (m) => {
      const supplier = await m.save(m.create(Supplier, input));
      await this.history.record(m, { resource: 'suppliers', recordId: supplier.id, before: null, after: supplier });
      return supplier;
    });
  }

  /** Product pages show their supplier's name (cached with the catalogue): a rename or a removal clears the cache. */
  async update(id: number, input: SupplierUpdateDto): Promise<Supplier> {
    const saved = await this.suppliers.manager.transaction(async (m) => {
      const supplier = await this.findOne(id, m);
      const before = { ...supplier };
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const saved = await m.save(m.merge(Supplier, supplier, changes));
      await this.history.record(m, { resource: 'suppliers', recordId: id, before, after: saved });
      return saved;
    });
    this.catalogue.invalidate();
    return saved;
  }

  /** Products keep existing; their supplier becomes none (ON DELETE SET NULL). */
  async remove(id: number): Promise<Supplier> {
    const removed = await this.suppliers.manager.transaction(async (m) => {
      const supplier = await this.findOne(id, m);
      await m.delete(Supplier, id);
      await this.history.record(m, { resource: 'suppliers', recordId: id, before: supplier, after: null });
      return supplier;
    });
    this.catalogue.invalidate();
    return removed;
  }
}
