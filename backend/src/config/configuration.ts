import * as path from 'node:path';
import { loadQuotesConfig, QuotesConfig } from './quotes.config';
import { loadStorageConfig, StorageConfig } from './storage.config';
import { loadRole, ProcessRole } from './role';
import { ConfigError, parseTrustProxy, Settings, TrustProxy } from './settings';

export { ConfigError } from './settings';

/** Every setting the API reads, with its development default (listed in README.md). */
export interface AppConfig {
  nodeEnv: NodeEnv;
  /** What this process runs: `api` (HTTP), `worker` (queues and scheduled jobs) or `all` (both). */
  role: ProcessRole;
  port: number;
  databaseUrl: string;
  /** Connections in this process's PostgreSQL pool. */
  databasePoolSize: number;
  /** Which proxies in front of the API are believed about the client address (rate limits, logs). */
  trustProxy: TrustProxy;
  redisUrl: string;
  /**
   * Key of access tokens (JWT_SECRET); '' when unset: a key made once and kept in the database
   * signs them (auth/signing-keys.ts). At least 32 random bytes in every mode but tests.
   */
  jwtSecret: string;
  /** Key of refresh-token successors (JWT_REFRESH_SECRET), apart from the access tokens'; '' as above. */
  jwtRefreshSecret: string;
  adminEmail: string;
  /** Where buyers' answers are announced to staff (STAFF_ALERT_EMAIL; ADMIN_EMAIL by default): mail/staff-alerts.ts. */
  staffAlertEmail: string;
  adminPassword: string;
  /**
   * An administrator must have a TOTP second factor before any session (ADMIN_TOTP_REQUIRED; on in
   * production by default): sign-in answers a setup step instead (auth/totp.service.ts).
   */
  adminTotpRequired: boolean;
  /**
   * Key that seals the administrators' TOTP secrets (TOTP_ENCRYPTION_KEY); '' when unset: a key
   * made once and kept in the database (signing_keys, `totp`). Strong like JWT_SECRET.
   */
  totpEncryptionKey: string;
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
  /** A text search counts its matches exactly up to this many, then answers "more than". */
  catalogueSearchCountCap: number;
  /** Pages per sitemap file: past it /sitemap.xml is an index of /sitemap-<n>.xml (crawlers read at most 50,000 a file). */
  sitemapUrlsPerFile: number;
  /**
   * How long a shared cache (a CDN, nginx proxy_cache) may keep a public catalogue answer: its
   * s-maxage; 0 sends none. Browsers always revalidate with the ETag (common/http-cache.ts).
   */
  catalogueSharedMaxAgeSeconds: number;
  /** Reviews posted per IP within the window (REVIEWS_RATE_LIMIT, REVIEWS_RATE_TTL_MS). */
  reviewsRateLimit: number;
  reviewsRateTtlMs: number;
  /** Reviews of one product posted per IP within the window (REVIEWS_PER_PRODUCT_LIMIT, REVIEWS_PER_PRODUCT_TTL_MS). */
  reviewsPerProductLimit: number;
  reviewsPerProductTtlMs: number;
  /** nodemailer transport URL (smtp://user:pass@host:587); empty = mails are written to the log. */
  smtpUrl: string;
  mailFrom: string;
  refreshTokenTtlDays: number;
  /** How long a just-rotated refresh token still yields the same successor (two tabs refreshing at once). */
  refreshGraceSeconds: number;
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
  /** Requests per IP and minute on every route, pages and files included (stricter limits on sign-in, quotes, reviews). */
  rateLimitPerMinute: number;
  /** Password hashes and checks (argon2, 64 MiB each) one process runs at once; past it sign-ins are a 429. */
  passwordHashConcurrency: number;
  /** Sign-in, sign-up and mail requests per IP, whatever the address, within AUTH_THROTTLE_TTL_SECONDS. */
  authIpThrottleLimit: number;
  /** On SIGTERM, how long an API process lets its balancer's kept-alive connections take a last request (shutdown.ts). */
  shutdownDrainMs: number;
  /** Port of GET /metrics (metrics/metrics-server.ts); 0: no metrics. */
  metricsPort: number;
}

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const DEV_ADMIN_PASSWORD = 'Stockwatt-Admin-2026';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/**
 * Reads and checks every setting; a bad value throws a ConfigError whose message is the one
 * line the process prints before it stops (main.ts, migrate.ts). Modules with many settings
 * keep their loader beside them and read through the same Settings.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const s = new Settings(env);
  refuseRenamedSettings(s);
  const port = s.int('PORT', 3000, { min: 1, max: 65_535 });
  const adminEmail = s.email('ADMIN_EMAIL', 'admin@stockwatt.fr');
  const config: AppConfig = {
    nodeEnv: s.oneOf('NODE_ENV', NODE_ENVS, 'development'),
    role: loadRole(s),
    port,
    databaseUrl: s.url('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/stockwatt', ['postgres', 'postgresql']),
    databasePoolSize: s.int('DATABASE_POOL_SIZE', 10, { min: 1, max: 1000 }),
    trustProxy: parseTrustProxy(s, 'TRUST_PROXY', 'loopback'),
    redisUrl: s.url('REDIS_URL', 'redis://127.0.0.1:6379', ['redis', 'rediss']),
    jwtSecret: s.string('JWT_SECRET', ''),
    jwtRefreshSecret: s.string('JWT_REFRESH_SECRET', ''),
    adminEmail,
    staffAlertEmail: s.email('STAFF_ALERT_EMAIL', adminEmail),
    adminPassword: s.string('ADMIN_PASSWORD', DEV_ADMIN_PASSWORD),
    adminTotpRequired: s.bool('ADMIN_TOTP_REQUIRED', s.raw('NODE_ENV') === 'production'),
    totpEncryptionKey: s.string('TOTP_ENCRYPTION_KEY', ''),
    publicUrl: s.url('PUBLIC_URL', `http://localhost:${port}`, ['http', 'https']).replace(/\/+$/, ''),
    storefrontDist: s.path('STOREFRONT_DIST', path.join(repoRoot, 'storefront', 'dist')),
    backofficeDist: s.path('BACKOFFICE_DIST', path.join(repoRoot, 'backoffice', 'dist')),
    storefrontSsrEntry: s.path('STOREFRONT_SSR_ENTRY', path.join(repoRoot, 'storefront', 'dist-ssr', 'entry-server.mjs')),
    logLevel: s.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    quotes: loadQuotesConfig(s),
    catalogueCacheTtlMs: s.int('CATALOGUE_CACHE_TTL_MS', 30_000),
    catalogueSearchCountCap: s.int('CATALOGUE_SEARCH_COUNT_CAP', 100, { min: 1, max: 1_000_000 }),
    catalogueSharedMaxAgeSeconds: s.int('CATALOGUE_SHARED_MAX_AGE_SECONDS', 30, { max: 86_400 }),
    sitemapUrlsPerFile: s.int('SITEMAP_URLS_PER_FILE', 10_000, { min: 10, max: 50_000 }),
    reviewsRateLimit: s.int('REVIEWS_RATE_LIMIT', 5, { min: 1 }),
    reviewsRateTtlMs: s.int('REVIEWS_RATE_TTL_MS', 60_000, { min: 1 }),
    reviewsPerProductLimit: s.int('REVIEWS_PER_PRODUCT_LIMIT', 2, { min: 1 }),
    reviewsPerProductTtlMs: s.int('REVIEWS_PER_PRODUCT_TTL_MS', 86_400_000, { min: 1 }),
    smtpUrl: s.optionalUrl('SMTP_URL', ['smtp', 'smtps']),
    mailFrom: s.string('MAIL_FROM', 'Stockwatt <no-reply@stockwatt.fr>'),
    refreshTokenTtlDays: s.int('REFRESH_TOKEN_TTL_DAYS', 30, { min: 1 }),
    refreshGraceSeconds: s.int('REFRESH_GRACE_SECONDS', 5, { max: 60 }),
    tokenPurgeIntervalMs: s.int('TOKEN_PURGE_INTERVAL_MS', 3_600_000, { min: 10 }),
    authThrottleLimit: s.int('AUTH_THROTTLE_LIMIT', 5, { min: 1 }),
    authThrottleTtlSeconds: s.int('AUTH_THROTTLE_TTL_SECONDS', 60, { min: 1 }),
    storage: loadStorageConfig(s, path.join(repoRoot, 'uploads')),
    uploadImageMaxBytes: s.int('UPLOAD_IMAGE_MAX_MB', 10, { min: 1 }) * 1024 * 1024,
    uploadDocumentMaxBytes: s.int('UPLOAD_DOCUMENT_MAX_MB', 25, { min: 1 }) * 1024 * 1024,
    productImportMaxBytes: s.int('PRODUCT_IMPORT_MAX_MB', 5, { min: 1 }) * 1024 * 1024,
    rateLimitPerMinute: s.int('RATE_LIMIT_PER_MINUTE', 600, { min: 1 }),
    passwordHashConcurrency: s.int('PASSWORD_HASH_CONCURRENCY', 4, { min: 1, max: 64 }),
    authIpThrottleLimit: s.int('AUTH_IP_THROTTLE_LIMIT', 30, { min: 1 }),
    shutdownDrainMs: s.int('SHUTDOWN_DRAIN_MS', 3_000, { max: 60_000 }),
    metricsPort: s.int('METRICS_PORT', 9464, { min: 0, max: 65_535 }),
  };
  assertStrongSecrets(config);
  assertSafeForProduction(config);
  if (config.metricsPort !== 0 && config.metricsPort === config.port)
    throw new ConfigError(
      'METRICS_PORT',
      'a port other than PORT (the balancer forwards PORT; metrics stay off it), or 0',
      String(config.metricsPort),
    );
  return config;
}

/** PUBLIC_URL without a trailing slash: the base of every absolute link the API writes. */
export function siteBase(config: Pick<AppConfig, 'publicUrl'>): string {
  return config.publicUrl.replace(/\/+$/, '');
}

/**
 * For entry points (the API, the start's preparation): the settings, or one line on stderr
 * naming the variable and what it expects, and exit code 1.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`configuration: ${error.message}`);
    process.exit(1);
  }
}

const STRONG_SECRET = 'at least 32 random bytes (64 hex digits or 43 base64 characters: openssl rand -base64 32)';

/**
 * A signing key that is set must be one nobody can guess, in every mode but tests: 43
 * characters or more (32 bytes in base64) drawn from at least 10 different ones. Unset, a key
 * made at first start is used instead (auth/signing-keys.ts).
 */
function assertStrongSecrets(config: AppConfig): void {
  if (config.nodeEnv === 'test') return;
  const strong = (secret: string) => secret.length >= 43 && new Set(secret).size >= 10;
  if (config.jwtSecret && !strong(config.jwtSecret)) throw new ConfigError('JWT_SECRET', STRONG_SECRET, config.jwtSecret, { secret: true });
  if (config.jwtRefreshSecret && !strong(config.jwtRefreshSecret))
    throw new ConfigError('JWT_REFRESH_SECRET', STRONG_SECRET, config.jwtRefreshSecret, { secret: true });
  if (config.jwtSecret && config.jwtSecret === config.jwtRefreshSecret)
    throw new ConfigError('JWT_REFRESH_SECRET', 'a key of its own, not JWT_SECRET', config.jwtRefreshSecret, { secret: true });
  if (config.totpEncryptionKey && !strong(config.totpEncryptionKey))
    throw new ConfigError('TOTP_ENCRYPTION_KEY', STRONG_SECRET, config.totpEncryptionKey, { secret: true });
}

/**
 * A setting whose meaning changed under a new name stops the boot rather than being ignored: an
 * operator who set it expects an effect it no longer has.
 */
function refuseRenamedSettings(s: Settings): void {
  const renamed = 'CATALOGUE_HTTP_MAX_AGE_SECONDS';
  if (s.raw(renamed) !== undefined) {
    throw new ConfigError(
      renamed,
      'unset: browsers now always revalidate catalogue answers, and CATALOGUE_SHARED_MAX_AGE_SECONDS is how long a shared cache (CDN) may keep them',
      s.raw(renamed),
    );
  }
}

/** A production run must not start with the admin password that ships in this repository. */
function assertSafeForProduction(config: AppConfig): void {
  if (config.nodeEnv !== 'production') return;
  if (config.adminPassword === DEV_ADMIN_PASSWORD) {
    throw new ConfigError('ADMIN_PASSWORD', 'set to a non-default value in production', undefined);
  }
}
