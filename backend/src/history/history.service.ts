import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AdminListParams, filterString, whereIdIn, whereOneOf } from '../common/admin-list-query';
import { currentActor } from './actor-context';
import { fieldChanges } from './field-changes';
import { FieldChange, HistoryAction, HistoryCause, HistoryEntry, HistoryResource } from './history-entry.entity';

export const HISTORY_SORTS = ['id', 'at', 'resource', 'record_id', 'actor_email', 'action'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

/** A write to record: the record's state before (null: created) and after (null: deleted). */
export interface HistoryWrite {
  resource: HistoryResource;
  recordId: number;
  before: object | null;
  after: object | null;
  cause?: HistoryCause;
}

export interface HistoryView {
  id: number;
  at: Date;
  actor_id: number | null;
  actor_email: string | null;
  resource: HistoryResource;
  record_id: number;
  action: HistoryAction;
  changes: FieldChange[];
  cause: HistoryCause | null;
}

const BATCH = 1000;

/**
 * The change history of admin writes. Services call `record` with the transaction's manager so
 * the entry is written (or rolled back) with the change itself; the author is the admin of
 * the current request (actor-context). An update that changes nothing leaves no entry.
 */
@Injectable()
export class HistoryService {
  constructor(@InjectRepository(HistoryEntry) private readonly entries: Repository<HistoryEntry>) {}

  record(manager: EntityManager, write: HistoryWrite): Promise<void> {
    return this.recordMany(manager, [write]);
  }

  async recordMany(manager: EntityManager, writes: HistoryWrite[]): Promise<void> {
    const actor = currentActor();
    const rows = writes
      .map((w) => ({
        actor_id: actor?.id ?? null,
        actor_email: actor?.email ?? null,
        resource: w.resource,
        record_id: w.recordId,
        action: (w.before === null ? 'create' : w.after === null ? 'delete' : 'update') as HistoryAction,
        changes: fieldChanges(w.before, w.after),
        cause: w.cause ?? null,
      }))
      .filter((row) => row.action !== 'update' || row.changes.length > 0);
    for (let i = 0; i < rows.length; i += BATCH) {
      // `unknown` values (before/after) are beyond TypeORM's deep-partial type: they are JSON.
      await manager.insert(HistoryEntry, rows.slice(i, i + BATCH) as QueryDeepPartialEntity<HistoryEntry>[]);
    }
  }

  /** ra-data-simple-rest list; filter: resource, record_id, actor_id, action, cause_id (an import). */
  async list(params: AdminListParams<HistorySort>): Promise<{ items: HistoryView[]; total: number }> {
    const qb = this.entries.createQueryBuilder('h');
    const { filter } = params;
    whereOneOf(qb, 'h.resource', filter.resource);
    for (const key of ['record_id', 'actor_id', 'id'] as const) whereIdIn(qb, `h.${key}`, filter[key]);
    whereOneOf(qb, 'h.action', filter.action);
    const causeId = filterString(filter, 'cause_id');
    if (causeId) qb.andWhere(`h.cause ->> 'id' = :causeId`, { causeId });
    const [rows, total] = await qb
      .orderBy(`h.${params.sortField}`, params.sortOrder)
      .addOrderBy('h.id', params.sortOrder)
      .skip(params.skip)
      .take(params.take)
      .getManyAndCount();
    return { items: rows.map((row) => ({ ...row, id: Number(row.id) })), total };
  }
}
