import { OFFER_STATUS, type OfferStatus } from '@stockwatt/shared';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Quote } from '../quotes/quote.entity';
import { MONEY_COLUMN, PricedDocument } from './priced-document';

/** Fields the change history leaves out: the quote, loaded beside its id. */
export const OFFER_HISTORY_IGNORES = ['quote'] as const;

/** A priced answer to a quote; versions follow one another (migration 1796300000000). */
@Entity('offers')
@Index('offers_quote_version_key', ['quote_id', 'version'], { unique: true })
export class Offer extends PricedDocument {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  quote_id: number;

  @ManyToOne(() => Quote, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'quote_id' })
  quote?: Quote;

  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'varchar', length: 30, default: OFFER_STATUS.draft })
  status: OfferStatus;

  /** `DEV-2026-00042`, given when sent. */
  @Column({ type: 'varchar', length: 20, nullable: true, unique: true })
  number: string | null;

  /** The delivery staff charge below the free-delivery threshold. */
  @Column(MONEY_COLUMN)
  delivery_fee_ht: number;

  /** Last day it can be accepted (YYYY-MM-DD). */
  @Column({ type: 'date' })
  valid_until: string;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The buyer's company as it stood when the offer was sent. */
  @Column({ type: 'jsonb', nullable: true })
  buyer_company: object | null;

  @Column({ type: 'timestamptz', nullable: true })
  sent_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  answered_at: Date | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  accepted_name: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  accepted_ip: string | null;

  @Column({ type: 'text', nullable: true })
  decline_reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
