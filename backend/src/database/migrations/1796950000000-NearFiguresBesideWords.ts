import { MigrationInterface, QueryRunner } from 'typeorm';
import { addSynonyms, removeSynonyms } from './1796700000000-InstallerWords';
import { SEARCH_QUERY_JOINED_MODELS } from './1796850000000-JoinedModels';

const UNKNOWN_FIGURE = `      IF tolerant AND typed ~ '^[0-9]' AND NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = typed) THEN
        fixes := search_near_figures(typed);`;
if (!SEARCH_QUERY_JOINED_MODELS.includes(UNKNOWN_FIGURE)) throw new Error('search_query: the near figures not found');

/**
 * In the tolerant pass (the words as typed found nothing), a figure the catalogue has also stands
 * for its figures within 10 %, as one it lacks does: what the words as typed missed may be that
 * figure beside the other words.
 */
export const SEARCH_QUERY_NEAR_FIGURES_BESIDE_WORDS = SEARCH_QUERY_JOINED_MODELS.replace(
  UNKNOWN_FIGURE,
  () => `      IF tolerant AND typed ~ '^[0-9]' THEN
        fixes := array_remove(search_near_figures(typed), typed);`,
);

/** Installers' names for what the catalogue calls a supervision key (search_synonyms, read both ways). */
const INSTALLER_SYNONYMS: [string, string][] = [
  ['cle', 'dongle'],
  ['cle', 'stick'],
  ['supervision', 'logger'],
];

/**
 * `batterie 5 kwh pylontech` showed « Résultats pour « batterie 5 kwh » », Enphase's 5 kWh
 * battery, dropping the brand typed: the catalogue has a 5 kWh figure, so it was matched as typed
 * only, and Pylontech's 5.12 and 4.8 kWh batteries were never tried. `dongle wifi deye` and
 * `logger deye` found nothing (the catalogue says « Clé de supervision Wi-Fi »).
 */
export class NearFiguresBesideWords1796950000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_QUERY_NEAR_FIGURES_BESIDE_WORDS);
    await addSynonyms(q, INSTALLER_SYNONYMS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeSynonyms(q, INSTALLER_SYNONYMS);
    await q.query(SEARCH_QUERY_JOINED_MODELS);
  }
}
