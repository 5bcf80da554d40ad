// bench/partner: the partner API under load, beside a public catalogue read measured in the same run.
// Needs the stack running with the default per-IP limit raised (RATE_LIMIT_PER_MINUTE=100000000 npm start, or node backend/dist/main.js) and the admin account.
// Usage: BASE_URL=http://127.0.0.1:3000 DURATION=5 CONNECTIONS=10 node bench/partner/run.mjs
// Prints, per scenario: requests/s, latency p50/p99, bytes per answer; and the load average.
//  - yardstick: GET /api/products/references (public, catalogue cache, no key)
//  - partner page: GET /api/partner/v1/products?limit=50 (key lookup + use count in PostgreSQL,
//    per-key limit in Redis, one page by id)
//  - partner product: GET /api/partner/v1/products/{reference}
//  - revalidation: the partner page again with If-None-Match → 304 (what a syncing client pays when nothing changed)
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const BASE = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@stockwatt.fr', password: process.env.ADMIN_PASSWORD ?? 'Stockwatt-Admin-2026' };

async function json(path, init = {}) {
  const res = await fetch(`${BASE}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return { body: await res.json(), headers: res.headers };
}

function run(title, path, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: DURATION, headers }, (err, r) => {
      if (err) return reject(err);
      const answers = r.requests.total || 1;
      const statuses = Object.entries(r.statusCodeStats ?? {})
        .map(([code, s]) => `${code}×${s.count}`)
        .join(' ');
      console.log(
        `${title.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${(r.throughput.total / answers).toFixed(0).padStart(6)} B/answer   ${statuses}`,
      );
      resolve(r);
    });
  });
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`partner API bench on ${BASE}: ${CONNECTIONS} connections, ${DURATION} s per scenario; load average before: ${load()}`);
const { body: login } = await json('/api/auth/login', { method: 'POST', body: JSON.stringify(ADMIN) });
const auth = { Authorization: `Bearer ${login.accessToken}` };
const { body: key } = await json('/api/admin/partners', {
  method: 'POST',
  headers: auth,
  body: JSON.stringify({
    name: `bench ${new Date().toISOString()}`,
    scopes: ['catalogue:read', 'stock:read'],
    rate_limit_per_minute: 100000,
  }),
});
const partner = { 'X-Api-Key': key.secret };
const { body: page, headers } = await json('/api/partner/v1/products?limit=50', { headers: partner });
const reference = page.items[0].reference;

await run('yardstick: public references', '/api/products/references');
await run('partner page (50 products)', '/api/partner/v1/products?limit=50', partner);
await run('partner product', `/api/partner/v1/products/${encodeURIComponent(reference)}`, partner);
await run('partner page, 304', '/api/partner/v1/products?limit=50', { ...partner, 'If-None-Match': headers.get('etag') });

const { body: used } = await json(`/api/admin/partners/${key.id}`, { headers: auth });
await json(`/api/admin/partners/${key.id}/revoke`, { method: 'POST', headers: auth });
console.log(`requests counted on the key: ${used.request_count} (revoked after the run); load average after: ${load()}`);
