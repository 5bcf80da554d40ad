/** Quote intake and delivery settings (env → defaults). Read once through AppConfig.quotes. */
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

function int(value: string | undefined, fallback: number, min = 0): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= min ? Math.floor(n) : fallback;
}

export function loadQuotesConfig(env: NodeJS.ProcessEnv): QuotesConfig {
  return {
    formServiceUrl: (env.FORM_SERVICE_URL ?? '').trim(),
    attempts: int(env.QUOTE_DELIVERY_ATTEMPTS, 8, 1),
    backoffMs: int(env.QUOTE_DELIVERY_BACKOFF_MS, 30_000),
    deliveryTimeoutMs: int(env.QUOTE_DELIVERY_TIMEOUT_MS, 10_000, 1),
    concurrency: int(env.QUOTE_WORKER_CONCURRENCY, 10, 1),
    jobLockMs: int(env.QUOTE_JOB_LOCK_MS, 30_000, 1_000),
    enqueueTimeoutMs: int(env.QUOTE_ENQUEUE_TIMEOUT_MS, 1_500, 1),
    sweepIntervalMs: int(env.QUOTE_SWEEP_INTERVAL_MS, 30_000, 10),
    sweepAfterMs: int(env.QUOTE_SWEEP_AFTER_MS, 60_000),
    rateLimit: int(env.QUOTES_RATE_LIMIT, 10, 1),
    rateTtlMs: int(env.QUOTES_RATE_TTL_MS, 60_000, 1),
  };
}
