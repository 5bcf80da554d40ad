import { HttpException, INestApplicationContext, Logger } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { HealthController } from './health.controller';

/**
 * A worker (ROLE=worker) answers no API: only GET /livez, /readyz and /api/health on PORT, the
 * same checks as the API processes (health.controller.ts), so one HEALTHCHECK line fits every role.
 */
export function serveWorkerHealth(app: INestApplicationContext, port: number): Server {
  const health = app.get(HealthController);
  const server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
      res.end(JSON.stringify(body));
    };
    const path = req.url?.split('?')[0];
    if (req.method === 'GET' && path === '/livez') return reply(200, health.live());
    if (req.method !== 'GET' || (path !== '/readyz' && path !== '/api/health'))
      return reply(404, { statusCode: 404, message: 'Not Found' });
    health.ready().then(
      (result) => reply(200, result),
      (error: unknown) =>
        error instanceof HttpException ? reply(error.getStatus(), error.getResponse()) : reply(503, { status: 'error' }),
    );
  });
  server.listen(port, () => new Logger('Worker').log(`worker health on :${port} (/livez, /readyz)`));
  return server;
}
