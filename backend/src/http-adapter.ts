import { FastifyAdapter } from '@nestjs/platform-fastify';
import { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from './config/configuration';
import { COMMON_MESSAGES as M } from './common/common.messages';
import { requestIdOf } from './common/request-id';

/** Request bodies past this are a 413 (uploads have limits of their own, see upload.interceptor). */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** TRUST_PROXY as a number of hops: the client is the address that many proxies back. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * The HTTP server under Nest: Fastify, whose request path costs about half of Express's, which
 * the catalogue's cold path (issue 13) is made of. TRUST_PROXY: rate limits and logs count the
 * client address the trusted proxies report (`request.ip`).
 */
export function createHttpAdapter(config: Pick<AppConfig, 'trustProxy'>): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Request-Id checked and kept, or made (common/request-id.ts); never a per-process counter.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Partner references and storefront slugs are longer than find-my-way's default of 100.
    routerOptions: { maxParamLength: 1000 },
    // A path the router cannot read never reaches a route: a 400 naming the path, as hostile input gets.
    frameworkErrors: (error: Error & { code?: string }, _req: FastifyRequest, reply: FastifyReply) => {
      const message = error.code === 'FST_ERR_BAD_URL' ? M.invalidUnicode : M.invalidRequest;
      void reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `path: ${message}`, fields: { path: message } });
    },
  });
}
