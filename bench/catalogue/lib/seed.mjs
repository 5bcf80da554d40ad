// A catalogue of N products: the shop's own seed, then bench products in set-based inserts
// (generate_series, 10,000 rows per statement, a progress line each).
import { spawn } from 'node:child_process';
import { dist, require } from './settings.mjs';

const { Client } = require('pg');
const { categoryOfType, sortGroupOf, PRODUCT_TYPES } = require('@stockwatt/shared');

const CHUNK = 10_000;
const WORDS = ['Batterie', 'Module', 'Onduleur', 'Panneau', 'Câble', 'Support', 'Contrôleur', 'Passerelle', 'Kit', 'Coffret'];

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}`))));
  });
}

/**
 * Product i is word i % 10, type i % 15, brand i % 40, best seller when i % 50 = 0. Category and
 * sort group come from the shop's rules (catalogue-rules), computed once per variant here.
 */
function variants() {
  const rows = { word: [], type: [], category: [], sortGroup: [] };
  for (const word of WORDS) {
    for (const type of PRODUCT_TYPES) {
      for (const best of [false, true]) {
        const name = `${word} ${type} série 0 modèle 0`;
        rows.word.push(word);
        rows.type.push(type);
        rows.category.push(categoryOfType(type));
        rows.sortGroup.push(sortGroupOf({ name, type, reference: 'BENCH-0', is_best_seller: best }));
      }
    }
  }
  return rows;
}

const INSERT = `
  WITH v AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) WITH ORDINALITY AS v(word, type, category, sort_group, k))
  INSERT INTO products (name, reference, brand, type, category, sort_group, price_public, price_discounted,
    stock_quantity, is_best_seller, rating, status, description, summary)
  SELECT v.word || ' ' || v.type || ' série ' || i % 97 || ' modèle ' || i, 'BENCH-' || i,
    'Marque' || lpad((i % 40 + 1)::text, 2, '0'), v.type, v.category, v.sort_group, price,
    CASE WHEN i % 4 = 0 THEN round(price * 0.85, 2) END, i % 13, i % 50 = 0, (i % 50) / 10.0, 'publié',
    '<p>Produit de test de charge.</p>', 'Produit de test de charge.'
  FROM generate_series($5::int, $6::int) AS i
  CROSS JOIN LATERAL (SELECT 20 + (i::bigint * 7919 % 500000) / 100.0 AS price) AS p
  JOIN v ON v.k = (i % 10) * 30 + (i % 15) * 2 + (i % 50 = 0)::int + 1
  ORDER BY i`; // heap in product order, as a catalogue grows: the join alone would cluster rows by variant

async function connect(url) {
  const db = new Client({ connectionString: url });
  await db.connect();
  return db;
}

const countProducts = async (db) => (await db.query('SELECT count(*)::int AS n FROM products')).rows[0].n;

/** Adds bench products until the catalogue holds `size`. */
async function insertProducts(db, size) {
  const start = Date.now();
  const v = variants();
  let count = await countProducts(db);
  while (count < size) {
    const last = Math.min(size, count + CHUNK) - 1;
    await db.query(INSERT, [v.word, v.type, v.category, v.sortGroup, count, last]);
    count = last + 1;
    console.log(
      `  seeded ${count.toLocaleString('en')} / ${size.toLocaleString('en')} products (${((Date.now() - start) / 1000).toFixed(1)} s)`,
    );
  }
}

/**
 * A migrated database holding `size` products, ready to read (the caller closes the client).
 * With `reuse`, a database already at that size is kept (the shop's seed still migrates it).
 */
export async function seedCatalogue(url, size, { reuse = false } = {}) {
  const seed = (fresh) =>
    run('node', [`${dist}/database/seed/run-seed.js`, ...(fresh ? ['--fresh'] : [])], { DATABASE_URL: url, LOG_LEVEL: 'warn' });
  await seed(!reuse);
  let db = await connect(url);
  if (reuse && (await countProducts(db)) > size) {
    await db.end();
    await seed(true);
    db = await connect(url);
  }
  await insertProducts(db, size);
  // The yardstick's own indexes, the ones its queries had before the catalogue got its listing
  // table: the page walks the first, count(*) is an index-only scan of the second.
  await db.query(`CREATE INDEX IF NOT EXISTS bare_page_idx ON products (sort_group, name, id) WHERE status = 'publié'`);
  await db.query(`CREATE INDEX IF NOT EXISTS bare_count_idx ON products (sort_group, effective_price, id) WHERE status = 'publié'`);
  // Visibility map and statistics, as autovacuum leaves a catalogue that has settled.
  await db.query('VACUUM ANALYZE');
  return db;
}
