import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';

const VERSION = 'v1';

/**
 * Seals the administrators' TOTP secrets (AES-256-GCM) before they reach the database, so a
 * leak of the users table alone, a backup of it or a log of its rows does not hand out second
 * factors. The key comes from TOTP_ENCRYPTION_KEY when it is set (kept out of the database:
 * the safer choice in production), otherwise from a key of 32 random bytes made at first use and
 * kept in `signing_keys` as `totp`, the same for every replica. It is its own key, not one of the
 * JWT keys: rotating those must not lock administrators out. Changing it does: secrets sealed
 * with the old one no longer open, and each administrator signs in with a recovery code and sets
 * the second factor up again.
 */
@Injectable()
export class TotpSecretBox {
  private key?: Promise<Buffer>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async seal(secret: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.keyOnce(), iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when it was sealed with another key (or is not a sealed secret at all). */
  async open(sealed: string): Promise<string | null> {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || !data) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', await this.keyOnce(), Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  private keyOnce(): Promise<Buffer> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async loadKey(): Promise<Buffer> {
    const material = this.config.totpEncryptionKey || (await this.keptKey());
    return Buffer.from(hkdfSync('sha256', material, 'stockwatt', 'totp-secrets-v1', 32));
  }

  private async keptKey(): Promise<string> {
    await this.dataSource.query(`INSERT INTO signing_keys (name, secret) VALUES ('totp', $1) ON CONFLICT (name) DO NOTHING`, [
      randomBytes(32).toString('base64url'),
    ]);
    const [{ secret }] = (await this.dataSource.query(`SELECT secret FROM signing_keys WHERE name = 'totp'`)) as { secret: string }[];
    return secret;
  }
}
