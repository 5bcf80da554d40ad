import { MigrationInterface, QueryRunner } from 'typeorm';
import { addSynonyms, removeSynonyms } from './1796700000000-InstallerWords';

/** Trade words installers type for what the catalogue says otherwise, read both ways (search_synonyms). */
const TRADE_SYNONYMS: [string, string][] = [
  ['onduleur', 'convertisseur'],
  ['lithium', 'li ion'],
  ['lithium', 'lithium ion'],
  ['gestion', 'management'],
  ['systeme', 'system'],
  ['residentiel', 'home'],
  ['residentiel', 'domestique'],
];

/**
 * `convertisseur` and `li-ion` found nothing; `battery management system` showed every battery
 * under « battery » (the BMS say « unité de gestion … du système »); `home battery` found nothing
 * (the descriptions say « résidentiel »), nor did « batterie domestique ».
 */
export class TradeSynonyms1796800000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await addSynonyms(q, TRADE_SYNONYMS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeSynonyms(q, TRADE_SYNONYMS);
  }
}
