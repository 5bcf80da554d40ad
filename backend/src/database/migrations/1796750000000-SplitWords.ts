import { MigrationInterface, QueryRunner } from 'typeorm';
import { SEARCH_QUERY_INSTALLER_WORDS } from './1796700000000-InstallerWords';

const CORRECTED = `          alternatives := alternatives || ARRAY(SELECT unnest(search_word_alternatives(f, false)) FROM unnest(fixes) f);
          typed := fixes[1];
          changed := true;
        END IF;`;
if (!SEARCH_QUERY_INSTALLER_WORDS.includes(CORRECTED)) throw new Error('search_query: the typo correction not found');

const DECLARATIONS = `    changed boolean := false;`;
if (!SEARCH_QUERY_INSTALLER_WORDS.includes(DECLARATIONS)) throw new Error('search_query: the declarations not found');

/**
 * In the tolerant pass, a word that is neither in the vocabulary nor a typo of one of its words
 * reads as two of them written together (`fullblack` → full black, `hautetension` → haute
 * tension): parts of 3 letters or more, both whole words of the vocabulary, the most even split.
 */
const SPLIT = `
        ELSE
          SELECT s.head, s.tail INTO head, tail
          FROM (SELECT substr(typed, k + 1) AS tail, left(typed, k) AS head FROM generate_series(3, length(typed) - 3) AS k) s
          WHERE EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = s.head)
            AND EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word = s.tail)
          ORDER BY least(length(s.head), length(s.tail)) DESC
          LIMIT 1;
          IF head IS NOT NULL THEN
            alternatives := ARRAY['((' || array_to_string(search_word_alternatives(head, false), ' | ') || ') & ('
              || array_to_string(search_word_alternatives(tail, false), ' | ') || '))'];
            typed := head || ' ' || tail;
            changed := true;
          END IF;
        END IF;`;

export const SEARCH_QUERY_SPLIT_WORDS = SEARCH_QUERY_INSTALLER_WORDS.replace(
  DECLARATIONS,
  () => `${DECLARATIONS}\n    head text;\n    tail text;`,
).replace(CORRECTED, () => CORRECTED.replace(/\n {8}END IF;$/, SPLIT));

/**
 * Installers type as one word what the catalogue writes as two (`fullblack` for « Full Black »
 * panels): it found nothing. The opposite of InstallerWords' pairs (`smart solar` for SmartSolar).
 */
export class SplitWords1796750000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_QUERY_SPLIT_WORDS);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(SEARCH_QUERY_INSTALLER_WORDS);
  }
}
