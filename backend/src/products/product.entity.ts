import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VirtualColumn,
} from 'typeorm';
import { numericTransformer } from '../common/numeric.transformer';
import { richTextSummary } from '../common/rich-text';
import { Supplier } from '../suppliers/supplier.entity';
import { categoryOfType, DEFAULT_STOCK_STATUS, ProductStatus, sortGroupOf } from '@stockwatt/shared';
import { ImageVariant, imageVariantsSql } from '../uploads/image-variants';

export interface ProductDocument {
  name: string;
  url: string;
  fileName: string;
}

/** Fields the change history leaves out of this record's changes: derived from other fields (they change with them) or loaded beside their ids. */
export const PRODUCT_HISTORY_IGNORES = ['effective_price', 'category', 'sort_group', 'summary', 'image_variants', 'supplier'] as const;

@Entity('products')
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 300 })
  name: string;

  @Column({ type: 'varchar', length: 120, unique: true })
  reference: string;

  @Column({ type: 'varchar', length: 120 })
  brand: string;

  @Column({ type: 'varchar', length: 60 })
  type: string;

  /** Derived from `type` (catalogue-rules), stored so the catalogue filters on an index. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  category: string | null;

  /** Derived (catalogue-rules), stored so the catalogue sorts on an index. */
  @Column({ type: 'smallint', default: 1 })
  sort_group: number;

  @Column({ type: 'varchar', length: 40, default: DEFAULT_STOCK_STATUS })
  stock_status: string;

  @Column({ type: 'int', default: 0 })
  stock_quantity: number;

  @Column({ type: 'numeric', precision: 12, scale: 2, transformer: numericTransformer })
  price_public: number;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  price_discounted: number | null;

  /** Generated in PostgreSQL: coalesce(price_discounted, price_public). */
  @Column({ type: 'numeric', precision: 12, scale: 2, insert: false, update: false, transformer: numericTransformer })
  effective_price: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  image_url: string | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  image_card_url: string | null;

  /** Read with the product: the resized copies made when `image_url` was uploaded, if it was (uploads module). */
  @VirtualColumn({ type: 'jsonb', query: imageVariantsSql })
  image_variants: ImageVariant[] | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  video_url: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  battery_type: string | null;

  @Column({ type: 'int', nullable: true })
  life_cycles: number | null;

  @Column({ type: 'boolean', default: false })
  internet_monitoring: boolean;

  @Column({ type: 'int', nullable: true })
  lifespan_years: number | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  storage_capacity: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  max_output_power: string | null;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The description's first sentence in plain text, made at each write: cards send it, and
   *  parsing a dozen descriptions per catalogue answer would cost more than the query. */
  @Column({ type: 'varchar', length: 300, default: '' })
  summary: string;

  @Column({ type: 'jsonb', default: {} })
  specifications: Record<string, string>;

  @Column({ type: 'jsonb', default: [] })
  documentation: ProductDocument[];

  @Column({ type: 'varchar', length: 20, default: 'brouillon' })
  status: ProductStatus;

  @Column({ type: 'int', nullable: true })
  supplier_id: number | null;

  @ManyToOne(() => Supplier, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'supplier_id' })
  supplier: Supplier | null;

  @Column({ type: 'boolean', default: false })
  is_best_seller: boolean;

  @Column({ type: 'numeric', precision: 3, scale: 2, default: 0, transformer: numericTransformer })
  rating: number;

  @Column({ type: 'int', default: 0 })
  review_count: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  @BeforeInsert()
  @BeforeUpdate()
  deriveCatalogueFields(): void {
    this.category = categoryOfType(this.type);
    this.sort_group = sortGroupOf(this);
    this.summary = richTextSummary(this.description ?? '');
  }
}
