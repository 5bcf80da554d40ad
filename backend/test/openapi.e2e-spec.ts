import { readFileSync } from 'node:fs';
import { OPENAPI_PATH, renderOpenApi } from '../src/openapi';

describe('openapi.yaml', () => {
  it('is the document the code generates (run `npm run openapi` after changing a route)', async () => {
    const generated = await renderOpenApi();
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(generated);
    expect(generated).toContain('/api/products:');
    expect(generated).toContain('/api/admin/products/{id}/duplicate:');
  });
});
