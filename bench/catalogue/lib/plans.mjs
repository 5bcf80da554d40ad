// EXPLAIN ANALYZE of the statements each scenario runs: the API's (built by the same code the
// API uses) and the bare server's.
import { BARE_QUERIES } from '../baseline-server.mjs';
import { dist, require } from './settings.mjs';
import { listParams } from './scenarios.mjs';

const { pageQuery, countsQuery } = require(`${dist}/products/catalogue-listing.query.js`);

async function explain(db, { text, values = [] }) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values);
  return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
}

export async function apiPlans(db, scenario) {
  const params = listParams(scenario);
  return `  page:\n${await explain(db, pageQuery(params))}\n  total and facets:\n${await explain(db, countsQuery(params))}`;
}

export async function barePlans(db) {
  return `  page:\n${await explain(db, { text: BARE_QUERIES.page })}\n  total:\n${await explain(db, { text: BARE_QUERIES.total })}`;
}
