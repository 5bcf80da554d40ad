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
  /** Send it again: back to `reçu` under a new delivery id. */
  resend: AdminMove;
  /** Mark it handled (`traité`). */
  handle: AdminMove;
  adminTone: QuoteTone;
  buyer: { state: BuyerQuoteState; tone: BuyerQuoteTone };
}

const { received, forwarded, failed, stored, handled } = QUOTE_STATUS;

export const QUOTE_STATUS_RULES: Record<QuoteStatus, StatusRule> = {
  [received]: {
    deliveredTo: [forwarded, failed, stored],
    // Already queued: a second delivery would race the first.
    resend: 'refused',
    handle: 'offered',
    adminTone: 'info',
    buyer: { state: 'received', tone: 'pending' },
  },
  [forwarded]: {
    deliveredTo: [],
    resend: 'allowed',
    handle: 'offered',
    adminTone: 'success',
    buyer: { state: 'forwarded', tone: 'progress' },
  },
  [failed]: { deliveredTo: [], resend: 'offered', handle: 'offered', adminTone: 'error', buyer: { state: 'processing', tone: 'pending' } },
  [stored]: { deliveredTo: [], resend: 'offered', handle: 'offered', adminTone: 'warning', buyer: { state: 'recorded', tone: 'pending' } },
  // Marking a handled quote handled again keeps its first handling time.
  [handled]: { deliveredTo: [], resend: 'allowed', handle: 'allowed', adminTone: 'neutral', buyer: { state: 'handled', tone: 'done' } },
};

/** Every move the machine allows, whoever makes it. */
export function canMoveQuote(from: QuoteStatus, to: QuoteStatus): boolean {
  const rule = QUOTE_STATUS_RULES[from];
  if (to === received) return rule.resend !== 'refused';
  if (to === handled) return rule.handle !== 'refused';
  return rule.deliveredTo.includes(to);
}

/** Statuses an administrator may resend from (what `UPDATE … WHERE status IN (…)` takes). */
export const RESENDABLE_QUOTE_STATUSES = QUOTE_STATUSES.filter((s) => QUOTE_STATUS_RULES[s].resend !== 'refused');
/** Statuses an administrator may mark handled from. */
export const HANDLEABLE_QUOTE_STATUSES = QUOTE_STATUSES.filter((s) => QUOTE_STATUS_RULES[s].handle !== 'refused');

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return (QUOTE_STATUSES as readonly unknown[]).includes(value);
}
