import { Client } from 'pg';
import request from 'supertest';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { AuthService, isMfaChallenge } from '../src/auth/auth.service';
import { loadConfig } from '../src/config/configuration';
import { createHttpAdapter } from '../src/http-adapter';
import { setupApp } from '../src/setup-app';
import { UsersService } from '../src/users/users.service';

export const ADMIN = { email: 'admin@stockwatt.fr', password: 'Stockwatt-Admin-2026' };

export async function createTestApp(): Promise<NestFastifyApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(loadConfig()), { bufferLogs: true });
  await setupApp(app);
  await app.init();
  // Fastify answers once its plugins have loaded: supertest may then use app.getHttpServer().
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/**
 * An access token from AuthService directly: POST /api/auth/login is rate limited per IP and
 * email (5/min), and every suite signs in as the admin from 127.0.0.1. test/auth.e2e-spec.ts
 * covers the HTTP sign-in itself.
 */
export async function loginToken(app: NestFastifyApplication, email: string, password: string): Promise<string> {
  const answer = await app.get(AuthService).login(email, password);
  if (isMfaChallenge(answer)) throw new Error(`${email} signs in with a second factor (${answer.mfaStep}): no token here`);
  return answer.accessToken;
}

/** A confirmed `pro` account made directly, for tests that only need its token. */
export async function proToken(
  app: NestFastifyApplication,
  email = `pro-${Date.now()}-${Math.random().toString(36).slice(2)}@example.fr`,
): Promise<string> {
  const password = 'Installateur-2026';
  await app.get(UsersService).create(email, password, 'pro', true);
  return loginToken(app, email, password);
}

/**
 * An app whose catalogue answers every request from PostgreSQL (its cache off: the suite checks the
 * tables and statements, not the cache), with `env`'s settings too; close() puts them back.
 */
export async function createUncachedCatalogueApp(env: Record<string, string> = {}) {
  const values: Record<string, string> = { CATALOGUE_CACHE_TTL_MS: '0', ...env };
  const saved = Object.keys(values).map((key) => [key, process.env[key]] as const);
  Object.assign(process.env, values);
  const app = await createTestApp();
  const close = async () => {
    await app.close();
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  return { app, http: request(app.getHttpServer()), db: dataSource(app), close };
}

export function dataSource(app: NestFastifyApplication): DataSource {
  return app.get(DataSource);
}

// From a random start in each test file: files share one Redis per run, and a counter starting at 0
// in each would reuse the addresses (and the rate-limit counts) of the files before it.
let ipCounter = Math.floor(Math.random() * 60_000);
/** A client address of its own (X-Forwarded-For from loopback is trusted) so rate limits never bite by accident. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** A database of the suite's own beside the test database (`<test db>_<suffix>`), for tests that drop it. */
export function siblingDatabaseUrl(suffix: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}

export async function dropDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = '/postgres';
  const client = new Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
