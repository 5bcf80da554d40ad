import * as path from 'node:path';
import { loadQuotesConfig, QuotesConfig } from '../quotes/quotes.config';
import { loadStorageConfig, StorageConfig } from '../uploads/storage/storage.config';
import { loadRole, ProcessRole } from './role';

/** Every setting the API reads, with its development default (listed in README.md). */
export interface AppConfig {
  nodeEnv: string;
  /** What this process runs: `api` (HTTP), `worker` (queues and scheduled jobs) or `all` (both). */
  role: ProcessRole;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  publicUrl: string;
  storefrontDist: string;
  backofficeDist: string;
  /** The storefront's server entry (built by `vite build --ssr`): renders each page's first screen. */
  storefrontSsrEntry: string;
  logLevel: string;
  /** Quote intake and delivery: FORM_SERVICE_URL, QUOTE_*, QUOTES_RATE_* (quotes/quotes.config.ts). */
  quotes: QuotesConfig;
  /** How long a catalogue answer is reused; 0 turns the cache off (benchmarks of the database path). */
  catalogueCacheTtlMs: number;
  /** Cache-Control max-age of public and partner catalogue reads (clients revalidate with the ETag after it). */
  catalogueHttpMaxAgeSeconds: number;
  /** Reviews posted per IP within the window (REVIEWS_RATE_LIMIT, REVIEWS_RATE_TTL_MS). */
  reviewsRateLimit: number;
  reviewsRateTtlMs: number;
  /** nodemailer transport URL (smtp://user:pass@host:587); empty = mails are written to the log. */
  smtpUrl: string;
  mailFrom: string;
  refreshTokenTtlDays: number;
  /** How often a worker deletes expired refresh tokens and mail links (a fleet-wide schedule). */
  tokenPurgeIntervalMs: number;
  /** Sign-in, sign-up and reset requests per IP and email within the window. */
  authThrottleLimit: number;
  authThrottleTtlSeconds: number;
  /** Uploads: STORAGE_DRIVER, UPLOADS_DIR, UPLOADS_PUBLIC_URL, S3_* (uploads/storage/storage.config.ts). */
  storage: StorageConfig;
  uploadImageMaxBytes: number;
  uploadDocumentMaxBytes: number;
  /** Largest CSV accepted by the catalogue import. */
  productImportMaxBytes: number;
}

export const DEV_JWT_SECRET = 'dev-only-secret-change-me';
export const DEV_ADMIN_PASSWORD = 'Stockwatt-Admin-2026';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config: AppConfig = {
    nodeEnv: env.NODE_ENV ?? 'development',
    role: loadRole(env),
    port: Number(env.PORT ?? 3000),
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stockwatt',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    jwtSecret: env.JWT_SECRET ?? DEV_JWT_SECRET,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@stockwatt.fr',
    adminPassword: env.ADMIN_PASSWORD ?? DEV_ADMIN_PASSWORD,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    storefrontDist: env.STOREFRONT_DIST ?? path.join(repoRoot, 'storefront', 'dist'),
    backofficeDist: env.BACKOFFICE_DIST ?? path.join(repoRoot, 'backoffice', 'dist'),
    storefrontSsrEntry: path.resolve(env.STOREFRONT_SSR_ENTRY ?? path.join(repoRoot, 'storefront', 'dist-ssr', 'entry-server.mjs')),
    logLevel: env.LOG_LEVEL ?? 'info',
    quotes: loadQuotesConfig(env),
    catalogueCacheTtlMs: Number(env.CATALOGUE_CACHE_TTL_MS ?? 30_000),
    catalogueHttpMaxAgeSeconds: nonNegativeInt(env, 'CATALOGUE_HTTP_MAX_AGE_SECONDS', 30),
    reviewsRateLimit: Number(env.REVIEWS_RATE_LIMIT ?? 5),
    reviewsRateTtlMs: Number(env.REVIEWS_RATE_TTL_MS ?? 60_000),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? 'Stockwatt <no-reply@stockwatt.fr>',
    refreshTokenTtlDays: Number(env.REFRESH_TOKEN_TTL_DAYS ?? 30),
    tokenPurgeIntervalMs: Number(env.TOKEN_PURGE_INTERVAL_MS ?? 3_600_000),
    authThrottleLimit: Number(env.AUTH_THROTTLE_LIMIT ?? 5),
    authThrottleTtlSeconds: Number(env.AUTH_THROTTLE_TTL_SECONDS ?? 60),
    storage: loadStorageConfig(env, path.join(repoRoot, 'uploads')),
    uploadImageMaxBytes: Number(env.UPLOAD_IMAGE_MAX_MB ?? 10) * 1024 * 1024,
    uploadDocumentMaxBytes: Number(env.UPLOAD_DOCUMENT_MAX_MB ?? 25) * 1024 * 1024,
    productImportMaxBytes: Number(env.PRODUCT_IMPORT_MAX_MB ?? 5) * 1024 * 1024,
  };
  assertSafeForProduction(config);
  return config;
}

/** PUBLIC_URL without a trailing slash: the base of every absolute link the API writes. */
export function siteBase(config: Pick<AppConfig, 'publicUrl'>): string {
  return config.publicUrl.replace(/\/+$/, '');
}

/** A setting that must be a whole number ≥ 0: anything else stops the boot with its name. */
function nonNegativeInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0 (got "${raw}")`);
  return n;
}

/** A production run must not start with the secrets that ship in this repository. */
function assertSafeForProduction(config: AppConfig): void {
  if (config.nodeEnv !== 'production') return;
  if (config.jwtSecret === DEV_JWT_SECRET) throw new Error('JWT_SECRET must be set in production');
  if (config.adminPassword === DEV_ADMIN_PASSWORD) {
    throw new Error('ADMIN_PASSWORD must be set to a non-default value in production');
  }
}
