import { MigrationInterface, QueryRunner } from 'typeorm';
import { addSynonyms, removeSynonyms } from './1796700000000-InstallerWords';
import { SEARCH_QUERY_SPLIT_WORDS } from './1796750000000-SplitWords';

const LAST_OF_A_WORD = `      spelled := spelled || typed;
      terms := terms || ('(' || array_to_string(alternatives, ' | ') || ')');`;
if (!SEARCH_QUERY_SPLIT_WORDS.includes(LAST_OF_A_WORD)) throw new Error('search_query: the end of a word not found');

/**
 * In the tolerant pass, a word of the vocabulary written against a model's letters and figures
 * (`forceh3` for « Force H3 », `deye12k`) reads as both: the longest head of 4 letters or more
 * that the vocabulary has, and the rest as the start of a model. The word as typed stays an
 * alternative.
 */
const JOINED_MODEL = `      IF tolerant AND typed ~ '^[a-z]{4,}[a-z]*[0-9]' THEN
        SELECT left(typed, k) INTO head
        FROM generate_series(length(substring(typed FROM '^[a-z]+')), 4, -1) AS k
        WHERE EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = left(typed, k))
        ORDER BY k DESC
        LIMIT 1;
        IF head IS NOT NULL THEN
          tail := substr(typed, length(head) + 1);
          alternatives := alternatives || ('((' || array_to_string(search_word_alternatives(head, false), ' | ') || ') & ('
            || array_to_string(search_word_alternatives(tail, true), ' | ') || '))');
          typed := head || ' ' || tail;
          changed := true;
        END IF;
      END IF;
`;

export const SEARCH_QUERY_JOINED_MODELS = SEARCH_QUERY_SPLIT_WORDS.replace(LAST_OF_A_WORD, () => `${JOINED_MODEL}${LAST_OF_A_WORD}`);

/** Installers' words the catalogue says otherwise, read both ways (search_synonyms). */
const INSTALLER_SYNONYMS: [string, string][] = [
  // Victron's MultiPlus-II, typed « multiplus 2 ».
  ['ii', '2'],
  ['triphase', '3 phase'],
  ['monophase', '1 phase'],
  ['deconnexion', 'disconnect'],
  ['tore', 'ct'],
  ['tore', 'ct clamp'],
  ['tore', 'current transformer'],
  ['limitation injection', 'anti reinjection'],
  ['limitation injection', 'export limitation'],
  ['limitation injection', 'zero export'],
  ['bouchon', 'end cap'],
  ['terminaison', 'terminator'],
];

/**
 * Searches installers type that found nothing or the wrong product first on the demo catalogue:
 * `forceh3` and `forceh2` found nothing, `pylontech forceh3` showed every Pylontech; `multiplus 2`
 * put Victron's energy meter before the MultiPlus-II; `3 phase` found 2 products where `three
 * phase` finds the three-phase ones; `disconnect tool`, `ct clamp` and `end cap` found nothing
 * or something else; `anti reinjection` (export limitation) showed a cable.
 */
export class JoinedModels1796850000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_QUERY_JOINED_MODELS);
    await addSynonyms(q, INSTALLER_SYNONYMS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeSynonyms(q, INSTALLER_SYNONYMS);
    await q.query(SEARCH_QUERY_SPLIT_WORDS);
  }
}
