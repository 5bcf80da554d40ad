import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AdminListParams, filterString, whereContains, whereIdIn } from '../common/admin-list-query';
import { SupplierInputDto, SupplierUpdateDto } from './dto/supplier-input.dto';
import { RecordChange } from '../events/domain-event';
import { DomainEvents } from '../events/domain-events';
import { Supplier } from './supplier.entity';
import { SUPPLIER_MESSAGES as M } from './suppliers.messages';

export const SUPPLIER_SORTS = ['id', 'name', 'contact_email', 'website', 'created_at'] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];

@Injectable()
export class SuppliersService {
  constructor(
    @InjectRepository(Supplier) private readonly suppliers: Repository<Supplier>,
    private readonly events: DomainEvents,
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
    return this.events.write(async (m, publish) => {
      const supplier = await m.save(m.create(Supplier, input));
      await publish(supplierChanged({ id: supplier.id, before: null, after: supplier }));
      return supplier;
    });
  }

  /** Product pages show their supplier's name: the catalogue cache hears of a rename or a removal (SupplierChanged). */
  update(id: number, input: SupplierUpdateDto): Promise<Supplier> {
    return this.events.write(async (m, publish) => {
      const supplier = await this.findOne(id, m);
      const before = { ...supplier };
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const saved = await m.save(m.merge(Supplier, supplier, changes));
      await publish(supplierChanged({ id, before, after: saved }));
      return saved;
    });
  }

  /** Products keep existing; their supplier becomes none (ON DELETE SET NULL). */
  remove(id: number): Promise<Supplier> {
    return this.events.write(async (m, publish) => {
      const supplier = await this.findOne(id, m);
      await m.delete(Supplier, id);
      await publish(supplierChanged({ id, before: supplier, after: null }));
      return supplier;
    });
  }
}

function supplierChanged(change: RecordChange) {
  return { name: 'SupplierChanged', resource: 'suppliers', changes: [change], historyIgnores: [] } as const;
}
