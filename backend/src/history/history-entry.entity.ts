import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ChangeCause, EVENT_RESOURCES, EventResource } from '../events/domain-event';
import type { FieldChange } from '../events/field-changes';

export const HISTORY_RESOURCES = EVENT_RESOURCES;
export type HistoryResource = EventResource;

export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
export type HistoryCause = ChangeCause;

/** Who changed which record and how; written in the same transaction as the change. */
@Entity('admin_history')
@Index('admin_history_record_idx', ['resource', 'record_id', 'id'])
export class HistoryEntry {
  /** bigserial: surfaced as a string by pg, turned into a number in the views. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ type: 'int', nullable: true })
  actor_id: number | null;

  /** Kept as written: the entry stays readable when the account is gone. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  actor_email: string | null;

  @Column({ type: 'varchar', length: 40 })
  resource: HistoryResource;

  @Column({ type: 'int' })
  record_id: number;

  @Column({ type: 'varchar', length: 20 })
  action: HistoryAction;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  changes: FieldChange[];

  @Column({ type: 'jsonb', nullable: true })
  cause: HistoryCause | null;
}
