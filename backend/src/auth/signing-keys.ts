import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';

export const SIGNING_KEYS = Symbol('SIGNING_KEYS');

/** What signs access tokens, and what derives a refresh token's successor: two keys, never one. */
export interface SigningKeys {
  access: string;
  refresh: string;
}

/**
 * The keys from JWT_SECRET and JWT_REFRESH_SECRET when set; otherwise the ones kept in the
 * database (signing_keys), made of 32 random bytes by the first process that needs them. The
 * insert does nothing when a replica made the key first, so every process of the fleet, and
 * every restart, signs with the same key, and `npm start` never runs on a public one.
 */
export async function loadSigningKeys(config: AppConfig, dataSource: DataSource): Promise<SigningKeys> {
  const kept = async (name: keyof SigningKeys) => {
    await dataSource.query(`INSERT INTO signing_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
      name,
      randomBytes(32).toString('base64url'),
    ]);
    const [{ secret }] = (await dataSource.query(`SELECT secret FROM signing_keys WHERE name = $1`, [name])) as { secret: string }[];
    return secret;
  };
  return { access: config.jwtSecret || (await kept('access')), refresh: config.jwtRefreshSecret || (await kept('refresh')) };
}

@Module({
  providers: [{ provide: SIGNING_KEYS, inject: [APP_CONFIG, getDataSourceToken()], useFactory: loadSigningKeys }],
  exports: [SIGNING_KEYS],
})
export class SigningKeysModule {}
