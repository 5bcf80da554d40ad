import { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers that depend on who asks: sign-in and session (`/api/auth/…`), the back office
 * (`/api/admin/…`), the signed-in customer's own records (`/api/account/…`, `/api/quotes/mine`,
 * `/api/orders/mine`, `/api/offers/mine`) and a quote's offers and messages (`/api/quotes/:id/…`, by owner or key).
 * Catalogue reads are cacheable (common/http-cache.ts); these never are, by a browser or by anything between.
 */
const PERSONAL = /^\/api\/(?:(?:auth|admin|account)(?:\/|$)|(?:quotes|orders|offers)\/mine\/?$|quotes\/[^/]+\/)/;

export const NO_STORE = 'no-store';

export function isPersonalPath(path: string | undefined): boolean {
  return path !== undefined && PERSONAL.test(path);
}

/**
 * An onSend hook, so it covers every answer of those paths whoever made it: the route's, a guard's
 * 401 or 403, a validation 400, a 404, the hostile-input hook's refusal, Fastify's own 413 or 415.
 * The route's pattern is read too: it names the route however the path was spelt (`%61dmin`).
 */
export async function noStorePersonalAnswers(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (isPersonalPath(req.url.split('?')[0]) || isPersonalPath(req.routeOptions.url)) reply.header('Cache-Control', NO_STORE);
  return payload;
}
