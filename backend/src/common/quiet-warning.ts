import { Logger } from '@nestjs/common';

/** Redis connection errors repeat on every reconnect attempt: one log line per interval is enough. */
export function quietWarning(logger: Logger, label: string, intervalMs = 10_000): (error: Error) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < intervalMs) return;
    last = Date.now();
    logger.warn(`${label}: ${error.message}`);
  };
}

/** Rejects when `promise` has not settled in `ms` (a queue add while Redis is away waits forever). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
