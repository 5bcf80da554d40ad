// EXPLAIN ANALYZE of the statements each scenario runs: the API's (built by the same code the
// API uses) and the bare server's.
import { BARE_QUERIES } from '../baseline-server.mjs';
import { dist, require, settings } from './settings.mjs';
import { listParams } from './scenarios.mjs';

const { catalogueQuery } = require(`${dist}/catalogue/catalogue-listing.query.js`);

async function explain(db, { text, values = [] }) {
  const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${text}`, values);
  return rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n');
}

/** A prepared statement's plan as the API runs it: the generic plan (CatalogueReader's sessions). */
async function explainGeneric(db, { text, values }) {
  const literal = (value) =>
    typeof value === 'number'
      ? String(value)
      : Array.isArray(value)
        ? `ARRAY[${value.map(literal).join(', ')}]`
        : db.escapeLiteral(String(value));
  await db.query('SET plan_cache_mode = force_generic_plan');
  await db.query(`PREPARE bench_plan AS ${text}`);
  try {
    return await explain(db, { text: `EXECUTE bench_plan(${values.map(literal).join(', ')})` });
  } finally {
    await db.query('DEALLOCATE bench_plan');
    await db.query('RESET plan_cache_mode');
  }
}

/** The search as the API expands it (CatalogueSearch: as typed, or with typos tolerated when that finds nothing). */
async function searchTerms(db, q) {
  const expand = async (tolerant) =>
    (await db.query('SELECT query, reference, corrected FROM search_query($1, $2)', [q, tolerant])).rows[0];
  const strict = await expand(false);
  const { rows } = await db.query('SELECT EXISTS (SELECT FROM catalogue_listing WHERE full_doc @@ $1::tsquery) AS found', [strict.query]);
  const terms = rows[0].found ? strict : await expand(true);
  return { tsquery: terms.query, reference: terms.reference, corrected: terms.corrected };
}

/** The API answers page, total and facets with one statement (after search_query for a search). */
export async function apiPlans(db, scenario) {
  const params = listParams(scenario);
  if (!params) return '    (not the catalogue statement)';
  const query = catalogueQuery(params, settings.searchCountCap, params.q ? await searchTerms(db, params.q) : null);
  return query.prepared ? explainGeneric(db, query) : explain(db, query);
}

export async function barePlans(db) {
  return `  page:\n${await explain(db, { text: BARE_QUERIES.page })}\n  total:\n${await explain(db, { text: BARE_QUERIES.total })}`;
}
