import Redis from 'ioredis';

/**
 * Run before the test server starts (playwright.config.ts): the suite's Redis database starts
 * empty, as its PostgreSQL database does. What a run leaves there would meet the next run on the
 * same machine: wrong passwords are counted for 24 hours (sign-in delays, so the login test's
 * wrong password, tried once per run, locks its address after a few runs), mail jobs stay queued.
 */
const url = process.env.REDIS_URL;
// Never the default database (a developer's shop): only the one the suite's server is given.
if (!url) throw new Error('empty-redis: REDIS_URL is not set');
const redis = new Redis(url, { maxRetriesPerRequest: 1 });
await redis.flushdb();
await redis.quit();
