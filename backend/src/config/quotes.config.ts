import { Settings } from './settings';

/** Quote intake and delivery settings (env → defaults, checked at boot). Read once through AppConfig.quotes. */
export interface QuotesConfig {
  /** Third-party form service the quotes are forwarded to; empty → quotes are kept as `stocké`. */
  formServiceUrl: string;
  /** Delivery attempts per job (first try included). 8 tries with a 30 s base ≈ 64 min of retries. */
  attempts: number;
  /** Base of the exponential backoff between attempts (ms): base, 2×base, 4×base… */
  backoffMs: number;
  /** Timeout of one POST to the form service (ms). */
  deliveryTimeoutMs: number;
  /** Jobs delivered in parallel by this process. */
  concurrency: number;
  /**
   * How long a worker's claim on a delivery lasts without renewal, and how often workers look for
   * claims left by a dead one (a killed worker's deliveries are taken over within about twice this).
   */
  jobLockMs: number;
  /** How long the intake waits for Redis before answering anyway (the sweeper enqueues later). */
  enqueueTimeoutMs: number;
  /** How often the sweeper looks for quotes never enqueued (ms). */
  sweepIntervalMs: number;
  /** A quote still `reçu` and never picked up after this long is enqueued again (ms). */
  sweepAfterMs: number;
  /** POST /api/quotes rate limit per IP: `rateLimit` requests per `rateTtlMs`. */
  rateLimit: number;
  rateTtlMs: number;
}

export function loadQuotesConfig(s: Settings): QuotesConfig {
  return {
    formServiceUrl: s.optionalUrl('FORM_SERVICE_URL', ['http', 'https']),
    attempts: s.int('QUOTE_DELIVERY_ATTEMPTS', 8, { min: 1, max: 100 }),
    backoffMs: s.int('QUOTE_DELIVERY_BACKOFF_MS', 30_000),
    deliveryTimeoutMs: s.int('QUOTE_DELIVERY_TIMEOUT_MS', 10_000, { min: 1 }),
    concurrency: s.int('QUOTE_WORKER_CONCURRENCY', 10, { min: 1 }),
    jobLockMs: s.int('QUOTE_JOB_LOCK_MS', 30_000, { min: 1_000 }),
    enqueueTimeoutMs: s.int('QUOTE_ENQUEUE_TIMEOUT_MS', 1_500, { min: 1 }),
    sweepIntervalMs: s.int('QUOTE_SWEEP_INTERVAL_MS', 30_000, { min: 10 }),
    sweepAfterMs: s.int('QUOTE_SWEEP_AFTER_MS', 60_000),
    rateLimit: s.int('QUOTES_RATE_LIMIT', 10, { min: 1 }),
    rateTtlMs: s.int('QUOTES_RATE_TTL_MS', 60_000, { min: 1 }),
  };
}
