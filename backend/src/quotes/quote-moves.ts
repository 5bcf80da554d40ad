import { QuoteMover, QuoteStatus, quoteStatusesMovingTo } from '@stockwatt/shared';
import { Publish } from '../events/domain-events';
import { Quote, QUOTE_HISTORY_IGNORES } from './quote.entity';

/** A DataSource, an EntityManager in a transaction, or a QueryRunner: anything that runs SQL. */
interface Sql {
  query(statement: string, parameters?: unknown[]): Promise<unknown>;
}

export interface QuoteMove {
  id: number;
  to: QuoteStatus;
  by: QuoteMover;
  /** The worker's and the sweeper's moves hold only while this is still the quote's delivery attempt (`job_id`). */
  attempt?: string;
  /** Columns written with the move, as SQL assignments whose parameters are `values`, numbered from $5. */
  set?: string;
  values?: readonly unknown[];
}

/** A move the quote machine (or the quote's current attempt) does not allow; nothing was written. */
export class QuoteMoveRefused extends Error {
  constructor(
    readonly move: QuoteMove,
    /** The quote's status when refused; null when there is no such quote. */
    readonly from: QuoteStatus | null,
    readonly reason: 'not found' | 'not allowed' | 'stale attempt',
  ) {
    super(
      reason === 'not found'
        ? `quote ${move.id}: no such quote`
        : reason === 'stale attempt'
          ? `quote ${move.id}: attempt ${move.attempt} is no longer the quote's delivery`
          : `quote ${move.id}: ${move.by} may not move it from "${from}" to "${move.to}"`,
    );
    this.name = 'QuoteMoveRefused';
  }
}

/**
 * Every status move of a quote goes through here, inside DomainEvents.write: the shared machine
 * (@stockwatt/shared, quote-status.ts) says which statuses `by` may move it to `to` from, one
 * conditional UPDATE checks that and writes the move (so two movers at once, an administrator and
 * the worker or two sweeps, never both move the same quote), and QuoteStatusChanged is published
 * with the quote before and after. Resolves with the quote as moved.
 */
export async function moveQuote(sql: Sql, publish: Publish, move: QuoteMove): Promise<Quote> {
  const from = quoteStatusesMovingTo(move.to, move.by);
  const [before] = (await sql.query(`SELECT * FROM quotes WHERE id = $1 FOR UPDATE`, [move.id])) as Quote[];
  if (!before) throw new QuoteMoveRefused(move, null, 'not found');
  const [rows] = (await sql.query(
    `UPDATE quotes SET status = $2, updated_at = now()${move.set ? `, ${move.set}` : ''}
     WHERE id = $1 AND status = ANY($3) AND ($4::uuid IS NULL OR job_id = $4::uuid)
     RETURNING *`,
    [move.id, move.to, from, move.attempt ?? null, ...(move.values ?? [])],
  )) as [Quote[], number];
  const after = rows[0];
  if (!after) throw new QuoteMoveRefused(move, before.status, from.includes(before.status) ? 'stale attempt' : 'not allowed');
  await publish({
    name: 'QuoteStatusChanged',
    resource: 'quotes',
    by: move.by,
    changes: [{ id: move.id, before, after }],
    historyIgnores: QUOTE_HISTORY_IGNORES,
  });
  return after;
}
