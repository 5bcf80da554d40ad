import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { load } from 'js-yaml';
import { OPENAPI_PATH, renderOpenApi } from '../src/openapi';

type Response = { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> };
type Operation = { responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operations(doc: Document): Array<[string, Operation]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m): [string, Operation] => [`${m.toUpperCase()} ${path}`, item[m]]),
  );
}

describe('openapi.yaml', () => {
  let generated: string;
  let doc: Document;
  beforeAll(async () => {
    generated = await renderOpenApi();
    doc = load(generated) as Document;
  });

  it('is the document the code generates (run `npm run contract` after changing a route or a DTO)', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(generated);
    expect(generated).toContain('/api/products:');
    expect(generated).toContain('/api/admin/products/{id}/duplicate:');
  });

  it('documents a success body with a schema for every operation (or a 204)', () => {
    const missing = operations(doc)
      .filter(
        ([, op]) =>
          !Object.entries(op.responses).some(
            ([status, r]) => status === '204' || (/^2\d\d$/.test(status) && Object.values(r.content ?? {}).some((c) => c.schema)),
          ),
      )
      .map(([name]) => name);
    expect(operations(doc).length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('documents Content-Range on every back-office list and the shared error body on every 4xx', () => {
    const adminLists = operations(doc).filter(([name]) => /^GET \/api\/admin\/[a-z]+$/.test(name) && name !== 'GET /api/admin/dashboard');
    expect(adminLists.length).toBeGreaterThanOrEqual(7);
    expect(adminLists.filter(([, op]) => !op.responses['200']?.headers?.['Content-Range']).map(([n]) => n)).toEqual([]);
    const errors = operations(doc).flatMap(([name, op]) =>
      Object.entries(op.responses)
        .filter(([s]) => /^4/.test(s))
        .map(([s, r]) => ({ name: `${name} ${s}`, r })),
    );
    expect(errors.filter(({ r }) => JSON.stringify(r.content ?? {}).indexOf('ErrorResponseDto') < 0).map(({ name }) => name)).toEqual([]);
    const tooMany = errors.filter(({ name }) => name.endsWith(' 429'));
    expect(tooMany.length).toBeGreaterThan(0);
    expect(tooMany.filter(({ r }) => !r.headers?.['Retry-After']).map(({ name }) => name)).toEqual([]);
  });

  it('is what the shared API types were generated from (`npm run contract`)', () => {
    const root = path.resolve(__dirname, '..', '..');
    const dir = mkdtempSync(path.join(tmpdir(), 'stockwatt-contract-'));
    try {
      const fresh = path.join(dir, 'api-schema.ts');
      execFileSync(path.join(root, 'node_modules', '.bin', 'openapi-typescript'), [OPENAPI_PATH, '-o', fresh], { stdio: 'pipe' });
      const expected = readFileSync(fresh, 'utf8');
      expect(expected).toContain('ProductSummaryDto: {');
      expect(readFileSync(path.join(root, 'packages', 'shared', 'src', 'api-schema.ts'), 'utf8') === expected).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
