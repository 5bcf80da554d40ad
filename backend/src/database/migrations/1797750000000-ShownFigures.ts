import { MigrationInterface, QueryRunner } from 'typeorm';
import { NEAR } from './1796600000000-NearFigures';

/**
 * How far two of the catalogue's figures that stand for one typed may be from each other, as a
 * share of the one named: both are within NEAR of the figure typed.
 */
const APART = (2 * NEAR) / (1 - NEAR);

const SHOWN_FIGURES = `
  -- A corrected text with each figure named as the figure most of the products found hold, of
  -- those the search's tsquery lets stand for it (the nearest first among equals).
  CREATE FUNCTION search_shown_figures(query text, corrected text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE STRICT AS $$
    SELECT string_agg(coalesce(chosen.figure, c.word), ' ' ORDER BY c.n)
    FROM unnest(string_to_array(corrected, ' ')) WITH ORDINALITY AS c(word, n)
    LEFT JOIN LATERAL public.search_figure(c.word) t ON true
    LEFT JOIN LATERAL (
      SELECT a.figure
      FROM (SELECT DISTINCT m[1] AS figure FROM regexp_matches(query, '''([0-9][^'']*)''', 'g') AS m) a,
        public.search_figure(a.figure) f
      WHERE f.unit = t.unit AND abs(f.amount - t.amount) <= t.amount * ${APART.toFixed(3)}
      ORDER BY (SELECT count(*) FROM (SELECT FROM public.catalogue_listing l
          WHERE l.full_doc @@ (query::tsquery && quote_literal(a.figure)::tsquery) LIMIT 100) held) DESC,
        abs(f.amount - t.amount), a.figure
      LIMIT 1
    ) chosen ON true
  $$;
`;

/**
 * A figure the catalogue does not have stands for its figures within 10 % (NearFigures), and the
 * answer named the nearest: « Résultats pour « panneau 380w » » above the 430 Wc panels, whose
 * button then searched what only a micro-inverter's description holds; `hybride 7kw` named a
 * carport's 6.88 kW above the hybrid inverter of 6,500 W. The shop now names the figure most of
 * the products found hold (search_shown_figures), so the notice says what the cards show and its
 * button finds them again.
 */
export class ShownFigures1797750000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(SHOWN_FIGURES);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION search_shown_figures(text, text)');
  }
}
