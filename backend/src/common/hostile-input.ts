import { FastifyReply, FastifyRequest } from 'fastify';
import { COMMON_MESSAGES as M } from './common.messages';

/** Deepest JSON accepted (body, or a JSON query parameter such as ra-data-simple-rest's `filter`). */
export const MAX_JSON_DEPTH = 32;

export interface HostileValue {
  field: string;
  message: string;
}

/** A UTF-16 surrogate without its pair: not Unicode text, PostgreSQL and JSON encoders refuse it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return M.nulCharacter;
  if (LONE_SURROGATE.test(text)) return M.invalidUnicode;
  return undefined;
}

/**
 * The first thing in a parsed value that no handler should ever see: nesting deeper than
 * MAX_JSON_DEPTH (validation would overflow its stack), a NUL character or a lone surrogate
 * in a string or a key (PostgreSQL refuses both). Iterative, so a hostile depth costs nothing.
 */
export function findHostileValue(root: unknown, rootField: string): HostileValue | undefined {
  const stack: [unknown, string, number][] = [[root, rootField, 0]];
  while (stack.length) {
    const [value, field, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field, message: problem };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return { field, message: M.tooDeep(MAX_JSON_DEPTH) };
    for (const [key, child] of Object.entries(value)) {
      const childField = field ? `${field}.${key}` : key;
      const problem = textProblem(key);
      if (problem) return { field: childField, message: problem };
      stack.push([child, childField, depth + 1]);
    }
  }
  return undefined;
}

/** Query values that hold JSON (ra-data-simple-rest's sort, range, filter) are checked inside too. */
function queryProblem(query: Record<string, unknown>): HostileValue | undefined {
  for (const [name, value] of Object.entries(query)) {
    const found = findHostileValue({ [name]: value }, '');
    if (found) return found;
    for (const text of [value].flat()) {
      if (typeof text !== 'string' || !/^\s*[[{]/.test(text)) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        continue; // not JSON after all: the route's own validation answers
      }
      const inside = findHostileValue(parsed, name);
      if (inside) return inside;
    }
  }
  return undefined;
}

function pathProblem(url: string): HostileValue | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0]);
  } catch {
    return { field: 'path', message: M.invalidUnicode };
  }
  const problem = textProblem(path);
  return problem ? { field: 'path', message: problem } : undefined;
}

/**
 * A route whose handler validates the query itself and answers a refusal in its own form: the
 * storefront's pages, whose 400 is the shop's page saying why (a JSON body there is a raw dump).
 */
export const OWN_QUERY_VALIDATION = { ownQueryValidation: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    ownQueryValidation?: boolean;
  }
}

/**
 * A Fastify preValidation hook (the body is parsed by then): hostile input is refused with a 400
 * naming the field before any guard, pipe or query runs (bodies, query strings, path).
 */
export async function rejectHostileInput(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const ownQuery = req.routeOptions.config.ownQueryValidation === true;
  const found =
    pathProblem(req.url) ?? (ownQuery ? undefined : queryProblem(req.query as Record<string, unknown>)) ?? findHostileValue(req.body, '');
  if (!found) return undefined;
  const field = found.field || 'body';
  // Answered here, the request goes no further (Fastify: an async hook that sent returns the reply).
  return reply
    .code(400)
    .send({ statusCode: 400, error: 'Bad Request', message: `${field}: ${found.message}`, fields: { [field]: found.message } });
}
