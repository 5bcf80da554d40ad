// bench/catalogue: 10,000 products in a database of their own, then 10 connections for 10 s
// on the first catalogue page, a text search and a brand filter, against
//   1. the API as it runs in production (answers cached for 30 s),
//   2. the API with its cache off (every request reaches PostgreSQL),
//   3. a bare node:http + pg server answering the same first page (the yardstick).
// Usage: npm run build -w backend && node bench/catalogue/run.mjs   (DURATION=10 CONNECTIONS=10)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../backend/dist');
const autocannon = require('autocannon');
const { Client } = require('pg');
const { categoryOfType, sortGroupOf, PRODUCT_TYPES } = require(`${dist}/products/catalogue-rules.js`);

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stockwatt_bench';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const PRODUCTS = Number(process.env.PRODUCTS ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

async function seed() {
  await run('node', [`${dist}/database/seed/run-seed.js`, '--fresh'], { DATABASE_URL, LOG_LEVEL: 'warn' });
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  const { rows } = await db.query('SELECT count(*)::int AS n FROM products');
  const brands = Array.from({ length: 40 }, (_, i) => `Marque${String(i + 1).padStart(2, '0')}`);
  const words = ['Batterie', 'Module', 'Onduleur', 'Panneau', 'Câble', 'Support', 'Contrôleur', 'Passerelle', 'Kit', 'Coffret'];
  const columns = { name: [], reference: [], brand: [], type: [], category: [], sort_group: [], price: [], discounted: [], stock: [], best: [], rating: [] };
  for (let i = rows[0].n; i < PRODUCTS; i++) {
    const type = PRODUCT_TYPES[i % PRODUCT_TYPES.length];
    const product = {
      name: `${words[i % words.length]} ${type} série ${i % 97} modèle ${i}`,
      reference: `BENCH-${i}`,
      brand: brands[i % brands.length],
      type,
      is_best_seller: i % 50 === 0,
    };
    const price = 20 + ((i * 7919) % 500000) / 100;
    columns.name.push(product.name);
    columns.reference.push(product.reference);
    columns.brand.push(product.brand);
    columns.type.push(type);
    columns.category.push(categoryOfType(type));
    columns.sort_group.push(sortGroupOf(product));
    columns.price.push(price);
    columns.discounted.push(i % 4 === 0 ? Math.round(price * 85) / 100 : null);
    columns.stock.push(i % 13);
    columns.best.push(product.is_best_seller);
    columns.rating.push((i % 50) / 10);
  }
  await db.query(
    `INSERT INTO products (name, reference, brand, type, category, sort_group, price_public, price_discounted,
       stock_quantity, is_best_seller, rating, status, description)
     SELECT *, 'publié', '<p>Produit de test de charge.</p>' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[],
       $5::text[], $6::int[], $7::numeric[], $8::numeric[], $9::int[], $10::bool[], $11::numeric[])`,
    Object.values(columns),
  );
  await db.query('ANALYZE products');
  const explain = async (term) =>
    (
      await db.query(
        `EXPLAIN (ANALYZE, COSTS OFF) SELECT count(*) FROM products WHERE status = 'publié'
           AND search_text LIKE f_unaccent(lower($1))`,
        [`%${term}%`],
      )
    ).rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n');
  const plans = `count for "bench-42" (selective):\n${await explain('bench-42')}\ncount for "batterie lithium" (7 % of rows):\n${await explain('batterie lithium')}`;
  const total = (await db.query('SELECT count(*)::int AS n FROM products')).rows[0].n;
  await db.end();
  return { total, plan: plans };
}

function start(script, env, ready) {
  const child = spawn('node', [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const poll = setInterval(async () => {
      try {
        const res = await fetch(ready);
        if (res.ok) {
          clearInterval(poll);
          resolve(child);
        }
      } catch {
        /* not up yet */
      }
    }, 200);
    child.on('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`${script} exited ${code}`));
    });
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function measure(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const non2xx = result.non2xx + result.errors;
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: non2xx };
}

const SCENARIOS = {
  'first page': '/api/products',
  'text search': '/api/products?q=batterie%20lithium',
  'brand filter': '/api/products?brand=Marque07',
};

async function main() {
  console.log(`seeding ${PRODUCTS} products into ${DATABASE_URL} …`);
  const { total, plan } = await seed();
  console.log(`${total} products. Plans of the text search:\n${plan}\n`);

  const rows = [];
  const api = { DATABASE_URL, REDIS_URL, LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: 'bench', ADMIN_PASSWORD: 'bench-only-password' };
  for (const [label, cacheTtl, port] of [['API (cache 30 s)', '30000', 3901], ['API (cache off)', '0', 3902]]) {
    const server = await start(`${dist}/main.js`, { ...api, PORT: String(port), CATALOGUE_CACHE_TTL_MS: cacheTtl }, `http://127.0.0.1:${port}/api/health`);
    for (const [scenario, url] of Object.entries(SCENARIOS)) {
      rows.push({ server: label, scenario, ...(await measure(`http://127.0.0.1:${port}${url}`)) });
    }
    await stop(server);
  }
  const baseline = await start(path.join(here, 'baseline-server.mjs'), { DATABASE_URL, PORT: '3903' }, 'http://127.0.0.1:3903/');
  rows.push({ server: 'bare node:http + pg', scenario: 'first page', ...(await measure('http://127.0.0.1:3903/')) });
  await stop(baseline);

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${total} products`);
  console.table(rows.map((r) => ({ server: r.server, scenario: r.scenario, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors })));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
