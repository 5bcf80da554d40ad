import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The published product whose reference is nearest a reference typed (compacted: `us5000c`), as
 * the typos of words allow: one edit from 5 characters, two from 9, against the whole reference
 * or its start (`sun5ksg05lp1` for SUN-5K-SG04LP1-EU). Between references as near, the one that
 * starts as typed for longest (installers get a reference's start right: `us5000c` is the US5000
 * before the US3000C), then the shop's order. Only the 20 references the trigram index finds most
 * alike are measured: a bounded walk of the index, where filtering on similarity read every
 * reference sharing a common start (all 100,000 of a range).
 */
const NEAR_REFERENCE = `
  CREATE FUNCTION search_near_reference(typed text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT p.reference
    FROM (
      SELECT c.product_id, c.sort_group, c.name, e.edits, least(
          public.search_edit_distance(typed, c.ref_key, e.edits),
          public.search_edit_distance(typed, left(c.ref_key, length(typed)), e.edits)) AS distance,
        (SELECT count(*) FROM generate_series(1, least(length(typed), length(c.ref_key))) k
          WHERE left(typed, k) = left(c.ref_key, k)) AS same_start
      FROM (SELECT CASE WHEN length(typed) >= 9 THEN 2 ELSE 1 END AS edits) e,
        LATERAL (
          SELECT l.product_id, l.sort_group, l.name, l.ref_key FROM public.catalogue_listing l
          WHERE length(typed) >= 5
          ORDER BY typed OPERATOR(public.<<->) l.ref_key
          LIMIT 20
        ) c
    ) near
    JOIN public.products p ON p.id = near.product_id
    WHERE near.distance <= near.edits
    ORDER BY near.distance, near.same_start DESC, near.sort_group, near.name, near.product_id
    LIMIT 1
  $$`;

/**
 * A reference typed with a typo found nothing, not even a « did you mean »: `us5000c` (Pylontech
 * sells a US5000C; the shop lists the US5000), `fh3-2055`, `sun-5k-sg05lp1`. The search now tries
 * the nearest reference when the text as typed and its corrected words find nothing.
 */
export class NearReferences1796900000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX catalogue_listing_ref_trgm_idx ON catalogue_listing USING gist (ref_key gist_trgm_ops)`);
    await q.query(NEAR_REFERENCE);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION search_near_reference(text)`);
    await q.query(`DROP INDEX catalogue_listing_ref_trgm_idx`);
  }
}
