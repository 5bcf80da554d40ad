import { randomUUID } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { FastifyReply, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like (nginx's `$request_id` is 32 hex digits); anything else is replaced. */
const ACCEPTED = /^[\w.:@-]{1,128}$/;

/**
 * The request's id: the one the balancer sent (`X-Request-Id`, nginx's `$request_id`), so a line
 * of nginx's log and the API's share it, or a new UUID. Kept on the raw request too, where the
 * request logger (pino-http) takes it for every line the request logs.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
  raw.id = id;
  return id;
}

/**
 * An onSend hook, registered before every route: each answer names its request in
 * `X-Request-Id`, and each JSON error body carries it as `requestId`, whoever wrote the error
 * (a route, a guard, the validation pipe, the rate limiter, Fastify itself), so a user's report
 * leads to the log lines.
 */
export function stampRequestId(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  reply.header('X-Request-Id', request.id);
  done(null, reply.statusCode < 400 ? payload : withRequestId(request, reply, payload));
}

function withRequestId(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  try {
    return JSON.stringify({ ...(JSON.parse(payload) as Record<string, unknown>), requestId: request.id });
  } catch {
    return payload;
  }
}
