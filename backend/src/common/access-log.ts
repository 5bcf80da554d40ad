import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PinoLogger } from 'nestjs-pino';

/** The orchestrator's and the balancer's probes (every few seconds): neither counted by the rate limit nor logged. */
export const PROBE_PATHS = new Set(['/livez', '/readyz', '/api/health']);

/**
 * One line per answer at `info` (a probe's only when it fails): method, the route's pattern (never the path or its query, which
 * may carry a link's key or a token), status, duration and the request's id. Headers are not
 * logged, so no token, key or cookie can be.
 */
export function logEveryAnswer(app: NestFastifyApplication): void {
  // The level is set at boot: above `info` (a benchmark's `warn`), the hook is not even added.
  if (!PinoLogger.root.isLevelEnabled('info')) return;
  // Callback hooks, not async ones: no promise per answer on the hot path.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      if (PROBE_PATHS.has(request.url.split('?')[0]) && reply.statusCode < 400) return done();
      PinoLogger.root.info(
        {
          requestId: request.id,
          method: request.method,
          route: request.routeOptions.url ?? '(no route)',
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
        },
        'answered',
      );
      done();
    });
}
