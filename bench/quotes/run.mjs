// bench/quotes: POST /api/quotes under load with the form service on loopback.
// Starts the built API (backend/dist) on a database of its own and a Redis db of its own,
// a fake form service in this process, then autocannon for DURATION s on CONNECTIONS
// connections. Prints accepted quotes/s, the delivery lag (quote stored → form service
// received it) p50/p99, and checks every accepted quote reached the form service exactly once.
// Usage: npm run build -w backend && node bench/quotes/run.mjs
//        (DURATION=10 CONNECTIONS=20 BENCH_DATABASE_URL=… BENCH_REDIS_URL=… PORT=3917;
//         BENCH_INTAKE_ONLY=1 measures the intake alone, BENCH_NODE_ARGS=--cpu-prof profiles the API)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../backend/dist');
const autocannon = require('autocannon');
const { Client } = require('pg');
const Redis = require('ioredis');
const { DataSource } = require('typeorm');
const { ensureDatabase } = require(`${dist}/database/ensure-database.js`);
const { dataSourceOptions } = require(`${dist}/database/data-source.js`);

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stockwatt_bench_quotes';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/8';
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const PORT = Number(process.env.PORT ?? 3917);
const API = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The fake form service: counts deliveries per quote (Idempotency-Key: the quote's delivery_id). */
function formService() {
  const received = new Map(); // delivery id → [times]
  let requests = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      requests += 1;
      const id = req.headers['idempotency-key'] ?? '';
      if (!received.has(id)) received.set(id, []);
      received.get(id).push(Date.now());
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"ok":true}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, received, url: `http://127.0.0.1:${server.address().port}/f/quote`, requests: () => requests }),
    ),
  );
}

async function freshDatabase() {
  await ensureDatabase(DATABASE_URL, { recreate: true });
  const ds = await new DataSource(dataSourceOptions(DATABASE_URL)).initialize();
  await ds.runMigrations({ transaction: 'each' });
  await ds.destroy();
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  redis.disconnect();
}

async function startApi(formUrl) {
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean); // e.g. --cpu-prof
  const child = spawn('node', [...nodeArgs, `${dist}/main.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      DATABASE_URL,
      REDIS_URL,
      FORM_SERVICE_URL: process.env.BENCH_INTAKE_ONLY ? '' : formUrl, // intake only: stored as `stocké`, no queue
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      QUOTES_RATE_LIMIT: '1000000000',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '20',
      QUOTE_WORKER_CONCURRENCY: process.env.QUOTE_WORKER_CONCURRENCY ?? '20',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${API}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  child.kill();
  throw new Error('API did not start');
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  await freshDatabase();
  const forms = await formService();
  const api = await startApi(forms.url);
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    let n = 0;
    const body = (tag) =>
      JSON.stringify({
        clientType: 'entreprise',
        name: 'Claire Martin',
        company: 'Solaire Atlantique SARL',
        email: `bench-${tag}@example.fr`,
        phone: '+33 6 12 34 56 78',
        productReference: 'FH3-102',
        subject: 'Demande de devis pour FH3-102',
        message: 'Bonjour, pourriez-vous me faire un devis pour 3 batteries Force H3 ?',
        items: [{ productId: 6, reference: 'FH3-102', name: 'Force H3 10.2kWh', quantity: 3, unitPrice: 3047.79 }],
      });
    const cpuBefore = cpuSeconds(api.pid);
    const result = await autocannon({
      url: `${API}/api/quotes`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, body: body(n++) }) }],
    });
    const accepted = result['2xx'];
    const apiCpu = cpuSeconds(api.pid) - cpuBefore;
    await sleep(500); // requests in flight at the deadline
    const { rows: stored } = await db.query('SELECT count(*)::int AS n FROM quotes');
    console.log(
      `load: ${DURATION} s, ${CONNECTIONS} connections → ${accepted} accepted (202), ${result.non2xx} refused, ${result.errors} errors`,
    );
    console.log(`machine: ${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} (other work shares the CPU)`);
    console.log(
      `API process CPU during the load: ${apiCpu.toFixed(1)} s for ${stored[0].n} quotes taken in and delivered → ${((apiCpu * 1000) / stored[0].n).toFixed(2)} ms per quote`,
    );
    console.log(
      `accepted: ${(accepted / DURATION).toFixed(0)} quotes/s; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; stored ${stored[0].n}`,
    );

    if (process.env.BENCH_INTAKE_ONLY) return; // nothing is delivered in this mode
    const drainStart = Date.now();
    let pending = -1;
    for (;;) {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM quotes WHERE status <> 'transmis'`);
      pending = rows[0].n;
      if (pending === 0 || Date.now() - drainStart > 120_000) break;
      await sleep(200);
    }
    console.log(`drain after load: ${((Date.now() - drainStart) / 1000).toFixed(1)} s, ${pending} quote(s) not transmis`);

    const { rows: quotes } = await db.query('SELECT delivery_id AS id, extract(epoch FROM created_at) * 1000 AS created FROM quotes');
    const lags = [];
    let missing = 0;
    let duplicated = 0;
    for (const q of quotes) {
      const times = forms.received.get(q.id) ?? [];
      if (times.length === 0) missing += 1;
      if (times.length > 1) duplicated += 1;
      if (times.length) lags.push(times[0] - Number(q.created));
    }
    const known = new Set(quotes.map((q) => q.id));
    const unknown = [...forms.received.keys()].filter((id) => !known.has(id)).length;
    lags.sort((a, b) => a - b);
    console.log(
      `delivery lag: p50 ${percentile(lags, 50).toFixed(0)} ms, p99 ${percentile(lags, 99).toFixed(0)} ms, max ${lags.at(-1).toFixed(0)} ms`,
    );
    // autocannon stops counting at the deadline: up to CONNECTIONS requests still in flight are stored too.
    const exactlyOnce =
      missing === 0 && duplicated === 0 && unknown === 0 && quotes.length >= accepted && quotes.length <= accepted + CONNECTIONS;
    console.log(
      `form service: ${forms.requests()} requests for ${quotes.length} quotes — missing ${missing}, duplicated ${duplicated}, unknown ${unknown} → ${exactlyOnce ? 'every accepted quote delivered exactly once' : 'MISMATCH'}`,
    );
    process.exitCode = exactlyOnce ? 0 : 1;
  } finally {
    await db.end();
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    forms.server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
