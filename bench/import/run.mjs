// bench/import: the catalogue CSV import at 5,000 rows, beside a yardstick measured in the same run.
// Needs the stack running with the default per-IP limit raised (RATE_LIMIT_PER_MINUTE=100000000 npm start, or node backend/dist/main.js) and the admin account.
// Usage: BASE_URL=http://127.0.0.1:3000 ROWS=5000 node bench/import/run.mjs
// Prints the time of: the yardstick (GET /api/admin/products, one page), the dry run of ROWS new
// products, the real run creating them, a dry run and a real run updating every price, and the
// load average. The products it creates carry the reference prefix BENCH-IMP-<run> (drafts).
import { loadavg } from 'node:os';

const BASE = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const ROWS = Number(process.env.ROWS ?? 5000);
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@stockwatt.fr', password: process.env.ADMIN_PASSWORD ?? 'Stockwatt-Admin-2026' };

const login = await fetch(`${BASE}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(ADMIN),
});
if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
const auth = { Authorization: `Bearer ${(await login.json()).accessToken}` };

const run = Date.now().toString(36);
const csv = (price) =>
  [
    'reference;name;brand;type;status;price_public;stock_quantity;description;specifications',
    ...Array.from(
      { length: ROWS },
      (_, i) =>
        `BENCH-IMP-${run}-${i};Batterie de banc ${i};Pylontech;Batterie Lithium;brouillon;${price + i},50;${i % 40};"<p>Ligne <strong>${i}</strong></p>";"{""Tension"":""48 V""}"`,
    ),
  ].join('\r\n');

async function timed(label, fn) {
  const start = performance.now();
  const detail = await fn();
  console.log(`${label.padEnd(44)} ${(performance.now() - start).toFixed(0).padStart(6)} ms  ${detail}`);
}

async function importCsv(text, dryRun) {
  const body = new FormData();
  body.append('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');
  const res = await fetch(`${BASE}/api/admin/products/import${dryRun ? '?dryRun=true' : ''}`, { method: 'POST', headers: auth, body });
  if (!res.ok) throw new Error(`import: ${res.status} ${(await res.text()).slice(0, 300)}`);
  const r = await res.json();
  return `created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}, errors ${r.errors}`;
}

console.log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const yardstick = async () => {
  const res = await fetch(`${BASE}/api/admin/products?range=[0,24]`, { headers: auth });
  await res.arrayBuffer();
  return `status ${res.status}`;
};
await timed('yardstick: admin product list (25)', yardstick);
const first = csv(1000);
console.log(`file: ${ROWS} rows, ${(Buffer.byteLength(first) / 1024).toFixed(0)} kB`);
await timed(`dry run, ${ROWS} new products`, () => importCsv(first, true));
await timed(`real run, ${ROWS} creations + history`, () => importCsv(first, false));
const second = csv(2000);
await timed(`dry run, ${ROWS} price updates`, () => importCsv(second, true));
await timed(`real run, ${ROWS} updates + history`, () => importCsv(second, false));
await timed('yardstick again', yardstick);
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
