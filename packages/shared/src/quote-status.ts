/**
 * The quote request's life: the statuses, who moves a quote from one to another, and what a
 * buyer and an administrator see for each. The API's SQL, its checks and both front ends read
 * it here, so adding a status is one edit (plus its texts in each app's translation table).
 */
export const QUOTE_STATUS = {
  /** Stored, delivery to the form service pending or retrying. */
  received: 'reçu',
  /** The form service answered ok. */
  forwarded: 'transmis',
  /** Every delivery attempt failed (the error is kept). */
  failed: 'échec',
  /** Kept without delivery: no form service configured, or a honeypot catch. */
  stored: 'stocké',
  /** Handled by the shop. */
  handled: 'traité',
} as const;

export const QUOTE_STATUSES = [
  QUOTE_STATUS.received,
  QUOTE_STATUS.forwarded,
  QUOTE_STATUS.failed,
  QUOTE_STATUS.stored,
  QUOTE_STATUS.handled,
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The colour family a status is drawn in; each app maps a tone to its own palette. */
export type QuoteTone = 'info' | 'success' | 'error' | 'warning' | 'neutral';

/** What a buyer reads in their professional space: a delivery failure is still "being processed" to them. */
export type BuyerQuoteState = 'received' | 'forwarded' | 'processing' | 'recorded' | 'handled';
export type BuyerQuoteTone = 'pending' | 'progress' | 'done';

/**
 * An administrator's move from a status: `offered` (the back office shows the button), `allowed`
 * (the API accepts it, the back office does not suggest it) or `refused`.
 */
export type AdminMove = 'offered' | 'allowed' | 'refused';

interface StatusRule {
  /** The delivery worker's moves (`reçu` → delivered, failed, or kept when no form service is set). */
  deliveredTo: readonly QuoteStatus[];
  /** The sweeper's move: a quote whose delivery job was lost is queued again under a new attempt, same status. */
  requeued: boolean;
  /** Send it again: back to `reçu` under a new delivery id. */
  resend: AdminMove;
  /** Mark it handled (`traité`). */
  handle: AdminMove;
  adminTone: QuoteTone;
  buyer: { state: BuyerQuoteState; tone: BuyerQuoteTone };
}

const { received, forwarded, failed, stored, handled } = QUOTE_STATUS;
const settled = { deliveredTo: [], requeued: false } as const;

export const QUOTE_STATUS_RULES: Record<QuoteStatus, StatusRule> = {
  [received]: {
    deliveredTo: [forwarded, failed, stored],
    requeued: true,
    // Already queued: a second delivery would race the first.
    resend: 'refused',
    handle: 'offered',
    adminTone: 'info',
    buyer: { state: 'received', tone: 'pending' },
  },
  [forwarded]: { ...settled, resend: 'allowed', handle: 'offered', adminTone: 'success', buyer: { state: 'forwarded', tone: 'progress' } },
  [failed]: { ...settled, resend: 'offered', handle: 'offered', adminTone: 'error', buyer: { state: 'processing', tone: 'pending' } },
  [stored]: { ...settled, resend: 'offered', handle: 'offered', adminTone: 'warning', buyer: { state: 'recorded', tone: 'pending' } },
  // Marking a handled quote handled again keeps its first handling time.
  [handled]: { ...settled, resend: 'allowed', handle: 'allowed', adminTone: 'neutral', buyer: { state: 'handled', tone: 'done' } },
};

/** Who moves a quote: an administrator (resend, handle), the delivery worker, the sweeper (a lost job queued again). */
export const QUOTE_MOVERS = ['admin', 'delivery', 'sweeper'] as const;
export type QuoteMover = (typeof QUOTE_MOVERS)[number];

/** Whether the machine lets `by` move a quote from `from` to `to`. */
export function canMoveQuote(from: QuoteStatus, to: QuoteStatus, by: QuoteMover): boolean {
  const rule = QUOTE_STATUS_RULES[from];
  switch (by) {
    case 'admin':
      return (to === received && rule.resend !== 'refused') || (to === handled && rule.handle !== 'refused');
    case 'delivery':
      return rule.deliveredTo.includes(to);
    case 'sweeper':
      return rule.requeued && to === from;
  }
}

/** The statuses `by` may move a quote to `to` from (what the API's conditional `UPDATE … WHERE status = ANY(…)` takes). */
export function quoteStatusesMovingTo(to: QuoteStatus, by: QuoteMover): QuoteStatus[] {
  return QUOTE_STATUSES.filter((from) => canMoveQuote(from, to, by));
}

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return (QUOTE_STATUSES as readonly unknown[]).includes(value);
}
