import { MigrationInterface, QueryRunner } from 'typeorm';
import { addSynonyms, removeSynonyms } from './1796700000000-InstallerWords';

/**
 * What installers call things the catalogue names otherwise (search_synonyms). A phrase is written
 * without its stop words, as the typed text is read (`alimentation de secours`).
 */
const SYNONYMS: [string, string][] = [
  // « Limiteur d'injection »: the meters' descriptions say « limitation d'injection ».
  ['limitation', 'limiteur'],
  // The hybrids' backup output: their descriptions say « secours », not « alimentation ».
  ['secours', 'alimentation secours'],
  ['secours', 'backup power'],
  // The meters' current transformers: « tores ».
  ['tore', 'transformateur courant'],
  ['tore', 'pince amperemetrique'],
  // The Force L batteries' « armoire ».
  ['armoire', 'cabinet'],
  // Deye's Wi-Fi key, Hoymiles' DTUs and the Cerbo GX are « de supervision ».
  ['supervision', 'datalogger'],
  // Victron's SmartSolar, a « solar charger »: the catalogue's « contrôleurs de charge ».
  ['controleur charge', 'chargeur solaire'],
  ['controleur charge', 'solar charger'],
];

/**
 * Installer searches that found nothing or the wrong products: `limiteur d'injection` nothing;
 * `alimentation de secours` a Wi-Fi key (« Résultats pour « alimentation » »), `backup power` an
 * optimiser; `transformateur de courant`, `pince ampèremétrique` and `datalogger` nothing;
 * `battery cabinet` every battery;
 * `chargeur solaire` and `solar charger` the panels before the charge controllers.
 */
export class InstallerPhrases1797550000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await addSynonyms(q, SYNONYMS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeSynonyms(q, SYNONYMS);
  }
}
