import { MigrationInterface, QueryRunner } from 'typeorm';
import { REBUILD_VOCABULARY } from './1796600000000-NearFigures';
import { RECOMPUTE_DOCUMENTS } from './1796650000000-JoinedWords';
import { originalSearchFunction } from './1796350000000-RestorableSearchFunctions';
import { addSynonyms, removeSynonyms } from './1796700000000-InstallerWords';

const SPEC_VALUES_WITH_DOCUMENT_TITLES = `
  -- A product's specifications as its full document reads them, the titles of its documents with them.
  CREATE OR REPLACE FUNCTION search_spec_values(p products) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT ARRAY[p.storage_capacity, p.max_output_power, p.battery_type]
      || ARRAY(SELECT value FROM jsonb_each_text(CASE WHEN jsonb_typeof(p.specifications) = 'object' THEN p.specifications ELSE '{}' END))
      || ARRAY(SELECT d ->> 'name' FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.documentation) = 'array' THEN p.documentation ELSE '[]' END) AS d
        WHERE jsonb_typeof(d -> 'name') = 'string')
  $$;
`;

/** The documents' titles as installers also type them (search_synonyms, read both ways). */
const SYNONYMS: [string, string][] = [
  ['fiche technique', 'datasheet'],
  ['manuel', 'notice'],
];

/**
 * Installers look for a product's papers: `fiche technique us5000`, `manuel pylontech`, `notice
 * hms-800`. The product page lists them (« Fiche technique », « Manuel d’installation »), but the
 * search did not read their titles, so those words found other products (the US5000's bracket,
 * whose description says « technique ») or nothing. The titles of a product's documents now count
 * among its specifications: in its full document (the description's tier, the last) and, their
 * words, in the vocabulary a typo is corrected to, which is rebuilt as its trigger counts them now.
 * `datasheet` reads as « fiche technique », `notice` as « manuel ».
 */
export class DocumentTitles1797350000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(SPEC_VALUES_WITH_DOCUMENT_TITLES);
    await q.query(RECOMPUTE_DOCUMENTS);
    await q.query(REBUILD_VOCABULARY);
    await addSynonyms(q, SYNONYMS);
  }

  async down(q: QueryRunner): Promise<void> {
    await removeSynonyms(q, SYNONYMS);
    await q.query(originalSearchFunction('search_spec_values'));
    await q.query(RECOMPUTE_DOCUMENTS);
    await q.query(REBUILD_VOCABULARY);
  }
}
