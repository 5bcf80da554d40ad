import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Role } from '../access/roles';

/** Fields the change history leaves out of this record's changes: the secrets. */
export const USER_HISTORY_IGNORES = ['password_hash', 'totp_secret', 'totp_last_step'] as const;

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

  /** The TOTP secret of the second factor, sealed (auth/totp-secret-box.ts); set by its setup, in use once enabled. */
  @Column({ type: 'text', nullable: true })
  totp_secret: string | null;

  /** When the second factor was confirmed; null: sign-in asks for the password only. */
  @Column({ type: 'timestamptz', nullable: true })
  totp_enabled_at: Date | null;

  /** The last TOTP time step (30 s) a code was accepted for: each code is good once. */
  @Column({ type: 'integer', nullable: true })
  totp_last_step: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
