import { MigrationInterface, QueryRunner } from 'typeorm';
import { NEAR_FIGURES } from './1796600000000-NearFigures';

const NEAREST = `
      SELECT v.word FROM public.search_vocabulary v, public.search_figure(v.word) f, public.search_figure(typed) t
      -- A figure starts with a digit: the words from '0' to ':', the character after '9'.
      WHERE v.word >= '0' AND v.word < ':' AND f.unit = t.unit AND abs(f.amount - t.amount) <= t.amount * 0.1
      ORDER BY abs(f.amount - t.amount), v.products DESC, v.word`;
if (!NEAR_FIGURES.includes(NEAREST)) throw new Error('search_near_figures: the nearest figures not found');

/** The catalogue's figures near one typed, or only the same amount when the catalogue writes it in another unit only. */
const SAME_AMOUNT_FIRST = NEAR_FIGURES.replace(
  NEAREST,
  () => `
      SELECT word FROM (
        SELECT v.word, abs(f.amount - t.amount) AS distance, v.products,
          bool_or(f.amount = t.amount) OVER () AND NOT bool_or(v.word = typed) OVER () AS written_otherwise
        FROM public.search_vocabulary v, public.search_figure(v.word) f, public.search_figure(typed) t
        -- A figure starts with a digit: the words from '0' to ':', the character after '9'.
        WHERE v.word >= '0' AND v.word < ':' AND f.unit = t.unit AND abs(f.amount - t.amount) <= t.amount * 0.1
      ) near
      WHERE distance = 0 OR NOT written_otherwise
      ORDER BY distance, products DESC, word`,
);

/**
 * `5120 wh` showed « Résultats pour « 5.12kwh » » with the 4.8 and 5 kWh batteries first: the
 * catalogue writes 5.12 kWh, so the tolerant pass read 5,120 Wh as the figures within 10 % of it,
 * the very same amount among them. A figure the catalogue has in another unit now stands for that
 * figure alone (`5120 wh` = `5,12 kWh`, as `5,12 kwh` finds them); the near figures still stand in
 * for one the catalogue has in no unit (`batterie 10 kwh`).
 */
export class FiguresInOtherUnits1797250000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(SAME_AMOUNT_FIRST);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(NEAR_FIGURES);
  }
}
