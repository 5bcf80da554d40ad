// The yardstick of issue 2: a bare node:http + pg server answering the same first catalogue
// page (12 cards, total, brand and category facets) straight from PostgreSQL, no framework.
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Pool } = require('pg');
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const PAGE = `SELECT id, name, reference, brand, type, category, image_url, price_public, price_discounted,
  stock_quantity, stock_status, rating, review_count, is_best_seller FROM products
  WHERE status = 'publié' ORDER BY sort_group, name, id LIMIT 12`;
const COUNT = `SELECT count(*)::int AS total FROM products WHERE status = 'publié'`;
const BRANDS = `SELECT brand AS value, count(*)::int AS count FROM products WHERE status = 'publié' GROUP BY brand ORDER BY brand`;
const CATEGORIES = `SELECT category AS value, count(*)::int AS count FROM products
  WHERE status = 'publié' AND category IS NOT NULL GROUP BY category ORDER BY category`;

http
  .createServer(async (_req, res) => {
    const [page, count, brands, categories] = await Promise.all([PAGE, COUNT, BRANDS, CATEGORIES].map((q) => pool.query(q)));
    const body = JSON.stringify({
      items: page.rows,
      total: count.rows[0].total,
      page: 1,
      pageSize: 12,
      facets: { brands: brands.rows, categories: categories.rows },
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'));
