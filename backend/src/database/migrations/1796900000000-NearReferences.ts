import { MigrationInterface, QueryRunner } from 'typeorm';

/** How many listed references are read on each side of the text, in the references' byte order. */
const NEIGHBOURS_EACH_SIDE = 12;

const NEIGHBOURS = (side: '~<~' | '~>=~', order: '~>~' | '~<~') => `(
          SELECT l.product_id, l.sort_group, l.name, l.ref_key FROM public.catalogue_listing l
          WHERE length(typed) >= 5 AND l.ref_key::text ${side} typed
          ORDER BY l.ref_key::text USING ${order}
          LIMIT ${NEIGHBOURS_EACH_SIDE})`;

/**
 * Edits from the text to a reference, or to its start: Levenshtein's (in C), and the edit distance
 * that counts a swap of neighbours as one edit (in PL/pgSQL, slower) only where one swap would
 * bring it within reach (Levenshtein counts a swap 2).
 */
const EDITS_TO = (reference: string) => `CASE public.levenshtein_less_equal(typed, ${reference}, e.edits + 1) - e.edits
          WHEN 1 THEN public.search_edit_distance(typed, ${reference}, e.edits)
          ELSE public.levenshtein_less_equal(typed, ${reference}, e.edits + 1) END`;

/**
 * The published product whose reference is nearest a reference typed (compacted: `us5000c`), as
 * the typos of words allow: one edit from 5 characters, two from 9, against the whole reference
 * or its start (`sun5ksg05lp1` for SUN-5K-SG04LP1-EU). Between references as near, the one that
 * starts as typed for longest (installers get a reference's start right: `us5000c` is the US5000
 * before the US3000C), then the shop's order. Only the references around the text in the index's
 * order are measured, 12 each side: a typo after a reference's start leaves it there, and the
 * cost stays two short index reads at any size (a trigram index's nearest neighbours took 25–120
 * ms at 100,000 products).
 */
const NEAR_REFERENCE = `
  -- PL/pgSQL: the session keeps its plan, where an SQL function that is not inlined is planned at every call.
  CREATE FUNCTION search_near_reference(typed text) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
  BEGIN
    RETURN (SELECT p.reference
    FROM (
      SELECT c.product_id, c.sort_group, c.name, e.edits,
        least(${EDITS_TO('c.ref_key')}, ${EDITS_TO('left(c.ref_key, length(typed))')}) AS distance,
        (SELECT count(*) FROM generate_series(1, least(length(typed), length(c.ref_key))) k
          WHERE left(typed, k) = left(c.ref_key, k)) AS same_start
      FROM (SELECT CASE WHEN length(typed) >= 9 THEN 2 ELSE 1 END AS edits) e,
        LATERAL (${NEIGHBOURS('~<~', '~>~')}
          UNION ALL ${NEIGHBOURS('~>=~', '~<~')}
        ) c
    ) near
    JOIN public.products p ON p.id = near.product_id
    WHERE near.distance <= near.edits
    ORDER BY near.distance, near.same_start DESC, near.sort_group, near.name, near.product_id
    LIMIT 1);
  END $$`;

/**
 * A reference typed with a typo found nothing, not even a « did you mean »: `us5000c` (Pylontech
 * sells a US5000C; the shop lists the US5000), `fh3-2055`, `sun-5k-sg05lp1`. The search now tries
 * the nearest reference when the text as typed and its corrected words find nothing.
 */
export class NearReferences1796900000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(NEAR_REFERENCE);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION search_near_reference(text)`);
  }
}
