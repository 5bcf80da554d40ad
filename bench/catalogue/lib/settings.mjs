// Settings of bench/catalogue, all from the environment (defaults in brackets in run.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const dist = path.resolve(here, '../../backend/dist');
export const require = createRequire(import.meta.url);

const list = (value, fallback) =>
  (value ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const settings = {
  /** Each catalogue size gets a database of its own: <prefix>_<size>. */
  databasePrefix: process.env.BENCH_DATABASE_PREFIX ?? 'postgres://postgres@127.0.0.1:5432/stockwatt_bench',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9',
  /** Three consecutive ports: bare server, API cache off, API cache on. */
  portBase: Number(process.env.BENCH_PORT ?? 3900),
  sizes: list(process.env.PRODUCTS, '10000,100000').map(Number),
  duration: Number(process.env.DURATION ?? 10),
  connections: Number(process.env.CONNECTIONS ?? 10),
  /** Comma-separated scenario names to run (all by default). */
  only: list(process.env.SCENARIOS, ''),
  /** `reuse` keeps a database already seeded at the right size (development runs). */
  reuse: process.env.BENCH_REUSE === '1',
  /** As the API reads it (the servers inherit this environment), for the plans printed. */
  searchCountCap: Number(process.env.CATALOGUE_SEARCH_COUNT_CAP ?? 100),
};

export function databaseUrl(size) {
  return `${settings.databasePrefix}_${size >= 1000 ? `${size / 1000}k` : size}`;
}
