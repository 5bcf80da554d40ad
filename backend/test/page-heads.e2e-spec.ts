import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CatalogueCache } from '../src/catalogue/catalogue-cache';
import { schemaOrgErrors } from './support/schema-org';
import { ADMIN, createTestApp, loginToken } from './utils';

const BASE = 'http://localhost:3000'; // PUBLIC_URL's default in the test settings

/** The storefront's index.html as Vite builds it: one title, one description, an empty root. */
const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Stockwatt, grossiste français de batteries lithium." />
    <title>Stockwatt — Stockage photovoltaïque pour professionnels</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

interface Head {
  lang: string | undefined;
  title: string;
  description: string | undefined;
  robots: string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  og: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: JsonLdNode[];
}

/** A schema.org node the pages print (Product or BreadcrumbList), as far as these tests read it. */
interface JsonLdNode {
  '@type': string;
  name?: string;
  image?: string[];
  aggregateRating?: unknown;
  offers: { availability?: string; price?: string; description?: string };
  itemListElement: { name: string; position: number; item?: string }[];
}

/** What a crawler without JavaScript reads in a page's head. */
function readHead(html: string): Head {
  const doc = parseDocument(html);
  const all = (name: string) => DomUtils.getElementsByTagName(name, doc);
  const metas = all('meta');
  const meta = (attr: string, value: string) => metas.find((m) => m.attribs[attr] === value)?.attribs.content;
  const byPrefix = (attr: string, prefix: string) =>
    Object.fromEntries(metas.filter((m) => m.attribs[attr]?.startsWith(prefix)).map((m) => [m.attribs[attr], m.attribs.content]));
  const links = all('link');
  expect(all('title')).toHaveLength(1);
  expect(metas.filter((m) => m.attribs.name === 'description')).toHaveLength(1);
  return {
    lang: all('html')[0]?.attribs.lang,
    title: DomUtils.textContent(all('title')[0]),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: links.find((l) => l.attribs.rel === 'canonical')?.attribs.href,
    alternates: Object.fromEntries(
      links.filter((l) => l.attribs.rel === 'alternate' && l.attribs.hreflang).map((l) => [l.attribs.hreflang, l.attribs.href]),
    ),
    og: byPrefix('property', 'og:'),
    twitter: byPrefix('name', 'twitter:'),
    jsonLd: all('script')
      .filter((s) => s.attribs.type === 'application/ld+json')
      .map((s) => JSON.parse(DomUtils.textContent(s))),
  };
}

interface Row {
  id: number;
  name: string;
  reference: string;
  brand: string;
  image_url: string | null;
  price_public: string;
  price_discounted: string | null;
  stock_status: string;
  stock_quantity: number;
  rating: string;
  review_count: number;
}

describe('Storefront pages as crawlers and link previews read them (no JavaScript)', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let db: DataSource;
  let dir: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stockwatt-page-heads-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'export {};\n');
    process.env.STOREFRONT_DIST = dir;
    process.env.STOREFRONT_SSR_ENTRY = path.join(__dirname, 'fixtures', 'entry-server.mjs');
    app = await createTestApp();
    http = request(app.getHttpServer());
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app.close();
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  const products = (): Promise<Row[]> =>
    db.query(
      `SELECT id, name, reference, brand, image_url, price_public, price_discounted, stock_status, stock_quantity, rating, review_count
         FROM products WHERE status = 'publié' ORDER BY id`,
    );

  it('gives every product page its own head and valid schema.org Product and BreadcrumbList', async () => {
    const rows = await products();
    expect(rows.length).toBeGreaterThan(10);
    const seen = { rated: 0, unrated: 0, onRequest: 0, priced: 0, inStock: 0, onOrder: 0 };
    for (const p of rows) {
      const res = await http.get(`/product/${p.id}`).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const head = readHead(res.text);
      const url = `${BASE}/product/${p.id}`;
      const image = p.image_url ? (p.image_url.startsWith('http') ? p.image_url : `${BASE}${p.image_url}`) : undefined;
      expect(head.lang).toBe('fr');
      expect(head.title).toBe(`${p.name} | Stockwatt`);
      expect(head.description).toContain(`réf. ${p.reference}`);
      expect(head.robots).toBeUndefined();
      expect(head.canonical).toBe(url);
      expect(head.alternates).toEqual({ fr: url, en: `${url}?lang=en`, 'x-default': url });
      expect(head.og).toMatchObject({
        'og:type': 'product',
        'og:title': head.title,
        'og:description': head.description,
        'og:url': url,
        'og:locale': 'fr_FR',
        'og:site_name': 'Stockwatt',
      });
      expect(head.twitter).toMatchObject({ 'twitter:title': head.title, 'twitter:description': head.description });
      if (image) {
        expect(head.og['og:image']).toBe(image);
        expect(head.twitter).toMatchObject({ 'twitter:card': 'summary_large_image', 'twitter:image': image });
      }

      expect(head.jsonLd.map((j) => j['@type'])).toEqual(['Product', 'BreadcrumbList']);
      const [product, breadcrumb] = head.jsonLd;
      expect(schemaOrgErrors(product)).toEqual([]);
      expect(schemaOrgErrors(breadcrumb)).toEqual([]);
      expect(product).toMatchObject({ name: p.name, sku: p.reference, brand: { name: p.brand }, url });
      if (image) expect(product.image).toEqual([image]);
      if (p.review_count > 0) {
        seen.rated += 1;
        expect(product.aggregateRating).toEqual({
          '@type': 'AggregateRating',
          ratingValue: Math.round(Number(p.rating) * 10) / 10,
          reviewCount: p.review_count,
          bestRating: 5,
          worstRating: 1,
        });
      } else {
        seen.unrated += 1;
        expect(product.aggregateRating).toBeUndefined();
      }
      const inStock = p.stock_status === 'En stock' && p.stock_quantity > 0;
      seen[inStock ? 'inStock' : 'onOrder'] += 1;
      expect(product.offers.availability).toBe(inStock ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder');
      const price = Number(p.price_discounted ?? p.price_public);
      if (price > 0) {
        seen.priced += 1;
        expect(product.offers).toMatchObject({
          price: price.toFixed(2),
          priceCurrency: 'EUR',
          priceSpecification: { valueAddedTaxIncluded: true },
        });
      } else {
        seen.onRequest += 1;
        expect(product.offers.price).toBeUndefined();
        expect(product.offers.description).toBe('Prix sur devis');
      }
      expect(breadcrumb.itemListElement.map((i: { name: string; position: number }) => [i.position, i.name])).toEqual([
        [1, 'Accueil'],
        [2, 'Produits'],
        [3, p.name],
      ]);
      expect(breadcrumb.itemListElement[2].item).toBe(url);
      // The page still carries what the browser hydrates from.
      expect(res.text).toContain('<div id="root">');
      expect(res.text).toContain('src="/assets/index-Ab12Cd34.js"');
    }
    // The seed covers these branches (every seeded product has reviews: the next test has one without).
    expect(seen.rated * seen.priced * seen.onRequest * seen.inStock * seen.onOrder).toBeGreaterThan(0);
  });

  it('a product without reviews has no rating, one on request states no price, and both stay valid', async () => {
    const [p] = await products();
    await db.query(`UPDATE products SET price_public = 0, price_discounted = NULL, review_count = 0, rating = 0 WHERE id = $1`, [p.id]);
    app.get(CatalogueCache).invalidate();
    try {
      const [product] = readHead((await http.get(`/product/${p.id}`).expect(200)).text).jsonLd;
      expect(schemaOrgErrors(product)).toEqual([]);
      expect(product.offers.price).toBeUndefined();
      expect(product.offers.description).toBe('Prix sur devis');
      expect(product.aggregateRating).toBeUndefined();
    } finally {
      await db.query(`UPDATE products SET price_public = $2, price_discounted = $3, review_count = $4, rating = $5 WHERE id = $1`, [
        p.id,
        p.price_public,
        p.price_discounted,
        p.review_count,
        p.rating,
      ]);
      app.get(CatalogueCache).invalidate();
    }
  });

  it('serves the English alternate under ?lang=en', async () => {
    const [p] = await products();
    const head = readHead((await http.get(`/product/${p.id}?lang=en`).expect(200)).text);
    const url = `${BASE}/product/${p.id}?lang=en`;
    expect(head.lang).toBe('en');
    expect(head.canonical).toBe(url);
    expect(head.description).toContain(`ref. ${p.reference}`);
    expect(head.og).toMatchObject({ 'og:locale': 'en_GB', 'og:locale:alternate': 'fr_FR', 'og:url': url });
    expect(head.jsonLd[1].itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Products', p.name]);
  });

  it('answers 404 for an unknown or unpublished product, with a head that says so and is not indexed', async () => {
    const res = await http.get('/product/999999').expect(404);
    const head = readHead(res.text);
    expect(head.title).toBe('Produit non trouvé | Stockwatt');
    expect(head.robots).toBe('noindex');
    expect(head.jsonLd).toEqual([]);
    const [draft] = await db.query(`SELECT id FROM products WHERE status <> 'publié' LIMIT 1`);
    if (draft) await http.get(`/product/${draft.id}`).expect(404);
  });

  it('gives home, the legal pages and the quote page their own head; private pages are not indexed', async () => {
    const cases: [string, string, boolean][] = [
      ['/', 'Stockwatt — Batteries et stockage photovoltaïque pour professionnels', true],
      ['/mentions-legales', 'Mentions Légales | Stockwatt', true],
      ['/conditions-generales', 'Conditions Générales | Stockwatt', true],
      ['/politique-confidentialite', 'Politique de Confidentialité | Stockwatt', true],
      ['/demande-devis', 'Demande de devis | Stockwatt', true],
      ['/login', 'Connexion à l’espace professionnel | Stockwatt', false],
      ['/favoris', 'Mes favoris | Stockwatt', false],
    ];
    const descriptions = new Set<string>();
    for (const [pagePath, title, indexable] of cases) {
      const head = readHead((await http.get(pagePath).expect(200)).text);
      expect(head.title).toBe(title);
      expect(head.canonical).toBe(`${BASE}${pagePath}`);
      expect(head.alternates.en).toBe(`${BASE}${pagePath}?lang=en`);
      expect(head.og['og:type']).toBe('website');
      expect(head.twitter['twitter:card']).toBe('summary');
      expect(head.robots).toBe(indexable ? undefined : 'noindex');
      descriptions.add(head.description!);
    }
    expect(descriptions.size).toBe(cases.length);
  });

  it('titles a catalogue search with its words, written as text, in both languages, and keeps it out of indexes', async () => {
    const search = readHead((await http.get('/?q=onduleur%20hybride').expect(200)).text);
    expect(search.title).toBe('Recherche « onduleur hybride » | Stockwatt');
    expect(search.og['og:title']).toBe(search.title);
    expect(search.robots).toBe('noindex');
    expect(search.canonical).toBe(`${BASE}/`);
    expect(readHead((await http.get('/?q=hybrid%20inverter&lang=en').expect(200)).text).title).toBe('Search “hybrid inverter” | Stockwatt');
    // Markup in a link's search is the title's text, not markup: one title, no script added.
    const res = await http.get(`/?q=${encodeURIComponent('</title><script>alert(1)</script>')}`).expect(200);
    expect(readHead(res.text).title).toBe('Recherche « </title><script>alert(1)</script> » | Stockwatt');
    expect(res.text).not.toContain('<script>alert(1)</script>');
    // Nor are a replacement's patterns: `$&` is the text typed.
    expect(readHead((await http.get('/?q=%24%26%20%241').expect(200)).text).title).toBe('Recherche « $& $1 » | Stockwatt');
    // A search of spaces alone is no search: home's head.
    expect(readHead((await http.get('/?q=%20%20').expect(200)).text).title).toBe(
      'Stockwatt — Batteries et stockage photovoltaïque pour professionnels',
    );
  });

  it('follows the catalogue: a renamed product has its new title at once', async () => {
    const [, p] = await products();
    const admin = await loginToken(app, ADMIN.email, ADMIN.password);
    const auth = { Authorization: `Bearer ${admin}` };
    expect(readHead((await http.get(`/product/${p.id}`).expect(200)).text).title).toBe(`${p.name} | Stockwatt`);
    await http
      .put(`/api/admin/products/${p.id}`)
      .set(auth)
      .send({ name: `${p.name} (V2)` })
      .expect(200);
    try {
      const head = readHead((await http.get(`/product/${p.id}`).expect(200)).text);
      expect(head.title).toBe(`${p.name} (V2) | Stockwatt`);
      expect(head.jsonLd[0].name).toBe(`${p.name} (V2)`);
    } finally {
      await http.put(`/api/admin/products/${p.id}`).set(auth).send({ name: p.name }).expect(200);
    }
  });

  it('still serves sitemap.xml and robots.txt (not the storefront page) when the storefront is built', async () => {
    const sitemap = await http.get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    const robots = await http.get('/robots.txt').expect(200);
    expect(robots.text).toContain('Disallow: /admin');
  });
});
