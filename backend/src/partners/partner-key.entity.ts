import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const PARTNER_SCOPES = ['catalogue:read', 'stock:read'] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

/** A partner's API key. The secret itself is never stored: only its sha256 and a short prefix to recognise it. */
@Entity('partner_keys')
export class PartnerKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  contact_name: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  contact_email: string | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  scopes: PartnerScope[];

  @Column({ type: 'int', default: 60 })
  rate_limit_per_minute: number;

  @Column({ type: 'timestamptz', nullable: true })
  expires_at: Date | null;

  @Column({ type: 'varchar', length: 20 })
  key_prefix: string;

  @Column({ type: 'char', length: 64, select: false })
  secret_hash: string;

  @Column({ type: 'timestamptz', nullable: true })
  rotated_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revoked_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  last_used_at: Date | null;

  /** bigint comes back from pg as text; counts stay far below 2^53. */
  @Column({ type: 'bigint', default: 0, transformer: { to: (v: number) => v, from: (v: string | null) => (v === null ? 0 : Number(v)) } })
  request_count: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
