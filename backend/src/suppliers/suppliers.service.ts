import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminListParams, asList, containsPattern, filterString } from '../common/admin-list-query';
import { SupplierInputDto, SupplierUpdateDto } from './dto/supplier-input.dto';
import { Supplier } from './supplier.entity';
import { SUPPLIER_MESSAGES as M } from './supplier-messages';

export const SUPPLIER_SORTS = ['id', 'name', 'contact_email', 'website', 'created_at'] as const;
export type SupplierSort = (typeof SUPPLIER_SORTS)[number];

@Injectable()
export class SuppliersService {
  constructor(@InjectRepository(Supplier) private readonly suppliers: Repository<Supplier>) {}

  async list(params: AdminListParams<SupplierSort>): Promise<{ items: Supplier[]; total: number }> {
    const qb = this.suppliers.createQueryBuilder('s');
    const q = filterString(params.filter, 'q');
    if (q) {
      const pattern = containsPattern(q);
      qb.andWhere('(s.name ILIKE :pattern OR s.contact_email ILIKE :pattern)', { pattern });
    }
    const ids = asList(params.filter.id)?.map(Number).filter(Number.isInteger);
    if (ids) qb.andWhere('s.id IN (:...ids)', { ids: ids.length ? ids : [0] });
    const [items, total] = await qb
      .orderBy(params.sortField === 'name' ? 'lower(s.name)' : `s.${params.sortField}`, params.sortOrder)
      .addOrderBy('s.id', 'ASC')
      .skip(params.skip)
      .take(params.take)
      .getManyAndCount();
    return { items, total };
  }

  async findOne(id: number): Promise<Supplier> {
    const supplier = await this.suppliers.findOneBy({ id });
    if (!supplier) throw new NotFoundException(M.notFound);
    return supplier;
  }

  create(input: SupplierInputDto): Promise<Supplier> {
    return this.suppliers.save(this.suppliers.create(input));
  }

  async update(id: number, input: SupplierUpdateDto): Promise<Supplier> {
    const supplier = await this.findOne(id);
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    return this.suppliers.save(this.suppliers.merge(supplier, changes));
  }

  /** Products keep existing; their supplier becomes none (ON DELETE SET NULL). */
  async remove(id: number): Promise<Supplier> {
    const supplier = await this.findOne(id);
    await this.suppliers.delete(id);
    return supplier;
  }
}
