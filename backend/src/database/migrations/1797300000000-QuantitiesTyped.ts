import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_QUERY_PLURAL_PHRASES } from './1797100000000-PluralPhrasesAndKeySpecs';

/**
 * A word of a search that says how many, as a bill of materials writes it: `4x` or `x4`, or a
 * number and an `x` on their own (`2 x us5000`, `us5000 x 2`). Not a dimension (`2 x 6mm`: figures
 * on both sides of the `x`), nor a word the catalogue has (a model named `X2`).
 */
export const QUANTITY = `
  CREATE FUNCTION search_quantity(words text[], k integer) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE STRICT AS $$
    SELECT NOT EXISTS (SELECT 1 FROM public.search_vocabulary v WHERE v.word = words[k]) AND (
      words[k] ~ '^([0-9]+x|x[0-9]+)$'
      OR (words[k] = 'x' AND (
        (coalesce(words[k - 1] ~ '^[0-9]+$', false) AND NOT coalesce(words[k + 1] ~ '^[0-9]', false))
        OR (coalesce(words[k + 1] ~ '^[0-9]+$', false) AND NOT coalesce(words[k - 1] ~ '^[0-9]', false))))
      OR (words[k] ~ '^[0-9]+$' AND (
        (words[k + 1] IS NOT DISTINCT FROM 'x' AND NOT coalesce(words[k + 2] ~ '^[0-9]', false))
        OR (words[k - 1] IS NOT DISTINCT FROM 'x' AND NOT coalesce(words[k - 2] ~ '^[0-9]', false))))
    )
  $$`;

const START = `  BEGIN
    IF n > 1 THEN
      words := ARRAY(`;
const REFERENCE = `    reference := CASE WHEN q ~ '[0-9]' AND length(search_compact(q)) >= 3 THEN search_compact(q) END;`;
for (const part of [START, REFERENCE]) if (!SEARCH_QUERY_PLURAL_PHRASES.includes(part)) throw new Error(`search_query: not found: ${part}`);

/** search_query without the quantities typed beside other words, in its words and in the reference it reads. */
export const SEARCH_QUERY_WITHOUT_QUANTITIES = SEARCH_QUERY_PLURAL_PHRASES.replace(
  START,
  () => `  BEGIN
    -- Quantities first: a stop word or a phrase of the synonyms may stand beside them.
    IF n > 1 AND EXISTS (SELECT FROM generate_subscripts(words, 1) k WHERE public.search_quantity(words, k))
      AND EXISTS (SELECT FROM generate_subscripts(words, 1) k WHERE NOT public.search_quantity(words, k)) THEN
      words := ARRAY(SELECT words[k] FROM generate_subscripts(words, 1) k WHERE NOT public.search_quantity(words, k) ORDER BY k);
      n := cardinality(words);
      -- The reference too is read from the words left (2x fh3-205 → fh3205).
      q := array_to_string(words, ' ');
    END IF;
${START.replace('  BEGIN\n', '')}`,
);

/**
 * Installers paste lines of their bills of materials: `2 x us5000` showed 61 products found by
 * « 2 x » with the reference dropped, `3 x hms-800` an AC cable, and `4x us5000`, `2x fh3-205`
 * nothing at all. A search with other words now leaves out the quantity.
 */
export class QuantitiesTyped1797300000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(QUANTITY);
    await q.query(SEARCH_QUERY_WITHOUT_QUANTITIES);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_QUERY_PLURAL_PHRASES);
    await q.query(`DROP FUNCTION search_quantity(text[], integer)`);
  }
}
