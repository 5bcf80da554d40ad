import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ADMIN, createTestApp, loginToken } from './utils';

const SHARED_MAX_AGE = 120;
const REVALIDATE = `public, max-age=0, s-maxage=${SHARED_MAX_AGE}`;

/**
 * Staff who edit a product and then open the shop in the same browser see the edit at once: public
 * catalogue answers are stale for browsers from the start (max-age=0, so they ask again with the
 * ETag and an unchanged answer is a bodiless 304), while a shared cache in front may keep them
 * CATALOGUE_SHARED_MAX_AGE_SECONDS (s-maxage).
 */
describe('catalogue answers: browsers revalidate every time, shared caches keep them s-maxage', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let admin: string;
  // Letters only: one word of its own in the search index, whatever the stemmer does with digits.
  const tag = `fraich${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

  beforeAll(async () => {
    process.env.CATALOGUE_SHARED_MAX_AGE_SECONDS = String(SHARED_MAX_AGE);
    app = await createTestApp();
    http = request(app.getHttpServer());
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await app?.close();
    delete process.env.CATALOGUE_SHARED_MAX_AGE_SECONDS;
  });

  const asAdmin = (method: 'post' | 'put' | 'patch' | 'delete', url: string, body?: object) =>
    http[method](url).set('Authorization', `Bearer ${admin}`).send(body);

  async function createProduct(name: string, status: 'publié' | 'brouillon'): Promise<number> {
    const res = await asAdmin('post', '/api/admin/products', {
      name,
      reference: `FRESH-${tag}-${status === 'publié' ? 'A' : 'B'}`,
      brand: 'Test',
      type: 'Batterie Lithium',
      price_public: 100,
      status,
    }).expect(201);
    return res.body.id;
  }

  it.each([
    ['a catalogue page', () => '/api/products'],
    ['a search with its facets', () => '/api/products?q=pylontech&sort=price_asc'],
    ['search suggestions', () => '/api/products/suggestions?q=pylon'],
    ['references for the quote form', () => '/api/products/references?q=US'],
    ['a product', () => '/api/products/3'],
    ['the sitemap', () => '/sitemap.xml'],
  ])('%s: max-age=0 with s-maxage, and a 304 without a body while unchanged', async (_name, url) => {
    const first = await http.get(url()).expect(200);
    expect(first.headers['cache-control']).toBe(REVALIDATE);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    const again = await http.get(url()).set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(REVALIDATE);
  });

  it('after an edit in the back office, the copy a browser holds gets a 200 with the new content', async () => {
    const id = await createProduct(`Batterie ${tag} 5 kWh`, 'publié');
    const detail = await http.get(`/api/products/${id}`).expect(200);
    const search = await http.get(`/api/products?q=${tag}`).expect(200);
    expect(search.body.items.map((p: { name: string }) => p.name)).toEqual([`Batterie ${tag} 5 kWh`]);
    await http.get(`/api/products/${id}`).set('If-None-Match', detail.headers.etag).expect(304);
    await http.get(`/api/products?q=${tag}`).set('If-None-Match', search.headers.etag).expect(304);

    // Renamed (PUT), and a second product published from draft (PATCH …/status), as the back office does.
    await asAdmin('put', `/api/admin/products/${id}`, { name: `Batterie ${tag} 10 kWh` }).expect(200);
    const draft = await createProduct(`Onduleur ${tag} hybride`, 'brouillon');
    await asAdmin('patch', `/api/admin/products/${draft}/status`, { status: 'publié' }).expect(200);

    const renamed = await http.get(`/api/products/${id}`).set('If-None-Match', detail.headers.etag).expect(200);
    expect(renamed.body.name).toBe(`Batterie ${tag} 10 kWh`);
    expect(renamed.headers.etag).not.toBe(detail.headers.etag);
    expect(renamed.headers['cache-control']).toBe(REVALIDATE);
    const listed = await http.get(`/api/products?q=${tag}`).set('If-None-Match', search.headers.etag).expect(200);
    expect(listed.body.items.map((p: { name: string }) => p.name).sort()).toEqual([`Batterie ${tag} 10 kWh`, `Onduleur ${tag} hybride`]);
    // The new copies are current in their turn.
    await http.get(`/api/products/${id}`).set('If-None-Match', renamed.headers.etag).expect(304);
    await http.get(`/api/products?q=${tag}`).set('If-None-Match', listed.headers.etag).expect(304);

    for (const product of [id, draft]) await asAdmin('delete', `/api/admin/products/${product}`).expect(200);
  });

  it('leaves personal answers with no-store', async () => {
    const res = await http.get('/api/admin/products').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
