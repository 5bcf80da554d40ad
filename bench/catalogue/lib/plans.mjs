// EXPLAIN ANALYZE of the statements each scenario runs: the API's (built by the same code the
// API uses) and the bare server's.
import { BARE_QUERIES } from '../baseline-server.mjs';
import { dist, require } from './settings.mjs';
import { listParams } from './scenarios.mjs';

const { catalogueQuery } = require(`${dist}/products/catalogue-listing.query.js`);

async function explain(db, { text, values = [] }) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values);
  return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
}

/** The API answers page, total and facets with one statement. */
export async function apiPlans(db, scenario) {
  return explain(db, catalogueQuery(listParams(scenario)));
}

export async function barePlans(db) {
  return `  page:\n${await explain(db, { text: BARE_QUERIES.page })}\n  total:\n${await explain(db, { text: BARE_QUERIES.total })}`;
}
