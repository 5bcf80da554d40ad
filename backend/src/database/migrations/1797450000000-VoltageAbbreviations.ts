import { MigrationInterface, QueryRunner } from 'typeorm';
import { addSynonyms, removeSynonyms } from './1796700000000-InstallerWords';

/** French installers' abbreviations of the voltage classes, beside the English `hv` and `lv` (search_synonyms). */
const SYNONYMS: [string, string][] = [
  ['haute tension', 'ht'],
  ['basse tension', 'bt'],
];

/** `batterie ht` and `batterie bt` showed every battery (« Résultats pour « batterie » »), where `batterie hv` showed the high-voltage ones. */
export class VoltageAbbreviations1797450000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await addSynonyms(q, SYNONYMS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeSynonyms(q, SYNONYMS);
  }
}
