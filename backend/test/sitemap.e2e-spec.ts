import { NestExpressApplication } from '@nestjs/platform-express';
import { DomUtils, parseDocument } from 'htmlparser2';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ADMIN, createTestApp, loginToken } from './utils';

const BASE = 'http://localhost:3000'; // PUBLIC_URL's default in the test settings

/** The sitemap's entries as a crawler reads them: loc, lastmod and hreflang alternates. */
function entries(xml: string) {
  const doc = parseDocument(xml, { xmlMode: true });
  return DomUtils.getElementsByTagName('url', doc).map((url) => {
    const text = (name: string) => {
      const el = DomUtils.getElementsByTagName(name, url)[0];
      return el ? DomUtils.textContent(el) : undefined;
    };
    const alternates = Object.fromEntries(
      DomUtils.getElementsByTagName('xhtml:link', url).map((l) => [l.attribs.hreflang, l.attribs.href]),
    );
    return { loc: text('loc')!, lastmod: text('lastmod'), alternates };
  });
}

describe('sitemap.xml and robots.txt', () => {
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    http = request(app.getHttpServer());
    db = app.get(DataSource);
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => app.close());

  const published = async (): Promise<{ id: number; updated_at: Date }[]> =>
    db.query(`SELECT id, updated_at FROM products WHERE status = 'publié' ORDER BY id`);

  it('lists home, the legal pages and exactly the published products, with lastmod and fr/en alternates', async () => {
    const res = await http.get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = entries(res.text);
    const products = await published();
    expect(urls.map((u) => u.loc)).toEqual([
      `${BASE}/`,
      `${BASE}/conditions-generales`,
      `${BASE}/politique-confidentialite`,
      `${BASE}/mentions-legales`,
      ...products.map((p) => `${BASE}/product/${p.id}`),
    ]);
    for (const [i, p] of products.entries()) {
      const url = urls[4 + i];
      expect(url.lastmod).toBe(new Date(p.updated_at).toISOString());
      expect(url.alternates).toEqual({ fr: url.loc, en: `${url.loc}?lang=en`, 'x-default': url.loc });
    }
    const newest = Math.max(...products.map((p) => new Date(p.updated_at).getTime()));
    expect(urls[0].lastmod).toBe(new Date(newest).toISOString());
    const [draft] = await db.query(`SELECT id FROM products WHERE status <> 'publié' LIMIT 1`);
    if (draft) expect(urls.map((u) => u.loc)).not.toContain(`${BASE}/product/${draft.id}`);
    expect(res.headers.etag).toMatch(/^"/);
    await http.get('/sitemap.xml').set('If-None-Match', res.headers.etag).expect(304);
  });

  it('follows the catalogue at once: an unpublished product leaves it, a changed one gets a new lastmod', async () => {
    const [first, second] = (await published()).slice(0, 2);
    const auth = { Authorization: `Bearer ${admin}` };
    await http.patch(`/api/admin/products/${first.id}/status`).set(auth).send({ status: 'brouillon' }).expect(200);
    const current = (await http.get(`/api/admin/products/${second.id}`).set(auth).expect(200)).body;
    await http
      .put(`/api/admin/products/${second.id}`)
      .set(auth)
      .send({ stock_quantity: current.stock_quantity + 1 })
      .expect(200);
    try {
      const urls = entries((await http.get('/sitemap.xml').expect(200)).text);
      expect(urls.map((u) => u.loc)).not.toContain(`${BASE}/product/${first.id}`);
      expect(urls.map((u) => u.loc)).toEqual([
        ...urls.slice(0, 4).map((u) => u.loc),
        ...(await published()).map((p) => `${BASE}/product/${p.id}`),
      ]);
      const changed = urls.find((u) => u.loc === `${BASE}/product/${second.id}`)!;
      expect(new Date(changed.lastmod!).getTime()).toBeGreaterThan(new Date(second.updated_at).getTime());
    } finally {
      await http.patch(`/api/admin/products/${first.id}/status`).set(auth).send({ status: 'publié' }).expect(200);
    }
    expect(entries((await http.get('/sitemap.xml').expect(200)).text).map((u) => u.loc)).toContain(`${BASE}/product/${first.id}`);
  });

  it('robots.txt keeps crawlers out of the back office, the pro space and the admin API, and points to the sitemap', async () => {
    const res = await http.get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining(['Disallow: /admin', 'Disallow: /espace-pro', 'Disallow: /api/admin', `Sitemap: ${BASE}/sitemap.xml`]),
    );
    await http.get('/api/sitemap.xml').expect(404);
  });
});
