// bench/soak: mixed traffic against the built API for a bounded time, on loopback only.
// Starts the API (backend/dist) on a fresh database and Redis db of its own, a fake form service,
// then sends RATE requests/s for DURATION s: catalogue pages and searches, product pages,
// quotes, sign-ins and admin lists. Prints the API's RSS, heap and event-loop delay (from a
// probe inside the API process) at the start, every minute and at the end, the non-2xx answers
// by route, and the RSS growth from the first minute to the end (should stay under 10 %).
// Usage: npm run build && node bench/soak/run.mjs
//        (SOAK_RATE=200 SOAK_DURATION_S=600 SOAK_PORT=3930 SOAK_DATABASE_URL=… SOAK_REDIS_URL=…)
import { spawn } from 'node:child_process';
import { createServer, Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const bounded = (value, fallback, max) => Math.min(Math.max(Number(value ?? fallback) || fallback, 1), max);
const RATE = bounded(process.env.SOAK_RATE, 200, 2000);
const DURATION_S = bounded(process.env.SOAK_DURATION_S, 600, 3600);
const PORT = Number(process.env.SOAK_PORT ?? 3930);
const DATABASE_URL = process.env.SOAK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stockwatt_bench_soak';
const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const ADMIN = { email: 'admin@stockwatt.fr', password: 'Stockwatt-Admin-2026' };
const MB = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function call(method, url, { body, headers = {} } = {}) {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: url,
        method,
        agent,
        timeout: 30_000,
        headers: { ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) =>
      resolve({ status: error.message === 'timeout' ? 'timeout' : (error.code ?? 'error'), body: '', ms: performance.now() - started }),
    );
    req.end(payload);
  });
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`))));
  });
}

function formService() {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/forms`, received: () => received }),
    ),
  );
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
const searches = ['pylontech', 'batterie', 'onduleur', 'force h3', 'câble', 'bms', 'deye', 'victron', 'us2000', 'xyz-introuvable'];
const CATALOGUE_SORTS = ['name', 'price_asc', 'price_desc', 'rating'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The mix: [weight, route name, request]. */
function traffic(state) {
  const admin = () => ({ Authorization: `Bearer ${state.adminToken}` });
  return [
    [
      30,
      'GET /api/products (page)',
      () => call('GET', `/api/products?page=${1 + Math.floor(Math.random() * 7)}&sort=${pick(CATALOGUE_SORTS)}`),
    ],
    [20, 'GET /api/products (search)', () => call('GET', `/api/products?search=${encodeURIComponent(pick(searches))}`)],
    [25, 'GET /api/products/:id', () => call('GET', `/api/products/${pick(state.productIds)}`)],
    [5, 'GET /api/products/:id/reviews', () => call('GET', `/api/products/${pick(state.productIds)}/reviews`)],
    [
      6,
      'POST /api/quotes',
      () =>
        call('POST', '/api/quotes', {
          headers: { 'X-Forwarded-For': nextIp() },
          body: {
            clientType: 'particulier',
            name: 'Soak Test',
            email: `soak-${ipCounter}@example.fr`,
            phone: '0612345678',
            subject: 'Devis soak',
            message: 'Bonjour, un devis svp.',
          },
        }),
    ],
    [2, 'POST /api/auth/login', () => call('POST', '/api/auth/login', { headers: { 'X-Forwarded-For': nextIp() }, body: state.signIn })],
    [
      6,
      'GET /api/admin/products',
      () =>
        call(
          'GET',
          `/api/admin/products?range=[0,24]&sort=["id","DESC"]&filter=${encodeURIComponent(JSON.stringify({ q: pick(searches) }))}`,
          { headers: admin() },
        ),
    ],
    [4, 'GET /api/admin/quotes', () => call('GET', '/api/admin/quotes?range=[0,24]&sort=["created_at","DESC"]', { headers: admin() })],
    [2, 'GET /api/health', () => call('GET', '/api/health')],
  ];
}

async function main() {
  console.log(`soak: ${RATE} req/s for ${DURATION_S} s against 127.0.0.1:${PORT} (${cpus().length} CPUs, load average ${load()})`);
  await run('node', ['backend/dist/database/seed/run-seed.js', '--fresh'], { DATABASE_URL, LOG_LEVEL: 'warn' });
  const forms = await formService();
  const api = spawn('node', ['backend/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_OPTIONS: `--require ${path.join(here, 'probe.cjs')}`,
      PORT: String(PORT),
      DATABASE_URL,
      REDIS_URL,
      FORM_SERVICE_URL: forms.url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      QUOTES_RATE_LIMIT: '1000000',
      RATE_LIMIT_PER_MINUTE: '100000000',
      AUTH_IP_THROTTLE_LIMIT: '1000000',
      AUTH_THROTTLE_LIMIT: '1000000',
      REVIEWS_RATE_LIMIT: '1000000',
      SOAK_PROBE_MS: '10000',
    },
  });
  const samples = [];
  api.on('message', (m) => samples.push({ at: Date.now(), ...m }));
  try {
    for (let i = 0; ; i += 1) {
      if ((await call('GET', '/api/health')).status === 200) break;
      if (i > 240) throw new Error('the API did not come up');
      await sleep(500);
    }
    // Sign-ins use the admin account: a new account would wait for its confirmation mail.
    const state = { signIn: ADMIN };
    state.adminToken = JSON.parse(
      (await call('POST', '/api/auth/login', { body: ADMIN, headers: { 'X-Forwarded-For': nextIp() } })).body,
    ).accessToken;
    state.productIds = JSON.parse((await call('GET', '/api/products?page=1')).body).items.map((p) => p.id);
    const mix = traffic(state);
    const weights = mix.reduce((sum, [w]) => sum + w, 0);
    const byRoute = new Map(mix.map(([, name]) => [name, { total: 0, non2xx: new Map(), ms: [] }]));
    const choose = () => {
      let r = Math.random() * weights;
      for (const entry of mix) if ((r -= entry[0]) < 0) return entry;
      return mix[0];
    };

    let inFlight = 0;
    let skipped = 0;
    const report = (label) => {
      const last = samples.at(-1);
      const sent = [...byRoute.values()].reduce((s, r) => s + r.total, 0);
      console.log(
        `${label.padEnd(9)} RSS ${MB(last?.rss ?? 0)}, heap ${MB(last?.heapUsed ?? 0)} of ${MB(last?.heapTotal ?? 0)}, event-loop delay p50 ${last?.delayP50.toFixed(1)} ms p99 ${last?.delayP99.toFixed(1)} ms max ${last?.delayMax.toFixed(0)} ms; ${sent} requests, ${inFlight} in flight, load ${load()}`,
      );
    };
    while (!samples.length) await sleep(200);
    report('start');
    const startRss = samples.at(-1).rss;
    const started = Date.now();
    const tickMs = 50;
    let sentOrSkipped = 0;
    let nextMinute = started + 60_000;
    let firstMinuteRss;
    while (Date.now() - started < DURATION_S * 1000) {
      // Paced on the clock, not on the timer: a late tick sends what it owes.
      const owed = Math.floor(((Date.now() - started) / 1000) * RATE) - sentOrSkipped;
      for (let i = 0; i < owed; i += 1) {
        sentOrSkipped += 1;
        if (inFlight > 2 * RATE) {
          skipped += 1; // bounded: never more than two seconds of requests waiting
          continue;
        }
        const [, name, send] = choose();
        const stats = byRoute.get(name);
        inFlight += 1;
        void send().then((res) => {
          inFlight -= 1;
          stats.total += 1;
          stats.ms.push(res.ms);
          if (!(typeof res.status === 'number' && res.status >= 200 && res.status < 300))
            stats.non2xx.set(res.status, (stats.non2xx.get(res.status) ?? 0) + 1);
        });
      }
      await sleep(tickMs);
      if (Date.now() >= nextMinute) {
        report(`${Math.round((Date.now() - started) / 60_000)} min`);
        firstMinuteRss ??= samples.at(-1).rss;
        nextMinute += 60_000;
      }
    }
    while (inFlight > 0) await sleep(50);
    const endAt = Date.now();
    while (!samples.some((s) => s.at > endAt)) await sleep(200);
    report('end');
    const endRss = samples.at(-1).rss;
    const elapsed = (endAt - started) / 1000;
    const total = [...byRoute.values()].reduce((s, r) => s + r.total, 0);
    console.log(
      `\n${total} requests in ${elapsed.toFixed(0)} s = ${(total / elapsed).toFixed(1)} req/s (target ${RATE}); ${skipped} not sent (over two seconds in flight)`,
    );
    console.log('route'.padEnd(32), 'requests'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), '  non-2xx');
    for (const [name, r] of byRoute) {
      const sorted = r.ms.sort((a, b) => a - b);
      const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(0) : '-');
      const bad = [...r.non2xx].map(([status, n]) => `${status}×${n}`).join(' ') || '0';
      console.log(name.padEnd(32), String(r.total).padStart(9), at(50).padStart(8), at(99).padStart(8), `  ${bad}`);
    }
    const base = firstMinuteRss ?? startRss;
    const growth = ((endRss - base) / base) * 100;
    console.log(`\nquotes delivered to the form service: ${forms.received()}`);
    console.log(
      `RSS: ${MB(startRss)} before the load, ${MB(base)} after the first minute, ${MB(endRss)} at the end → growth ${growth.toFixed(1)} % since the first minute (${growth < 10 ? 'under' : 'OVER'} 10 %)`,
    );
    console.log(
      `heap samples (MB): ${samples
        .filter((_, i) => i % 6 === 0)
        .map((s) => (s.heapUsed / 1024 / 1024).toFixed(0))
        .join(' ')}`,
    );
    process.exitCode = growth < 10 ? 0 : 1;
  } finally {
    api.kill('SIGTERM');
    forms.server.close();
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
