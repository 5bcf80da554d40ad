import { NextFunction, Request, Response } from 'express';
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

function pathProblem(req: Request): HostileValue | undefined {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return { field: 'path', message: M.invalidUnicode };
  }
  const problem = textProblem(path);
  return problem ? { field: 'path', message: problem } : undefined;
}

/**
 * Express middleware placed after the body parsers: hostile input is refused with a 400 naming
 * the field before any guard, pipe or query runs (bodies, query strings, path).
 */
export function rejectHostileInput(req: Request, res: Response, next: NextFunction): void {
  const found = pathProblem(req) ?? queryProblem(req.query as Record<string, unknown>) ?? findHostileValue(req.body, '');
  if (!found) return next();
  const field = found.field || 'body';
  res
    .status(400)
    .json({ statusCode: 400, error: 'Bad Request', message: `${field}: ${found.message}`, fields: { [field]: found.message } });
}
