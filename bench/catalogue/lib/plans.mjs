// EXPLAIN ANALYZE of the statements each scenario runs: the API's (built by the same code the
// API uses) and the bare server's.
import { BARE_QUERIES } from '../baseline-server.mjs';
import { dist, require, settings } from './settings.mjs';
import { listParams } from './scenarios.mjs';

const { catalogueQuery } = require(`${dist}/products/catalogue-listing.query.js`);

async function explain(db, { text, values = [] }) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values);
  return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
}

/** A prepared statement's plan as the API runs it: the generic plan (CatalogueReader's sessions). */
async function explainGeneric(db, { text, values }) {
  const literal = (value) => (typeof value === 'number' ? String(value) : db.escapeLiteral(String(value)));
  await db.query('SET plan_cache_mode = force_generic_plan');
  await db.query(`PREPARE bench_plan AS ${text}`);
  try {
    return await explain(db, { text: `EXECUTE bench_plan(${values.map(literal).join(', ')})` });
  } finally {
    await db.query('DEALLOCATE bench_plan');
    await db.query('RESET plan_cache_mode');
  }
}

/** The API answers page, total and facets with one statement. */
export async function apiPlans(db, scenario) {
  const query = catalogueQuery(listParams(scenario), settings.searchCountCap);
  return query.prepared ? explainGeneric(db, query) : explain(db, query);
}

export async function barePlans(db) {
  return `  page:\n${await explain(db, { text: BARE_QUERIES.page })}\n  total:\n${await explain(db, { text: BARE_QUERIES.total })}`;
}
