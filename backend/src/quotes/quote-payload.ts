import { QuoteFields } from '@stockwatt/shared';
import { Quote, QuoteItem } from './quote.entity';

/** What the form service receives: the spec's quote payload (section 3) plus the cart lines. */
export interface FormServicePayload extends QuoteFields {
  /** Local French date and time, `dd/mm/yyyy hh:mm` in Europe/Paris. */
  time: string;
  items?: QuoteItem[];
  /** The send's identity (also the `Idempotency-Key` header): the same value means the same send. */
  deliveryId: string;
}

const PARIS = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `dd/mm/yyyy hh:mm`, Paris time, whatever the server's time zone. */
export function frenchDateTime(date: Date): string {
  const parts = Object.fromEntries(PARIS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

export function formServicePayload(quote: Quote): FormServicePayload {
  return {
    clientType: quote.client_type,
    name: quote.name,
    company: quote.company ?? '',
    email: quote.email,
    phone: quote.phone,
    productReference: quote.product_reference ?? '',
    subject: quote.subject,
    message: quote.message,
    time: frenchDateTime(quote.created_at),
    ...(quote.items?.length ? { items: quote.items } : {}),
    deliveryId: quote.delivery_id,
  };
}

export interface DeliveryJobData {
  quoteId: number;
  /** The quote's `job_id` when this attempt was queued (also the BullMQ job id); a stale one is skipped. */
  attemptId: string;
}

export const QUOTES_QUEUE = 'quotes';
export const DELIVER_JOB = 'deliver';
