import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AdminListParams, filterString, whereIdIn, whereOneOf } from '../common/admin-list-query';
import { DOMAIN_EVENT_NAMES, DomainEvent } from '../events/domain-event';
import { DomainEvents } from '../events/domain-events';
import { FieldChange, fieldChanges } from '../events/field-changes';
import { HistoryAction, HistoryCause, HistoryEntry, HistoryResource } from './history-entry.entity';

export const HISTORY_SORTS = ['id', 'at', 'resource', 'record_id', 'actor_email', 'action'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

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
 * The change history of the back office's writes. It subscribes to every domain event and runs
 * in the writer's transaction, so an entry is written (or rolled back) with the change itself and
 * never lost once the change commits. It keeps what an administrator did, and what a pro account
 * did to its own company (the event's actor): a buyer's review, the worker's deliveries and the sweeper's re-queues leave no entry, nor does
 * an update that changes nothing.
 */
@Injectable()
export class HistoryService implements OnModuleInit {
  constructor(
    @InjectRepository(HistoryEntry) private readonly entries: Repository<HistoryEntry>,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.subscribe({
      name: 'change history',
      phase: 'in-transaction',
      events: DOMAIN_EVENT_NAMES,
      handle: (e, m) => this.record(m, e),
    });
  }

  async record(manager: EntityManager, event: DomainEvent): Promise<void> {
    const { actor } = event;
    if (!actor) return;
    const rows = event.changes
      .map(({ id, before, after }) => ({
        actor_id: actor.id,
        actor_email: actor.email,
        resource: event.resource,
        record_id: id,
        action: (before === null ? 'create' : after === null ? 'delete' : 'update') as HistoryAction,
        changes: fieldChanges(before, after, event.historyIgnores),
        cause: event.cause ?? null,
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
