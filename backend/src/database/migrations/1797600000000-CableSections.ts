import { MigrationInterface, QueryRunner } from 'typeorm';
import { REBUILD_VOCABULARY } from './1796600000000-NearFigures';
import { RECOMPUTE_DOCUMENTS } from './1796650000000-JoinedWords';
import { NORMALIZE_THOUSANDS } from './1797400000000-ThousandsSeparated';

const UNITS = '(kwh|kwc|kva|kw|wh|wc|mah|ah|va|v|w|a|mm|m)(?![a-z0-9])';
/** The innermost step: the lowered text with a figure's thousands joined (ThousandsSeparated). */
const THOUSANDS = NORMALIZE_THOUSANDS.match(/regexp_replace\(lower\(public\.f_unaccent\(\$1\)\), '[^']*', '[^']*', 'g'\)/)?.[0];
if (!THOUSANDS || !NORMALIZE_THOUSANDS.includes(UNITS)) throw new Error('search_normalize: the lowered text or the units not found');

/**
 * A cable's section and gauge read one way, as the catalogue writes them (`2,5 mm²`, `12 AWG`) and
 * as installers type them (`2.5mm2`, `4 mm2`, `12awg`): square millimetres as `mm` (the catalogue's
 * `²` is no letter, so it always read as `6mm`), AWG a unit joined to its figure.
 */
const NORMALIZE_SECTIONS = NORMALIZE_THOUSANDS.replace(UNITS, () => UNITS.replace('|mm|', '|mm|awg|')).replace(
  THOUSANDS,
  () => `regexp_replace(${THOUSANDS}, '([0-9])\\s*mm[2²](?![0-9a-z])', '\\1mm', 'g')`,
);

/** The stored values computed from the search's words (synonyms' columns, brands' stems) where a text holds a section or a gauge. */
const REGENERATE = `
  UPDATE search_synonyms SET term = term WHERE term ~* '(mm[2²]|awg)' OR equivalent ~* '(mm[2²]|awg)';
  UPDATE catalogue_facet_counts SET brand = brand WHERE brand ~* '(mm[2²]|awg)'`;

/**
 * `cable 4mm2`, `cable 2.5mm2` and `cable 25mm2` showed every cable (« Résultats pour « cable » »),
 * the BMS sold with cables first, and `12awg` nothing, where the catalogue says « 3 × 4 mm² (12 AWG) »,
 * « 2,5 mm² », « 25 mm² ». The documents and the vocabulary are computed again.
 */
export class CableSections1797600000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(NORMALIZE_SECTIONS);
    await this.recompute(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(NORMALIZE_THOUSANDS);
    await this.recompute(q);
  }

  private async recompute(q: QueryRunner): Promise<void> {
    await q.query(RECOMPUTE_DOCUMENTS);
    await q.query(REBUILD_VOCABULARY);
    await q.query(REGENERATE);
  }
}
