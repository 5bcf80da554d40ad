import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Role } from '../access/roles';

/** Fields the change history leaves out of this record's changes: the secret. */
export const USER_HISTORY_IGNORES = ['password_hash'] as const;

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Stored lower-cased; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'text' })
  password_hash: string;

  @Column({ type: 'varchar', length: 10, default: 'pro' })
  role: Role;

  @Column({ type: 'timestamptz', nullable: true })
  email_confirmed_at: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  disabled_at: Date | null;

  /** Global sign-out: access tokens issued before this instant are refused. */
  @Column({ type: 'timestamptz', nullable: true })
  sessions_revoked_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
