import { MigrationInterface, QueryRunner } from 'typeorm';
import { QUANTITY } from './1797300000000-QuantitiesTyped';

const replaceable = (sql: string) => sql.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');

const LAST_CASE = `        OR (words[k - 1] IS NOT DISTINCT FROM 'x' AND NOT coalesce(words[k - 2] ~ '^[0-9]', false))))
    )`;
if (!QUANTITY.includes(LAST_CASE)) throw new Error('search_quantity: its last case not found');

/**
 * search_quantity, also true of a number of 1 to 3 figures that starts the text before a word of
 * letters and figures, a reference or a figure with its unit (`2 us5000`, `10 dm430m10rt`, `4 430w`):
 * how a bill of materials' line starts. Not before a word of letters only, which the number may
 * qualify (`2 places carport`, `3 phase inverter`).
 */
const LEADING_QUANTITY = replaceable(QUANTITY).replace(
  LAST_CASE,
  () => `${LAST_CASE.slice(0, -'\n    )'.length)}
      OR (k = 1 AND words[1] ~ '^[0-9]{1,3}$' AND coalesce(words[2] ~ '[a-z]' AND words[2] ~ '[0-9]', false))
    )`,
);

/**
 * `2 us5000` and `2 us3000c` showed the battery's bracket and a lot of cables, not the battery (its
 * texts have no word starting « 2 »). A number that starts the text before a reference is now a
 * quantity, as in `2 x us5000`.
 */
export class LeadingQuantities1797650000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(LEADING_QUANTITY);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(replaceable(QUANTITY));
  }
}
