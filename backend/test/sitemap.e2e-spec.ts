import { NestFastifyApplication } from '@nestjs/platform-fastify';
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
  let app: NestFastifyApplication;
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

describe('sitemap index, when the pages do not fit in one file', () => {
  const PER_FILE = 25;
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let db: DataSource;
  const saved = process.env.SITEMAP_URLS_PER_FILE;

  beforeAll(async () => {
    process.env.SITEMAP_URLS_PER_FILE = String(PER_FILE);
    app = await createTestApp();
    http = request(app.getHttpServer());
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app.close();
    if (saved === undefined) delete process.env.SITEMAP_URLS_PER_FILE;
    else process.env.SITEMAP_URLS_PER_FILE = saved;
  });

  it('indexes files of at most SITEMAP_URLS_PER_FILE pages that together list every page once, in order', async () => {
    const products: { id: number; updated_at: Date }[] = await db.query(
      `SELECT id, updated_at FROM products WHERE status = 'publié' ORDER BY id`,
    );
    const pages = 4 + products.length;
    expect(pages).toBeGreaterThan(2 * PER_FILE); // at least three files

    const index = await http.get('/sitemap.xml').expect(200);
    const doc = parseDocument(index.text, { xmlMode: true });
    expect(DomUtils.getElementsByTagName('urlset', doc)).toHaveLength(0);
    const files = DomUtils.getElementsByTagName('sitemap', doc).map((el) => ({
      loc: DomUtils.textContent(DomUtils.getElementsByTagName('loc', el)[0]),
      lastmod: DomUtils.textContent(DomUtils.getElementsByTagName('lastmod', el)[0]),
    }));
    expect(files.map((f) => f.loc)).toEqual(Array.from({ length: Math.ceil(pages / PER_FILE) }, (_, i) => `${BASE}/sitemap-${i + 1}.xml`));

    const locs: string[] = [];
    for (const [i, file] of files.entries()) {
      const res = await http.get(`/sitemap-${i + 1}.xml`).expect(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const urls = entries(res.text);
      expect(urls.length).toBeLessThanOrEqual(PER_FILE);
      // The file's lastmod in the index is its newest page.
      const newest = Math.max(...urls.filter((u) => u.lastmod).map((u) => new Date(u.lastmod!).getTime()));
      expect(file.lastmod).toBe(new Date(newest).toISOString());
      locs.push(...urls.map((u) => u.loc));
    }
    expect(locs).toEqual([
      `${BASE}/`,
      `${BASE}/conditions-generales`,
      `${BASE}/politique-confidentialite`,
      `${BASE}/mentions-legales`,
      ...products.map((p) => `${BASE}/product/${p.id}`),
    ]);
  });

  it('answers 404 for a file the index does not list', async () => {
    const index = await http.get('/sitemap.xml').expect(200);
    const count = (index.text.match(/<sitemap>/g) ?? []).length;
    for (const path of [`/sitemap-${count + 1}.xml`, '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml', '/api/sitemap-1.xml']) {
      await http.get(path).expect(404);
    }
  });
});
