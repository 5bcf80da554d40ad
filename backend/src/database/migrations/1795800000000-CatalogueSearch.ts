import { MigrationInterface, QueryRunner } from 'typeorm';
import { ADD_TO_CELLS, CATALOGUE_SUMMARY_SYNC, PUBLISHED_IN } from './1764030013000-CatalogueListing';

/**
 * Search as installers type it, kept by the database in the writing transaction like the rest of
 * the listing (migration CatalogueListing). Each listed product gets three nested documents, one
 * per ranking tier, and its reference without punctuation:
 * - `name_doc`: name and reference; `head_doc`: plus brand, type and category; `full_doc`: plus
 *   the key specifications and the description. Each is a tsvector of the text's tokens
 *   (search_normalize, then letters and figures), their French and English stems, and for a
 *   token mixing letters and figures its runs (`us5000c` → `us`, `5000`, `c`), so `US 5000`,
 *   `US5000` and `us5000c` meet. Lexemes only, no positions: the catalogue matches, it does not
 *   rank phrases.
 * - `ref_key`: `FH3-205` → `fh3205`, for a query that is a reference typed any way.
 * `search_vocabulary` counts the listed products each word of the name, brand, type, category
 * and specs appears in: typo corrections are looked up there, never in a list of ours.
 * `search_synonyms` is the shop's words in both languages (onduleur ~ inverter…), one row per
 * pair, read both ways; staff may add rows.
 * The query side is `search_query(text, tolerant)`: the same normalisation, every word required.
 */
export const SEARCH_FUNCTIONS = `
  -- Lower case, no accents, decimal commas as points, a figure and its unit as one token
  -- ("5 kW" → "5kw", "5,12 kWh" → "5.12kwh"), peak watts as watts ("500 Wc" → "500w"), and points
  -- kept only inside figures.
  CREATE FUNCTION search_normalize(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      lower(f_unaccent($1)),
      '([0-9]),([0-9])', '\\1.\\2', 'g'),
      '([0-9])\\s*(kwh|kwc|kva|kw|wh|wc|mah|ah|va|v|w|a|mm|m)(?![a-z0-9])', '\\1\\2', 'g'),
      '([0-9])(k?w)c(?![a-z0-9])', '\\1\\2', 'g'),
      '(?<![0-9])\\.|\\.(?![0-9])', ' ', 'g')
  $$;

  -- PL/pgSQL where a function is called once per search: its plans are kept by the session,
  -- where an SQL function that is not inlined is planned at every call.
  CREATE FUNCTION search_tokens(text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
  BEGIN
    RETURN ARRAY(SELECT t FROM regexp_split_to_table(search_normalize($1), '[^a-z0-9.]+') AS t WHERE t <> '');
  END $$;

  -- The tokens as one text ("Micro-onduleur" → "micro onduleur"): how synonyms are compared.
  CREATE FUNCTION search_key(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT array_to_string(search_tokens($1), ' ')
  $$;

  -- A word's French and English stems; null for a figure or a phrase.
  CREATE FUNCTION search_stems(word text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT CASE WHEN word ~ '^[a-z]+$'
      THEN coalesce(ts_lexize('french_stem', word), '{}') || coalesce(ts_lexize('english_stem', word), '{}') END
  $$;

  -- Every token of a text (a synonym's words, all required).
  CREATE FUNCTION search_all_of(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT '(' || array_to_string(ARRAY(SELECT quote_literal(t) FROM unnest(search_tokens($1)) t), ' & ') || ')'
  $$;

  CREATE FUNCTION search_compact(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT regexp_replace(lower(f_unaccent($1)), '[^a-z0-9]+', '', 'g')
  $$;

  -- What one token adds to a document: itself, and its stems (a word) or its runs (letters and figures).
  CREATE FUNCTION search_token_lexemes(token text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT CASE
      WHEN token ~ '[0-9]' THEN ARRAY[token] || ARRAY(SELECT m[1] FROM regexp_matches(token, '([a-z]+|[0-9.]+)', 'g') AS m)
      ELSE ARRAY[token] || coalesce(ts_lexize('french_stem', token), '{}') || coalesce(ts_lexize('english_stem', token), '{}')
    END
  $$;

  CREATE FUNCTION search_document(texts text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT array_to_tsvector(coalesce(array_agg(DISTINCT l), '{}'))
    FROM unnest(texts) AS x, unnest(search_tokens(x)) AS t, unnest(search_token_lexemes(t)) AS l
    WHERE l NOT IN ('', '.')
  $$;

  CREATE FUNCTION search_plain(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT regexp_replace(html, '<[^>]*>|&[a-z]+;|&#[0-9]+;', ' ', 'g')
  $$;

  CREATE FUNCTION search_spec_values(p products) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT ARRAY[p.storage_capacity, p.max_output_power, p.battery_type]
      || ARRAY(SELECT value FROM jsonb_each_text(CASE WHEN jsonb_typeof(p.specifications) = 'object' THEN p.specifications ELSE '{}' END))
  $$;

  -- The category's own name (its English one comes through search_synonyms at query time).
  CREATE FUNCTION search_head_texts(p products) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT ARRAY[p.name, p.reference, search_compact(p.reference), p.brand, p.type, p.category]
  $$;

  -- Words a typo may be corrected to: letters only, 4 to 40 of them.
  CREATE FUNCTION search_words(p products) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(DISTINCT t), '{}')
    FROM unnest(search_head_texts(p) || search_spec_values(p)) AS x, unnest(search_tokens(x)) AS t
    WHERE t ~ '^[a-z]{4,40}$'
  $$;
`;

/** products.search_text as InitialCatalogue made it (put back by `down`). */
const PRODUCT_SEARCH_TEXT = `search_text text GENERATED ALWAYS AS (f_unaccent(lower(name || ' ' || reference || ' ' || brand))) STORED`;

/** The listing's row for a product, `p` (the products row type). */
export const LISTING_COLUMNS = {
  sort_group: 'p.sort_group',
  name: 'p.name',
  effective_price: 'p.effective_price',
  rating: 'p.rating',
  brand: 'p.brand',
  category: 'p.category',
  ref_key: 'search_compact(p.reference)',
  name_doc: 'search_document(ARRAY[p.name, p.reference, search_compact(p.reference)])',
  head_doc: 'search_document(search_head_texts(p))',
  full_doc: 'search_document(search_head_texts(p) || search_spec_values(p) || search_plain(p.description))',
};
/** A listing's columns, each SQL of its value for a product `p`. */
export type ListingColumns = Record<string, string>;
const COLUMNS = Object.keys(LISTING_COLUMNS);
const columnsOf = (listing: ListingColumns, prefix = '') =>
  Object.keys(listing)
    .map((column) => `${prefix}${column}`)
    .join(', ');

const INSERT_LISTING = (source: string, listing: ListingColumns) => `
  INSERT INTO catalogue_listing (product_id, ${columnsOf(listing)})
  SELECT p.id, ${Object.values(listing).join(', ')} FROM ${source} p WHERE p.status = 'publié'`;

/** Words in order, as cells are; an edit that keeps a product's words writes no vocabulary row. */
const ADD_TO_VOCABULARY = (deltas: string) => `
  INSERT INTO search_vocabulary AS v (word, products)
  SELECT word, sum(delta)::int FROM (${deltas}) d
  GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET products = v.products + excluded.products;
  DELETE FROM search_vocabulary WHERE products <= 0`;
export const WORDS_IN = (source: string, delta: 1 | -1) =>
  `SELECT unnest(search_words(p)) AS word, ${delta} AS delta FROM ${source} p WHERE p.status = 'publié'`;

/** SQL of another summary the trigger keeps: it adds the products of each transition table (`source`) counted `delta` times. */
export type Summary = (rows: readonly { source: string; delta: 1 | -1 }[]) => string;

/**
 * The trigger that keeps the listing, its cells and the vocabulary in step with `products`, the
 * listing's columns `listing`, and the `summaries` later migrations add.
 */
export const syncFunction = (listing: ListingColumns, summaries: readonly Summary[] = []) => {
  const more = (...rows: { source: string; delta: 1 | -1 }[]) => summaries.map((summary) => `\n      ${summary(rows)};`).join('');
  return `
  CREATE OR REPLACE FUNCTION catalogue_summary_sync() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      ${INSERT_LISTING('new_rows', listing)};
      ${ADD_TO_CELLS(PUBLISHED_IN('new_rows', 1))};
      ${ADD_TO_VOCABULARY(WORDS_IN('new_rows', 1))};${more({ source: 'new_rows', delta: 1 })}
    ELSIF TG_OP = 'UPDATE' THEN
      DELETE FROM catalogue_listing l USING new_rows n WHERE l.product_id = n.id AND n.status <> 'publié';
      -- Only rows whose listed values changed are written: a stock edit leaves the listing page
      -- all-visible, so index-only scans stay index-only.
      ${INSERT_LISTING('new_rows', listing)}
      ON CONFLICT (product_id) DO UPDATE SET (${columnsOf(listing)}) = (${columnsOf(listing, 'excluded.')})
      WHERE (${columnsOf(listing, 'catalogue_listing.')}) IS DISTINCT FROM (${columnsOf(listing, 'excluded.')});
      ${ADD_TO_CELLS(`${PUBLISHED_IN('old_rows', -1)} UNION ALL ${PUBLISHED_IN('new_rows', 1)}`)};
      ${ADD_TO_VOCABULARY(`${WORDS_IN('old_rows', -1)} UNION ALL ${WORDS_IN('new_rows', 1)}`)};${more({ source: 'old_rows', delta: -1 }, { source: 'new_rows', delta: 1 })}
    ELSE
      DELETE FROM catalogue_listing l USING old_rows o WHERE l.product_id = o.id;
      ${ADD_TO_CELLS(PUBLISHED_IN('old_rows', -1))};
      ${ADD_TO_VOCABULARY(WORDS_IN('old_rows', -1))};${more({ source: 'old_rows', delta: -1 })}
    END IF;
    RETURN NULL;
  END $$`;
};

/**
 * The query: each word of the text (at most 12; stop words dropped) becomes the alternatives it
 * may match — itself as a prefix, its French and English stems, its synonyms' — and every word is
 * required. `tolerant` also lets a word of 5+ letters that matches no word of the catalogue stand
 * for the nearest words of the vocabulary (one edit, two from 9 letters; a swap of two neighbours
 * is one edit), and says so in `corrected`. `reference` is the text without punctuation when it
 * holds a figure (a query that is a reference).
 */
export const QUERY_FUNCTION = `
  -- A word's (or a two-word phrase's) alternatives: itself (as a prefix when asked), its stems,
  -- and each synonym's words (compared by their tokens or stems), all of them required.
  CREATE FUNCTION search_word_alternatives(typed text, prefix boolean) RETURNS text[] LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
  DECLARE
    mine text[] := search_stems(typed);
  BEGIN
    RETURN CASE WHEN typed ~ ' ' THEN '{}'::text[] ELSE ARRAY[quote_literal(typed) || CASE WHEN prefix THEN ':*' ELSE '' END] END
      || ARRAY(SELECT DISTINCT quote_literal(s) FROM unnest(mine) s WHERE s <> typed)
      || ARRAY(SELECT p.query FROM search_synonym_pairs p WHERE p.key = typed OR p.stems && mine);
  END $$;

  -- Optimal string alignment distance (a swap of neighbours is one edit), up to max + 1.
  CREATE FUNCTION search_edit_distance(a text, b text, max integer) RETURNS integer LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
  DECLARE
    la integer := length(a);
    lb integer := length(b);
    d integer[];
    i integer;
    j integer;
    cost integer;
    best integer;
    w integer := lb + 1;
  BEGIN
    IF abs(la - lb) > max THEN RETURN max + 1; END IF;
    d := array_fill(0, ARRAY[(la + 1) * (lb + 1)]);
    FOR i IN 0..la LOOP d[i * w + 1] := i; END LOOP;
    FOR j IN 0..lb LOOP d[j + 1] := j; END LOOP;
    FOR i IN 1..la LOOP
      best := max + 1;
      FOR j IN 1..lb LOOP
        cost := CASE WHEN substr(a, i, 1) = substr(b, j, 1) THEN 0 ELSE 1 END;
        d[i * w + j + 1] := least(d[(i - 1) * w + j + 1] + 1, d[i * w + j] + 1, d[(i - 1) * w + j] + cost);
        IF i > 1 AND j > 1 AND substr(a, i, 1) = substr(b, j - 1, 1) AND substr(a, i - 1, 1) = substr(b, j, 1) THEN
          d[i * w + j + 1] := least(d[i * w + j + 1], d[(i - 2) * w + j - 1] + 1);
        END IF;
        best := least(best, d[i * w + j + 1]);
      END LOOP;
      IF best > max THEN RETURN max + 1; END IF;
    END LOOP;
    RETURN least(d[la * w + lb + 1], max + 1);
  END $$;

  -- The catalogue's words (and the synonyms' own) within the edits a word of this length may have.
  CREATE FUNCTION search_corrections(typed text) RETURNS text[] LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
  DECLARE
    edits integer := CASE WHEN length(typed) >= 9 THEN 2 WHEN length(typed) >= 5 THEN 1 ELSE 0 END;
  BEGIN
    RETURN ARRAY(
      SELECT candidate FROM (
        SELECT candidate, max(products) AS products, search_edit_distance(typed, candidate, edits) AS distance FROM (
          SELECT v.word AS candidate, v.products FROM search_vocabulary v
          WHERE length(v.word) BETWEEN length(typed) - 2 AND length(typed) + 2 AND levenshtein_less_equal(v.word, typed, 2) <= 2
          UNION ALL
          SELECT t, 0 FROM search_synonym_pairs, unnest(string_to_array(key, ' ')) t
          WHERE t ~ '^[a-z]{4,}$' AND levenshtein_less_equal(t, typed, 2) <= 2
        ) known GROUP BY candidate
      ) c
      WHERE distance <= edits
      ORDER BY distance, products DESC, candidate LIMIT 3);
  END $$;

  CREATE FUNCTION search_query(q text, tolerant boolean, OUT query text, OUT corrected text, OUT reference text)
  LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
  DECLARE
    words text[] := (search_tokens(q))[1:12];
    n integer := cardinality(words);
    i integer := 1;
    typed text;
    alternatives text[];
    fixes text[];
    terms text[] := '{}';
    spelled text[] := '{}';
    changed boolean := false;
  BEGIN
    WHILE i <= n LOOP
      typed := words[i];
      i := i + 1;
      -- A two-word phrase of the synonyms ("haute tension", "three phase") is one word.
      IF i <= n AND EXISTS (SELECT FROM search_synonym_pairs WHERE key = typed || ' ' || words[i]) THEN
        terms := terms || ('(' || array_to_string(
          ('(' || quote_literal(typed) || ' & ' || quote_literal(words[i]) || CASE WHEN i = n THEN ':*' ELSE '' END || ')')
            || search_word_alternatives(typed || ' ' || words[i], false),
          ' | ') || ')');
        spelled := spelled || (typed || ' ' || words[i]);
        i := i + 1;
        CONTINUE;
      END IF;
      -- Stop words ("de", "pour", "with") carry nothing a product could match; figures always do.
      CONTINUE WHEN typed !~ '[0-9]' AND n > 1
        AND (ts_lexize('french_stem', typed) = '{}' OR ts_lexize('english_stem', typed) = '{}');
      -- A prefix costs the search index a scan of every word it starts: only for the word being
      -- typed (the last), a short one (4 letters or fewer) and figures (430 → 430w).
      alternatives := search_word_alternatives(typed, i > n OR length(typed) <= 4 OR typed ~ '[0-9]');
      IF tolerant AND typed ~ '^[a-z]{5,}$' AND NOT EXISTS (SELECT 1 FROM search_vocabulary v WHERE v.word LIKE typed || '%') THEN
        fixes := search_corrections(typed);
        IF cardinality(fixes) > 0 THEN
          alternatives := alternatives || ARRAY(SELECT unnest(search_word_alternatives(f, false)) FROM unnest(fixes) f);
          typed := fixes[1];
          changed := true;
        END IF;
      END IF;
      spelled := spelled || typed;
      terms := terms || ('(' || array_to_string(alternatives, ' | ') || ')');
    END LOOP;
    query := nullif(array_to_string(terms, ' & '), '');
    corrected := CASE WHEN changed THEN array_to_string(spelled, ' ') END;
    reference := CASE WHEN q ~ '[0-9]' AND length(search_compact(q)) >= 3 THEN search_compact(q) END;
  END $$;
`;

/** Each synonym pair both ways: a word's key and stems, and the query of what it stands for. */
export const SYNONYM_PAIRS = `
  CREATE VIEW search_synonym_pairs AS
    SELECT term_key AS key, term_stems AS stems, equivalent_query AS query FROM search_synonyms
    UNION ALL
    SELECT equivalent_key, equivalent_stems, term_query FROM search_synonyms`;

/** The shop's own words in French and English, each pair read both ways. */
const SYNONYMS: [string, string][] = [
  ['onduleur', 'inverter'],
  ['batterie', 'battery'],
  ['panneau', 'panel'],
  ['solaire', 'solar'],
  ['photovoltaique', 'solaire'],
  ['pv', 'solaire'],
  ['hybride', 'hybrid'],
  ['triphase', 'three-phase'],
  ['triphase', 'three phase'],
  ['monophase', 'single-phase'],
  ['monophase', 'single phase'],
  ['micro-onduleur', 'microinverter'],
  ['compteur', 'meter'],
  ['intelligent', 'smart'],
  ['cable', 'wire'],
  ['controleur', 'controller'],
  ['controleur', 'regulateur'],
  ['chargeur', 'charger'],
  ['charge', 'charging'],
  ['passerelle', 'gateway'],
  ['supervision', 'monitoring'],
  ['optimiseur', 'optimizer'],
  ['optimiseur', 'optimiser'],
  ['support', 'bracket'],
  ['support', 'mount'],
  ['fixation', 'mounting'],
  ['outil', 'tool'],
  ['accessoire', 'accessory'],
  ['stockage', 'storage'],
  ['haute tension', 'high voltage'],
  ['haute tension', 'hv'],
  ['basse tension', 'low voltage'],
  ['basse tension', 'lv'],
  ['murale', 'wall'],
  ['carport', 'ombriere'],
];

export class CatalogueSearch1795800000000 implements MigrationInterface {
  name = 'CatalogueSearch1795800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    await q.query(SEARCH_FUNCTIONS);
    // Each side's key, stems and query are stored with the row: a search compares keys, it
    // does not normalise the table at every word.
    const side = (column: string) => `
        ${column}_key text GENERATED ALWAYS AS (search_key(${column})) STORED,
        ${column}_stems text[] GENERATED ALWAYS AS (search_stems(search_key(${column}))) STORED,
        ${column}_query text GENERATED ALWAYS AS (search_all_of(${column})) STORED`;
    await q.query(`
      CREATE TABLE search_synonyms (
        term varchar(120) NOT NULL,
        equivalent varchar(120) NOT NULL,
        PRIMARY KEY (term, equivalent),
        CONSTRAINT search_synonyms_words CHECK (search_key(term) <> '' AND search_key(equivalent) <> ''),
        ${side('term')},
        ${side('equivalent')}
      )`);
    await q.query(SYNONYM_PAIRS);
    await q.query(`INSERT INTO search_synonyms (term, equivalent) SELECT * FROM unnest($1::text[], $2::text[])`, [
      SYNONYMS.map(([term]) => term),
      SYNONYMS.map(([, equivalent]) => equivalent),
    ]);
    await q.query(`CREATE TABLE search_vocabulary (word varchar(40) PRIMARY KEY, products integer NOT NULL)`);
    await q.query(`CREATE INDEX search_vocabulary_emptied_idx ON search_vocabulary (word) WHERE products <= 0`);
    await q.query(`CREATE INDEX search_vocabulary_prefix_idx ON search_vocabulary (word text_pattern_ops)`);
    await q.query(QUERY_FUNCTION);

    await q.query(`DROP INDEX catalogue_listing_search_idx`);
    await q.query(`ALTER TABLE catalogue_listing DROP COLUMN search_text`);
    // The substring search's text, computed at every write for nothing once the documents replace it.
    await q.query(`ALTER TABLE products DROP COLUMN search_text`);
    await q.query(`
      ALTER TABLE catalogue_listing
        ADD COLUMN ref_key varchar(120) NOT NULL DEFAULT '',
        ADD COLUMN name_doc tsvector NOT NULL DEFAULT '',
        ADD COLUMN head_doc tsvector NOT NULL DEFAULT '',
        ADD COLUMN full_doc tsvector NOT NULL DEFAULT ''`);
    await q.query(syncFunction(LISTING_COLUMNS));
    await q.query(`
      UPDATE catalogue_listing l SET ${COLUMNS.map((c) => `${c} = ${LISTING_COLUMNS[c as keyof typeof LISTING_COLUMNS]}`).join(', ')}
      FROM products p WHERE p.id = l.product_id`);
    await q.query(`INSERT INTO search_vocabulary (word, products) SELECT word, count(*) FROM (${WORDS_IN('products', 1)}) w GROUP BY word`);
    await q.query(`CREATE INDEX catalogue_listing_ref_idx ON catalogue_listing (ref_key text_pattern_ops)`);
    for (const doc of ['name_doc', 'head_doc', 'full_doc']) {
      await q.query(`CREATE INDEX catalogue_listing_${doc}_idx ON catalogue_listing USING gin (${doc})`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const doc of ['name_doc', 'head_doc', 'full_doc']) await q.query(`DROP INDEX catalogue_listing_${doc}_idx`);
    await q.query(`DROP INDEX catalogue_listing_ref_idx`);
    await q.query(`ALTER TABLE products ADD COLUMN ${PRODUCT_SEARCH_TEXT}`);
    await q.query(`ALTER TABLE catalogue_listing ADD COLUMN search_text text NOT NULL DEFAULT ''`);
    await q.query(CATALOGUE_SUMMARY_SYNC);
    await q.query(`ALTER TABLE catalogue_listing DROP COLUMN ref_key, DROP COLUMN name_doc, DROP COLUMN head_doc, DROP COLUMN full_doc`);
    await q.query(`UPDATE catalogue_listing l SET search_text = p.search_text FROM products p WHERE p.id = l.product_id`);
    await q.query(`CREATE INDEX catalogue_listing_search_idx ON catalogue_listing USING gin (search_text gin_trgm_ops)`);
    for (const fn of [
      'search_query(text, boolean)',
      'search_corrections(text)',
      'search_edit_distance(text, text, integer)',
      'search_word_alternatives(text, boolean)',
    ]) {
      await q.query(`DROP FUNCTION ${fn}`);
    }
    await q.query(`DROP TABLE search_vocabulary`);
    await q.query(`DROP VIEW search_synonym_pairs`);
    await q.query(`DROP TABLE search_synonyms`);
    for (const fn of [
      'search_words(products)',
      'search_head_texts(products)',
      'search_spec_values(products)',
      'search_plain(text)',
      'search_document(text[])',
      'search_token_lexemes(text)',
      'search_compact(text)',
      'search_all_of(text)',
      'search_stems(text)',
      'search_key(text)',
      'search_tokens(text)',
      'search_normalize(text)',
    ]) {
      await q.query(`DROP FUNCTION ${fn}`);
    }
  }
}
