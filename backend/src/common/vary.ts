import { FastifyReply } from 'fastify';
import vary from 'vary';

/** Adds header names to the answer's Vary, keeping those already there (compression adds Accept-Encoding). */
export function appendVary(reply: FastifyReply, ...fields: string[]): void {
  const current = reply.getHeader('Vary');
  reply.header('Vary', vary.append(typeof current === 'string' ? current : '', fields));
}
