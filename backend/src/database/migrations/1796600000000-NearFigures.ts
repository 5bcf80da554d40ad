import { MigrationInterface, QueryRunner } from 'typeorm';
import { QUERY_FUNCTION, WORDS_IN } from './1795800000000-CatalogueSearch';
import { originalSearchFunction, searchFunctionIn } from './1796350000000-RestorableSearchFunctions';

/** A figure and its unit as search_normalize writes them: `10.65kwh`, `500w` (500 Wc), `100ah`. */
const FIGURE = '^([0-9]+(?:\\.[0-9]+)?)(kwh|wh|kw|w|kva|va|mah|ah|v)$';
/** How far from the figure typed a catalogue's figure may be, as a share of the one typed. */
export const NEAR = 0.1;

const FIGURE_FUNCTIONS = `
  -- A figure's amount in its base unit (kWh as Wh, kW as W, kVA as VA, mAh as Ah) and that unit; nulls for any other token.
  CREATE FUNCTION search_figure(token text, OUT amount numeric, OUT unit text) LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT m[1]::numeric * CASE WHEN m[2] LIKE 'k%' THEN 1000 WHEN m[2] = 'mah' THEN 0.001 ELSE 1 END,
      CASE WHEN m[2] = 'mah' THEN 'ah' ELSE ltrim(m[2], 'k') END
    FROM regexp_match(token, '${FIGURE}') AS m
  $$;

  -- Words a typo may be corrected to (letters only, 4 to 40 of them), and the figures a figure
  -- the catalogue does not have may stand for.
  CREATE OR REPLACE FUNCTION search_words(p products) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(DISTINCT t), '{}')
    FROM unnest(public.search_head_texts(p) || public.search_spec_values(p)) AS x, unnest(public.search_tokens(x)) AS t
    WHERE t ~ '^[a-z]{4,40}$' OR (length(t) <= 40 AND t ~ '${FIGURE}')
  $$;

  -- The catalogue's figures in the unit of one typed, within ${NEAR * 100} % of it, nearest first.
  CREATE FUNCTION search_near_figures(typed text) RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE STRICT AS $$
    SELECT ARRAY(
      SELECT v.word FROM public.search_vocabulary v, public.search_figure(v.word) f, public.search_figure(typed) t
      -- A figure starts with a digit: the words from '0' to ':', the character after '9'.
      WHERE v.word >= '0' AND v.word < ':' AND f.unit = t.unit AND abs(f.amount - t.amount) <= t.amount * ${NEAR}
      ORDER BY abs(f.amount - t.amount), v.products DESC, v.word
      LIMIT 5)
  $$;
`;

/** search_near_figures as this migration makes it. */
export const NEAR_FIGURES = searchFunctionIn(FIGURE_FUNCTIONS, 'search_near_figures');

/** search_query as CatalogueSearch made it. */
const SEARCH_QUERY = searchFunctionIn(QUERY_FUNCTION, 'search_query');
const WORD_SPELLED = '      spelled := spelled || typed;';
if (!SEARCH_QUERY.includes(WORD_SPELLED)) throw new Error('search_query: where a word is spelled not found');

/** search_query with its tolerant pass also trying the nearest figures. */
export const SEARCH_QUERY_NEAR_FIGURES = SEARCH_QUERY.replace(
  WORD_SPELLED,
  `      IF tolerant AND typed ~ '^[0-9]' AND NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = typed) THEN
        fixes := search_near_figures(typed);
        IF cardinality(fixes) > 0 THEN
          alternatives := alternatives || ARRAY(SELECT quote_literal(f) FROM unnest(fixes) f);
          typed := fixes[1];
          changed := true;
        END IF;
      END IF;
${WORD_SPELLED}`,
);

export const REBUILD_VOCABULARY = `
  TRUNCATE search_vocabulary;
  INSERT INTO search_vocabulary (word, products) SELECT word, count(*) FROM (${WORDS_IN('products', 1)}) w GROUP BY word`;

/**
 * Installers type a battery's or an inverter's figure rounded: `batterie 10 kwh` for the 10.2 and
 * 10.65 kWh ones, `onduleur 3.6kw`, `batterie 48v` for 51.2 V. A search's tolerant pass (the one
 * that corrects typos, tried when the words as typed find nothing) now lets a figure the catalogue
 * does not have stand for the catalogue's figures in the same unit within 10 % of it, and says so
 * (`corrected`: the nearest). A figure the catalogue has is matched as typed only.
 *
 * The vocabulary (kept by the catalogue's trigger through search_words) holds the figures of the
 * products' names, references, brands, types and specifications besides their words; it is
 * rebuilt here, as the trigger's deltas now count figures too.
 */
export class NearFigures1796600000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(FIGURE_FUNCTIONS);
    await q.query(SEARCH_QUERY_NEAR_FIGURES);
    await q.query(REBUILD_VOCABULARY);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_QUERY);
    await q.query(originalSearchFunction('search_words'));
    await q.query(REBUILD_VOCABULARY);
    await q.query(`DROP FUNCTION search_near_figures(text)`);
    await q.query(`DROP FUNCTION search_figure(text)`);
  }
}
