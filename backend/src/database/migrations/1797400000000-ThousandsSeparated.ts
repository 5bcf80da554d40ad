import { MigrationInterface, QueryRunner } from 'typeorm';
import { REBUILD_VOCABULARY } from './1796600000000-NearFigures';
import { RECOMPUTE_DOCUMENTS } from './1796650000000-JoinedWords';
import { originalSearchFunction } from './1796350000000-RestorableSearchFunctions';

/** search_normalize as CatalogueSearch made it (no later migration changed it). */
const NORMALIZE = originalSearchFunction('search_normalize');
const LOWERED = 'lower(public.f_unaccent($1))';
if (!NORMALIZE.includes(LOWERED)) throw new Error('search_normalize: the lowered text not found');

/** A space, a no-break space or a narrow no-break space: what French typography puts between thousands. */
const SEPARATOR = '[ \u00a0\u202f]';

/**
 * The lowered text with a figure's thousands joined (`5 000 VA` → `5000 va`), when the figure stands
 * alone (not a reference's end: `fh3 205`), up to 999 999, and its unit, if any, comes apart as the
 * catalogue writes it: `4 430w` is four 430 W panels typed, not 4,430 W.
 */
export const NORMALIZE_THOUSANDS = NORMALIZE.replace(
  LOWERED,
  () => `regexp_replace(${LOWERED}, '(?<![a-z0-9.,])([0-9]{1,3})${SEPARATOR}([0-9]{3})(?![0-9a-z])', '\\1\\2', 'g')`,
);

/** The stored values computed from the search's words: synonyms' columns and brands' stems, where a text holds such a figure. */
const REGENERATE = `
  UPDATE search_synonyms SET term = term WHERE term ~ '[0-9]${SEPARATOR}[0-9]{3}' OR equivalent ~ '[0-9]${SEPARATOR}[0-9]{3}';
  UPDATE catalogue_facet_counts SET brand = brand WHERE brand ~ '[0-9]${SEPARATOR}[0-9]{3}'`;

/**
 * The catalogue writes its figures in French: `5 000 VA / 4 000 W`, `6 500 W`. The search read
 * `6 500 W` as a 6 and a 500 W, so `panneau 500w` listed Deye's inverters beside the 500 W panel,
 * `6500w` found the carport of 6.88 kW, and the MultiPlus was found by no figure of its power.
 * A figure's thousands are joined first, in the products' texts as in what is typed
 * (`5 000 va` = `5000va` = `5 kva`); the documents and the vocabulary are computed again.
 */
export class ThousandsSeparated1797400000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(NORMALIZE_THOUSANDS);
    await this.recompute(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(NORMALIZE);
    await this.recompute(q);
  }

  private async recompute(q: QueryRunner): Promise<void> {
    await q.query(RECOMPUTE_DOCUMENTS);
    await q.query(REBUILD_VOCABULARY);
    await q.query(REGENERATE);
  }
}
