import { REVIEW_STATUS, type ReviewStatus } from '@stockwatt/shared';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '../products/product.entity';

/** Fields the change history leaves out of this record's changes: the product, loaded beside its id. */
export const REVIEW_HISTORY_IGNORES = ['product', 'product_name'] as const;

@Entity('reviews')
@Index(['product_id', 'created_at'])
@Index(['status', 'created_at', 'id'])
export class Review {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  product_id: number;

  @ManyToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  @Column({ type: 'varchar', length: 100 })
  user_name: string;

  @Column({ type: 'smallint' })
  rating: number;

  @Column({ type: 'text' })
  comment: string;

  /** Moderation: posted `pending`; only `accepted` is shown and counted in the product's rating. */
  @Column({ type: 'varchar', length: 10, default: REVIEW_STATUS.pending })
  status: ReviewStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
