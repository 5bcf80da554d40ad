// A catalogue of N products: the shop's own seed, then bench products in set-based inserts
// (generate_series, 10,000 rows per statement, a progress line each).
import { spawn } from 'node:child_process';
import { dist, require } from './settings.mjs';

const { Client } = require('pg');
const { categoryOfType, sortGroupOf, PRODUCT_TYPES } = require(`${dist}/products/catalogue-rules.js`);

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
    stock_quantity, is_best_seller, rating, status, description)
  SELECT v.word || ' ' || v.type || ' série ' || i % 97 || ' modèle ' || i, 'BENCH-' || i,
    'Marque' || lpad((i % 40 + 1)::text, 2, '0'), v.type, v.category, v.sort_group, price,
    CASE WHEN i % 4 = 0 THEN round(price * 0.85, 2) END, i % 13, i % 50 = 0, (i % 50) / 10.0, 'publié',
    '<p>Produit de test de charge.</p>'
  FROM generate_series($5::int, $6::int) AS i
  CROSS JOIN LATERAL (SELECT 20 + (i::bigint * 7919 % 500000) / 100.0 AS price) AS p
  JOIN v ON v.k = (i % 10) * 30 + (i % 15) * 2 + (i % 50 = 0)::int + 1`;

export async function seedCatalogue(url, size, { reuse = false } = {}) {
  const db = new Client({ connectionString: url });
  if (reuse) {
    try {
      await db.connect();
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM products`);
      if (rows[0].n === size) return db;
      await db.end();
    } catch {
      /* not there yet: seed it */
    }
  }
  await run('node', [`${dist}/database/seed/run-seed.js`, '--fresh'], { DATABASE_URL: url, LOG_LEVEL: 'warn' });
  const seeded = new Client({ connectionString: url });
  await seeded.connect();
  const start = Date.now();
  const v = variants();
  let count = (await seeded.query('SELECT count(*)::int AS n FROM products')).rows[0].n;
  while (count < size) {
    const last = Math.min(size, count + CHUNK) - 1;
    await seeded.query(INSERT, [v.word, v.type, v.category, v.sortGroup, count, last]);
    count = last + 1;
    console.log(`  seeded ${count.toLocaleString('en')} / ${size.toLocaleString('en')} products (${((Date.now() - start) / 1000).toFixed(1)} s)`);
  }
  // The yardstick's own index: what a bare implementation would create for its page query.
  await seeded.query(`CREATE INDEX IF NOT EXISTS bare_page_idx ON products (sort_group, name, id) WHERE status = 'publié'`);
  // Visibility map and statistics, as autovacuum leaves a catalogue that has settled.
  await seeded.query('VACUUM ANALYZE');
  return seeded;
}
