// The yardstick of issue 13: a bare node:http + pg server answering the first catalogue page
// (12 cards and the total) straight from PostgreSQL, the way one would write it without a
// framework or summary tables: the page query and a count(*), in parallel.
import http from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

export const BARE_QUERIES = {
  page: `SELECT id, name, reference, brand, type, category, image_url, image_card_url, price_public, price_discounted,
    stock_quantity, stock_status, rating, review_count, is_best_seller, storage_capacity, max_output_power,
    life_cycles, lifespan_years, internet_monitoring, battery_type
    FROM products WHERE status = 'publié' ORDER BY sort_group, name, id LIMIT 12`,
  total: `SELECT count(*)::int AS total FROM products WHERE status = 'publié'`,
};

function serve() {
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  http
    .createServer(async (_req, res) => {
      const [page, count] = await Promise.all([pool.query(BARE_QUERIES.page), pool.query(BARE_QUERIES.total)]);
      const body = JSON.stringify({ items: page.rows, total: count.rows[0].total, page: 1, pageSize: 12 });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    })
    .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) serve();
