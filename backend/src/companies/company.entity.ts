import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Fields the change history leaves out of this record's changes: none (the owner's id stays, set once). */
export const COMPANY_HISTORY_IGNORES = [] as const;

/** A pro account's company (one per account): what quotes, offers and orders say about the buyer. */
@Entity('companies')
export class Company {
  @PrimaryGeneratedColumn()
  id: number;

  /** The account it belongs to (unique; the company goes with the account). */
  @Column({ type: 'int', unique: true })
  user_id: number;

  @Column({ type: 'varchar', length: 200 })
  legal_name: string;

  /** 14 digits, normalised. */
  @Column({ type: 'char', length: 14 })
  siret: string;

  /** Normalised (upper case, no separators); null: none given. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  vat_number: string | null;

  @Column({ type: 'varchar', length: 200 })
  billing_line1: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  billing_line2: string | null;

  @Column({ type: 'varchar', length: 10 })
  billing_postal_code: string;

  @Column({ type: 'varchar', length: 100 })
  billing_city: string;

  @Column({ type: 'char', length: 2 })
  billing_country: string;

  @Column({ type: 'varchar', length: 200 })
  delivery_line1: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  delivery_line2: string | null;

  @Column({ type: 'varchar', length: 10 })
  delivery_postal_code: string;

  @Column({ type: 'varchar', length: 100 })
  delivery_city: string;

  @Column({ type: 'char', length: 2 })
  delivery_country: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
