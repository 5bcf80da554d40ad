import type { OrderStatus } from '@stockwatt/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One step of an order's life, shown on its page: who moved it, when, and what came with it. */
@Entity('order_moves')
@Index('order_moves_order_idx', ['order_id', 'id'])
export class OrderMoveRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  order_id: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  /** null: the order's creation. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  from_status: OrderStatus | null;

  @Column({ type: 'varchar', length: 20 })
  to_status: OrderStatus;

  @Column({ type: 'varchar', length: 10 })
  actor_kind: 'buyer' | 'staff';

  @Column({ type: 'varchar', length: 254, nullable: true })
  actor_email: string | null;

  /** The carrier and tracking number of a shipment, a cancellation's reason, an acceptance's name and address. */
  @Column({ type: 'jsonb', nullable: true })
  detail: Record<string, string> | null;
}
