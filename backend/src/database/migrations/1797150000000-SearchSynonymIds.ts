import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff keep the search synonyms in the back office (search-synonyms/): a pair needs an id of its
 * own there, one that stays when either word is corrected. The pair itself stays the key.
 */
export class SearchSynonymIds1797150000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE search_synonyms ADD COLUMN id integer GENERATED ALWAYS AS IDENTITY`);
    await q.query(`ALTER TABLE search_synonyms ADD CONSTRAINT search_synonyms_id UNIQUE (id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE search_synonyms DROP COLUMN id`);
  }
}
