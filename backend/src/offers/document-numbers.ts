import { documentNumber, type DocumentKind, parisDate } from '@stockwatt/shared';
import { EntityManager } from 'typeorm';

/**
 * The next number of the year's series for `kind`, inside the caller's transaction. The counter's
 * row stays locked until that transaction ends, so two processes never take the same number, and
 * a transaction that rolls back gives its number back: the series has no gap.
 */
export async function nextDocumentNumber(m: EntityManager, kind: DocumentKind, at: Date = new Date()): Promise<string> {
  const year = Number(parisDate(at).slice(0, 4));
  const [{ last }] = (await m.query(
    `INSERT INTO document_counters (kind, year, last) VALUES ($1, $2, 1)
     ON CONFLICT (kind, year) DO UPDATE SET last = document_counters.last + 1
     RETURNING last`,
    [kind, year],
  )) as { last: number }[];
  return documentNumber(kind, year, last);
}
