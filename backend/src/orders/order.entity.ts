import { ORDER_STATUS, type OrderStatus } from '@stockwatt/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { PricedDocument } from '../offers/priced-document';

/** An accepted offer: its lines and totals as accepted, then its moves (migration 1796300000000). */
@Entity('orders')
@Index('orders_status_created_idx', ['status', 'created_at'])
export class Order extends PricedDocument {
  @PrimaryGeneratedColumn()
  id: number;

  /** `CMD-2026-00007`. */
  @Column({ type: 'varchar', length: 20, unique: true })
  number: string;

  @Column({ type: 'int', unique: true })
  offer_id: number;

  @Column({ type: 'int' })
  quote_id: number;

  @Index('orders_user_idx')
  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  @Column({ type: 'varchar', length: 120 })
  buyer_name: string;

  @Column({ type: 'varchar', length: 254 })
  buyer_email: string;

  @Column({ type: 'jsonb', nullable: true })
  buyer_company: object | null;

  @Column({ type: 'varchar', length: 20, default: ORDER_STATUS.confirmed })
  status: OrderStatus;

  @Column({ type: 'varchar', length: 80, nullable: true })
  carrier: string | null;

  @Column({ type: 'varchar', length: 80, nullable: true })
  tracking_number: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
