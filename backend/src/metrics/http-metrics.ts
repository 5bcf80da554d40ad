import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ShopMetrics } from './shop-metrics';

/** Each answer's duration by method, route pattern (bounded: never the path) and status. */
export function observeAnswers(app: NestFastifyApplication): void {
  const metrics = app.get(ShopMetrics);
  if (!metrics.enabled) return;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      metrics.httpDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? '(no route)', status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
}
