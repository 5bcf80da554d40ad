/** Test settings; each can be overridden so parallel runs use their own database and Redis db. */
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stockwatt_test';
process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.NODE_ENV = 'test';
// Apps in one jest process would all take the metrics port: off, but where a suite scrapes (metrics.e2e-spec.ts).
process.env.METRICS_PORT = process.env.TEST_METRICS_PORT ?? '0';
// Suites send thousands of requests, and sign in hundreds of times, from one address: the limits
// themselves are tried in rate-limit.e2e-spec.ts and sign-in-abuse.e2e-spec.ts.
process.env.RATE_LIMIT_PER_MINUTE = process.env.TEST_RATE_LIMIT_PER_MINUTE ?? '1000000';
process.env.AUTH_IP_THROTTLE_LIMIT = '1000000';
process.env.ADMIN_EMAIL = 'admin@stockwatt.fr';
process.env.ADMIN_PASSWORD = 'Stockwatt-Admin-2026';
process.env.UPLOADS_DIR = process.env.TEST_UPLOADS_DIR ?? '/tmp/stockwatt-test-uploads';
