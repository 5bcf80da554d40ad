import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_FUNCTIONS } from './1795800000000-CatalogueSearch';

/** The functions the search functions (CatalogueSearch) call by their bare name. */
const CALLED = [
  'f_unaccent',
  'search_normalize',
  'search_tokens',
  'search_compact',
  'search_token_lexemes',
  'search_head_texts',
  'search_spec_values',
];

const replaceable = (sql: string) => sql.replace(/CREATE FUNCTION /g, 'CREATE OR REPLACE FUNCTION ');

/** Every call of one search function from another written `public.<name>(`. */
export function qualifiedSearchFunctions(sql: string): string {
  return CALLED.reduce((out, name) => out.replace(new RegExp(`(?<![\\w.]|FUNCTION )${name}\\(`, 'g'), `public.${name}(`), replaceable(sql));
}

/** One function's definition in a migration's SQL, as a statement that replaces it (later migrations change one at a time). */
export function searchFunctionIn(sql: string, name: string): string {
  const start = sql.search(new RegExp(`CREATE (OR REPLACE )?FUNCTION ${name}\\(`));
  const end = start < 0 ? -1 : sql.indexOf('$$;', sql.indexOf('$$', start) + 2);
  if (end < 0) throw new Error(`search function ${name} not found`);
  return replaceable(sql.slice(start, end + 3));
}

/** One function of SEARCH_FUNCTIONS as CatalogueSearch made it, schema-qualified: what a later migration that replaces it puts back. */
export const originalSearchFunction = (name: string): string => searchFunctionIn(qualifiedSearchFunctions(SEARCH_FUNCTIONS), name);

/**
 * A dump restores (scripts/restore.sh). pg_restore runs with an empty search_path, as pg_dump
 * writes it: a search function that calls another by its bare name then finds nothing, and
 * restoring search_synonyms (generated columns and a check through search_key) stopped at
 * "function search_tokens(text) does not exist". The bodies now name the schema of every search
 * function they call; what they compute is unchanged, and the SQL ones are still inlined (no
 * `SET search_path`, which would stop that). Nothing stored needs recomputing.
 */
export class RestorableSearchFunctions1796350000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(qualifiedSearchFunctions(SEARCH_FUNCTIONS));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(replaceable(SEARCH_FUNCTIONS));
  }
}
