import { MigrationInterface, QueryRunner } from 'typeorm';
import { STOP_WORD } from './1797050000000-StopWordsInPhrases';

/**
 * Words that say what a buyer wants to do or know, in French and English, not which product:
 * asking (`quelle batterie pour deye`), price and availability (`prix`, `pas cher`, `en stock`),
 * buying (`acheter`, `devis`). Lowercase and unaccented, as the search's words are.
 */
const SHOPPING_WORDS = [
  ...['quel', 'quelle', 'quels', 'quelles', 'lequel', 'laquelle', 'lesquels', 'lesquelles', 'combien'],
  ...['prix', 'tarif', 'tarifs', 'cout', 'meilleur', 'meilleure', 'meilleurs', 'meilleures', 'cher', 'chere', 'moins'],
  ...['acheter', 'achat', 'commander', 'vente', 'promo', 'promotion', 'devis', 'stock', 'disponible', 'dispo', 'livraison'],
  ...['best', 'cheap', 'cheapest', 'price', 'prices', 'buy', 'sale', 'available', 'delivery', 'quote'],
];

/** search_stop_word as StopWordsInPhrases made it. */
const ORIGINAL = STOP_WORD.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');
const STEMMED_AWAY = `(ts_lexize('french_stem', word) = '{}' OR ts_lexize('english_stem', word) = '{}')`;
if (!ORIGINAL.includes(STEMMED_AWAY)) throw new Error("search_stop_word: the stemmers' stop words not found");

const WITH_SHOPPING_WORDS = ORIGINAL.replace(
  STEMMED_AWAY,
  () => `(${STEMMED_AWAY.slice(1, -1)} OR word = ANY ('{${SHOPPING_WORDS.join(',')}}'::text[]))`,
);

/** Every process forgets the expansions it keeps (SearchExpansions), as a change of the synonyms tells it. */
const EXPANSIONS_CHANGED = `SELECT pg_notify('search_expansion', '')`;

/**
 * `quelle batterie pylontech`, `tarif pylontech`, `meilleur prix onduleur hybride`, `stock us5000`
 * found nothing as typed: no product has « quelle » or « tarif ». Beside other words, these are
 * stop words now, as « de » and « with » are (alone, each is still searched). A text whose words
 * all find nothing then keeps its first word, the product named (CatalogueSearch).
 */
export class ShoppingWords1797500000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(WITH_SHOPPING_WORDS);
    await q.query(EXPANSIONS_CHANGED);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(ORIGINAL);
    await q.query(EXPANSIONS_CHANGED);
  }
}
