import { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel the API's processes listen on (catalogue/search-expansions.ts). */
const SEARCH_EXPANSION_CHANNEL = 'search_expansion';

/** The tables search_query reads: a change to either may change what a text expands to. */
const READ_BY_SEARCH_QUERY = ['search_synonyms', 'search_vocabulary'];

/**
 * What a text expands to (search_query) depends only on the synonyms and, for typo corrections,
 * on the vocabulary; the API's processes keep expansions in memory, so every change to either
 * table tells them, once per transaction (NOTIFY folds repeats), after it commits. Row triggers:
 * a statement trigger also fires for the vocabulary statements that change no row, which is
 * every product write that keeps its words.
 */
export class SearchExpansionNotices1796400000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION search_expansion_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${SEARCH_EXPANSION_CHANNEL}', '');
        RETURN NULL;
      END $$`);
    for (const table of READ_BY_SEARCH_QUERY) {
      await q.query(`
        CREATE TRIGGER ${table}_expansion_changed AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION search_expansion_changed()`);
      await q.query(`
        CREATE TRIGGER ${table}_expansion_truncated AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION search_expansion_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of READ_BY_SEARCH_QUERY) {
      await q.query(`DROP TRIGGER ${table}_expansion_truncated ON ${table}`);
      await q.query(`DROP TRIGGER ${table}_expansion_changed ON ${table}`);
    }
    await q.query(`DROP FUNCTION search_expansion_changed()`);
  }
}
