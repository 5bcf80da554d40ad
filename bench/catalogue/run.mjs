// bench/catalogue: the public catalogue at 10,000 and 100,000 products (a database each),
// 10 connections for 10 s per scenario (first page, page 50, brand filter, category + brand,
// text search, sort by price) against
//   - the API with its cache off (every request reaches PostgreSQL: the cold path),
//   - the API as it runs in production (answers cached),
//   - a bare node:http + pg server answering the first page (12 cards + total): the yardstick,
//     measured before and after the API in the same run; ratios are to the mean of the two.
// Prints each statement's plan (for the API's prepared statements, the generic plan it runs), then req/s, p50, p99, the CPU per answer (server process and
// PostgreSQL backends) and the ratios to the bare server, with the machine's load average.
//
// Usage: npm run build -w backend && node bench/catalogue/run.mjs
// Environment: PRODUCTS (10000,100000) DURATION (10) CONNECTIONS (10) SCENARIOS (all, comma-separated)
//   BENCH_DATABASE_PREFIX (postgres://postgres@127.0.0.1:5432/stockwatt_bench; databases _10k, _100k)
//   BENCH_REDIS_URL (redis://127.0.0.1:6379/9) BENCH_PORT (3900: bare, cache off, cache on on three ports)
//   BENCH_REUSE=1 keeps a database already seeded at the right size. BENCH_WARM_UP (3000) requests
//   after each server start, before anything is measured (V8 optimises the hot paths first).
import { apiPlans, barePlans } from './lib/plans.mjs';
import { load, measureServer, warmUp } from './lib/measure.mjs';
import { apiPath, scenarios } from './lib/scenarios.mjs';
import { seedCatalogue } from './lib/seed.mjs';
import { startApi, startBare, stop } from './lib/servers.mjs';
import { databaseUrl, settings } from './lib/settings.mjs';

async function printPlans(db) {
  console.log(`plans, bare server (first page):\n${await barePlans(db)}`);
  for (const scenario of scenarios) console.log(`plans, API, ${scenario.name}:\n${await apiPlans(db, scenario)}`);
}

async function measureBare(url) {
  const bare = await startBare(url, { port: settings.portBase });
  try {
    await warmUp(bare, ['/']);
    return await measureServer(bare, '/', url);
  } finally {
    await stop(bare);
  }
}

/** Every scenario against one API process; checks the first answer's total on the way. */
async function measureApi(url, label, { port, cacheTtlMs }, expectedTotal) {
  const api = await startApi(url, { port, cacheTtlMs });
  const rows = [];
  try {
    const first = await (await fetch(`${api.url}${apiPath(scenarios[0] ?? { query: {} })}`)).json();
    if (!settings.only.length && first.total !== expectedTotal)
      throw new Error(`${label}: total ${first.total}, count(*) ${expectedTotal}`);
    await warmUp(api, scenarios.map(apiPath));
    for (const scenario of scenarios)
      rows.push({ server: label, scenario: scenario.name, ...(await measureServer(api, apiPath(scenario), url)) });
  } finally {
    await stop(api);
  }
  return rows;
}

const ms = (value) => (value === null ? '-' : value.toFixed(2));

/**
 * Ratios to the bare server (mean of its two runs): of req/s as measured, and of the CPU one
 * answer costs (server process + PostgreSQL), which is what req/s becomes on a quiet machine.
 */
function report(size, bareRuns, rows, loads) {
  const mean = (key) => bareRuns.reduce((sum, r) => sum + (r[key] ?? NaN), 0) / bareRuns.length;
  const bareRps = mean('rps');
  const bareCpu = mean('serverCpu') + mean('dbCpu');
  const line = (r) => ({
    server: r.server,
    scenario: r.scenario,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    '× bare': (r.rps / bareRps).toFixed(2),
    'CPU ms/req (node + pg)': `${ms(r.serverCpu)} + ${ms(r.dbCpu)}`,
    '× bare by CPU': r.serverCpu === null ? '-' : (bareCpu / (r.serverCpu + r.dbCpu)).toFixed(2),
    errors: r.errors,
  });
  const bare = bareRuns.map((r, i) => ({ server: `bare node:http + pg (${i ? 'after' : 'before'})`, scenario: 'first page', ...r }));
  console.log(
    `\n${size.toLocaleString('en')} products, ${settings.connections} connections, ${settings.duration} s each; load average ${loads.join(' → ')}`,
  );
  console.table([...bare, ...rows].map(line));
}

async function benchSize(size) {
  const url = databaseUrl(size);
  console.log(`\n== ${size.toLocaleString('en')} products in ${new URL(url).pathname.slice(1)} (load average ${load()})`);
  const db = await seedCatalogue(url, size, { reuse: settings.reuse });
  let expectedTotal;
  try {
    expectedTotal = (await db.query(`SELECT count(*)::int AS n FROM products WHERE status = 'publié'`)).rows[0].n;
    await printPlans(db);
  } finally {
    await db.end();
  }
  const loads = [load()];
  const bareRuns = [await measureBare(url)];
  const rows = [
    ...(await measureApi(url, 'API, cache off', { port: settings.portBase + 1, cacheTtlMs: 0 }, expectedTotal)),
    ...(await measureApi(url, 'API, cache on', { port: settings.portBase + 2, cacheTtlMs: 30_000 }, expectedTotal)),
  ];
  bareRuns.push(await measureBare(url));
  loads.push(load());
  report(size, bareRuns, rows, loads);
}

async function main() {
  for (const size of settings.sizes) await benchSize(size);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
