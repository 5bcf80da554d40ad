import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { QUOTE_STATUS, type QuoteStatus } from '@stockwatt/shared';
import { User } from '../users/user.entity';

export const CLIENT_TYPES = ['particulier', 'entreprise'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** A cart line sent with the quote (informational: prices are the ones the buyer saw). */
export interface QuoteItem {
  productId: number;
  reference: string | null;
  name: string;
  quantity: number;
  unitPrice: number;
}

/** Fields the change history leaves out of this record's changes: delivery plumbing, and the account loaded beside its id. */
export const QUOTE_HISTORY_IGNORES = ['delivery_id', 'job_id', 'user', 'user_email'] as const;

@Entity('quotes')
@Index('quotes_status_created_idx', ['status', 'created_at'])
export class Quote {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  client_type: ClientType;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  product_reference: string | null;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  items: QuoteItem[];

  @Index('quotes_user_idx')
  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Column({ type: 'varchar', length: 200, nullable: true, unique: true })
  idempotency_key: string | null;

  /** Honeypot filled: kept for the record, never delivered. */
  @Column({ type: 'boolean', default: false })
  is_spam: boolean;

  @Column({ type: 'varchar', length: 20, default: QUOTE_STATUS.received })
  status: QuoteStatus;

  /** Delivery attempts of the current send (reset by a resend). */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  /**
   * The current send's identity, unique for all time (numeric ids start again after a
   * restore while Redis keeps old jobs): the form service gets it as `Idempotency-Key` and
   * `deliveryId` so it can drop a repeat. Set at insert, replaced by an admin resend.
   */
  @Column({ type: 'uuid', unique: true, default: () => 'gen_random_uuid()' })
  delivery_id: string;

  /**
   * BullMQ job id of the current attempt: the delivery id at first, a fresh one when the
   * sweeper queues the send again (its job vanished or ended without delivering). A job
   * whose id is not this one is stale and does nothing.
   */
  @Column({ type: 'uuid', unique: true, default: () => 'gen_random_uuid()' })
  job_id: string;

  /** How many times an admin asked to send it again. */
  @Column({ type: 'int', default: 0 })
  resend_count: number;

  @Column({ type: 'text', nullable: true })
  last_error: string | null;

  /** First time a worker picked the current send up (null: maybe never enqueued → sweeper). */
  @Column({ type: 'timestamptz', nullable: true })
  picked_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  delivered_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  handled_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
