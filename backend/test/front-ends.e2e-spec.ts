import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { get, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CatalogueCache } from '../src/catalogue/catalogue-cache';
import { createTestApp } from './utils';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes as sent, whatever their Content-Encoding (supertest would decode them); no Accept-Encoding when ''. */
function rawGet(server: Server, url: string, acceptEncoding: string): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** A built front end as Vite leaves it: hashed files under assets/ with their .br and .gz siblings. */
function writeBuild(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    if (name.startsWith('assets/')) {
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
  }
}

const SCRIPT = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Batterie ${i}` })))};\n`;
const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Stockwatt" />
    <title>Stockwatt</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Ef56Gh78.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const CSS = `@font-face{font-family:Inter;font-display:swap;src:url(/assets/inter-latin-Zz99.woff2)format("woff2");unicode-range:U+??,U+131}body{margin:0}`;

describe('Front ends: compressed, cached, first screen from the server', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let server: Server;
  const raw = async (url: string, acceptEncoding: string, status = 200) => {
    const res = await rawGet(server, url, acceptEncoding);
    expect(res.status).toBe(status);
    return res;
  };
  let dir: string;
  let product: { id: number; name: string; image_url: string };
  const saved = { ...process.env };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stockwatt-front-ends-'));
    writeBuild(path.join(dir, 'storefront'), {
      'index.html': INDEX,
      'assets/index-Ab12Cd34.js': SCRIPT,
      'assets/index-Ef56Gh78.css': CSS,
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`,
      'images/products/batterie.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    writeBuild(path.join(dir, 'backoffice'), {
      'index.html': '<!doctype html><title>Administration</title><div id="root"></div>',
      'assets/index-Ij90Kl12.js': SCRIPT,
    });
    // Relative, as an operator types them (`UPLOADS_DIR=uploads/`): read from where the process starts.
    const typed = (absolute: string) => path.relative(process.cwd(), absolute);
    process.env.STOREFRONT_DIST = typed(path.join(dir, 'storefront'));
    process.env.BACKOFFICE_DIST = typed(path.join(dir, 'backoffice'));
    process.env.STOREFRONT_SSR_ENTRY = typed(path.join(__dirname, 'fixtures', 'entry-server.mjs'));
    process.env.UPLOADS_DIR = typed(process.env.UPLOADS_DIR!);
    app = await createTestApp();
    server = app.getHttpServer().listen(0, '127.0.0.1');
    http = request(server);
    [product] = await app
      .get(DataSource)
      .query(`SELECT id, name, image_url FROM products WHERE status = 'publié' AND image_url IS NOT NULL ORDER BY id LIMIT 1`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
    process.env = saved;
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset precompressed as Brotli, cached for a year as immutable', async () => {
    const res = await raw('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(decode(res.body, 'br')).toBe(SCRIPT);
    expect(res.body.length * 3).toBeLessThan(SCRIPT.length);
  });

  it("leaves a built script's and stylesheet's answer without the headers only a document reads; a picture keeps a strict policy of its own, a page all of them", async () => {
    for (const [file, encoding] of [
      ['/assets/index-Ab12Cd34.js', 'br'],
      ['/assets/index-Ab12Cd34.js', 'identity'],
      ['/assets/index-Ef56Gh78.css', 'gzip'],
    ]) {
      const res = await raw(file, encoding);
      expect([file, res.status, res.headers['content-security-policy'], res.headers['x-frame-options']]).toEqual([
        file,
        200,
        undefined,
        undefined,
      ]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    const page = await http.get('/').expect(200);
    expect(page.headers['content-security-policy']).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // An SVG opened as a document runs no script, loads nothing, is framed by the shop alone.
    for (const encoding of ['br', 'identity']) {
      const picture = await raw('/images/products/batterie.svg', encoding);
      expect([encoding, picture.status, picture.headers['content-security-policy']]).toEqual([
        encoding,
        200,
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox",
      ]);
      expect(picture.headers['x-content-type-options']).toBe('nosniff');
      expect(picture.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it("sets helmet's headers on every kind of answer: a page, a catalogue answer, an unknown address, a refused query", async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const [url, status] of [
      ['/', 200],
      ['/api/products', 200],
      ['/api/no-such-thing', 404],
      ['/api/products?page=zero', 400],
    ] as const) {
      const res = await http.get(url);
      const headers = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers[name]]));
      expect([url, res.status, headers]).toEqual([url, status, expected]);
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'self';.*frame-ancestors 'self';.*object-src 'none'/);
      // Plain http in tests: HSTS is production's (TLS in front).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends a fingerprinted file without validators, ranges or the limit’s counters; an unhashed file and a page keep them', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await raw('/assets/index-Ab12Cd34.js', encoding);
      const kept = ['etag', 'last-modified', 'accept-ranges', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].filter(
        (name) => name in res.headers,
      );
      expect([encoding, res.status, kept]).toEqual([encoding, 200, []]);
      expect(res.headers['x-request-id']).toBeTruthy();
    }
    const picture = await raw('/images/products/batterie.svg', 'identity');
    expect(picture.headers['etag']).toBeTruthy();
    expect(picture.headers['last-modified']).toBeTruthy();
    expect(picture.headers['x-ratelimit-limit']).toBeTruthy();
    const page = await raw('/', 'br');
    expect(page.headers['etag']).toBeTruthy();
    expect(page.headers['x-ratelimit-remaining']).toBeTruthy();
  });

  it('compresses a page on the fly with Brotli at quality 5 (the plugin’s 4 sent `/` 7 % larger)', async () => {
    const page = await raw('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    const html = decode(page.body, 'br');
    const atQuality = (quality: number) => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }).length;
    // The page is sent in one piece (not streamed): its size is what quality 5 makes of it.
    expect(page.body.length).toBe(atQuality(5));
    expect(page.body.length).toBeLessThan(atQuality(4));
  });

  it('sends gzip when the browser accepts only gzip, the file itself when it accepts neither', async () => {
    const gz = await raw('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz.body, 'gzip')).toBe(SCRIPT);
    const plain = await raw('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCRIPT);
  });

  it('sends pages and unhashed files with no-cache and validators, never immutable', async () => {
    const page = await raw('/', 'br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Each page carries its own style nonce (see below), so it is sent whole every time.
    expect((await http.get('/').set('If-None-Match', String(page.headers.etag))).status).toBe(200);
    const icon = await http.get('/favicon.svg').set('Accept-Encoding', 'identity').expect(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['etag'] ?? icon.headers['last-modified']).toBeTruthy();
    // Catalogue pictures are not entry points: a day from the cache, then revalidated.
    const picture = await http.get('/images/products/batterie.svg').expect(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const missing = await http.get('/assets/index-Gone0000.js').expect(404);
    expect(missing.text).not.toContain('<div id="root">');
    // Files the API itself answers are not taken for pages.
    const robots = await http.get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
  });

  it('renders a product page on the server: its markup, its data for the client, the image preloaded', async () => {
    const res = await raw(`/product/${product.id}`, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = decode(res.body, 'gzip');
    expect(html).toContain(`<div id="root"><main data-url="/product/${product.id}" data-lang="fr"><h1>${product.name}</h1></main></div>`);
    const nonce = /<meta property="csp-nonce" content="([0-9a-f]{32})">/.exec(html)?.[1];
    expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    // The first screen comes whole, with no inline script: scripts come from the shop's own files only.
    expect(res.headers['content-security-policy']).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(html).toContain(`<style nonce="${nonce}" data-test>h1{color:navy}</style>`);
    expect(html).toContain(`<link rel="preload" href="${product.image_url}" as="image" fetchpriority="high">`);
    // And in the answer's headers, which the browser reads before it parses the page.
    expect(res.headers.link).toBe(`<${product.image_url}>; rel="preload"; as="image"; fetchpriority="high"`);
    // Small stylesheets are in the page; the web font is not preloaded (it would hold the first paint).
    expect(html).toContain(`<style nonce="${nonce}">@font-face{font-family:Inter;`);
    expect(html.match(/<style(?![^>]*nonce="[0-9a-f]{32}")/g)).toBeNull(); // no style element without it
    expect(html).not.toContain('index-Ef56Gh78.css');
    expect(html).not.toContain('as="font"');
    const data = JSON.parse(/<script type="application\/json" id="sw-data">(.*?)<\/script>/s.exec(html)![1]);
    expect(data.loaderData.fixture[`/products/${product.id}`]).toMatchObject({ id: product.id, name: product.name });
  });

  it('keys a rendered first screen on the parameters its route reads, so `?x=<random>` renders nothing anew', async () => {
    const renders = () => (globalThis as { firstScreenRenders?: number }).firstScreenRenders ?? 0;
    const page = async (url: string) => (await http.get(url).set('Accept-Encoding', 'identity').expect(200)).text;
    const dataUrl = (html: string) => /data-url="([^"]*)"/.exec(html)?.[1];
    expect(dataUrl(await page(`/product/${product.id}?x=${Math.random()}`))).toBe(`/product/${product.id}`);
    const before = renders();
    for (let i = 0; i < 5; i++)
      expect(dataUrl(await page(`/product/${product.id}?x=${Math.random()}&utm_source=${i}`))).toBe(`/product/${product.id}`);
    expect(renders()).toBe(before);
    // Home shows the catalogue its address asks for: those parameters, normalised, and nothing else.
    expect(dataUrl(await page(`/?page=1&brand=Pylontech&x=${Math.random()}`))).toBe('/?brand=Pylontech');
    const home = renders();
    expect(dataUrl(await page('/?brand=Pylontech&sort=name'))).toBe('/?brand=Pylontech');
    expect(renders()).toBe(home);
    expect(dataUrl(await page('/?brand=Pylontech&page=2'))).toBe('/?brand=Pylontech&page=2');
  });

  it("renders the first screen and <html lang> in the storefront's language: ?lang, then its cookie, French otherwise", async () => {
    const page = (url: string, cookie?: string) => {
      const req = http.get(url).set('Accept-Encoding', 'identity');
      return (cookie ? req.set('Cookie', cookie) : req).expect(200);
    };
    const langs = (html: string) => [/<html lang="(\w+)"/.exec(html)?.[1], /data-lang="(\w+)"/.exec(html)?.[1]];
    expect(langs((await page('/?lang=en')).text)).toEqual(['en', 'en']);
    expect(langs((await page('/', 'stockwatt_lang=en')).text)).toEqual(['en', 'en']);
    expect((await page('/', 'stockwatt_lang=en')).text).toContain('<h1>Home</h1>');
    expect(langs((await page(`/product/${product.id}`, 'stockwatt_lang=en')).text)).toEqual(['en', 'en']);
    expect(langs((await page('/?lang=fr', 'stockwatt_lang=en')).text)).toEqual(['fr', 'fr']);
    expect(langs((await page('/', 'stockwatt_lang=de')).text)).toEqual(['fr', 'fr']);
    const french = await page('/');
    expect(langs(french.text)).toEqual(['fr', 'fr']);
    expect(french.text).toContain('<h1>Accueil</h1>');
    expect(french.headers['vary']).toMatch(/Cookie/i);
  });

  it('preloads a responsive product image by its srcset and sizes, as the first screen shows it', async () => {
    const db = app.get(DataSource);
    const srcset = '/uploads/sizes/front-ends-600.webp 600w, /uploads/sizes/front-ends-1200.webp 1200w';
    await db.query(
      `INSERT INTO image_variants (image_url, variants) VALUES ($1, $2) ON CONFLICT (image_url) DO UPDATE SET variants = EXCLUDED.variants`,
      [
        product.image_url,
        JSON.stringify([
          { url: '/uploads/sizes/front-ends-600.webp', width: 600 },
          { url: '/uploads/sizes/front-ends-1200.webp', width: 1200 },
        ]),
      ],
    );
    app.get(CatalogueCache).invalidate();
    try {
      const html = (await http.get(`/product/${product.id}`).expect(200)).text;
      expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcset}" imagesizes="100vw">`);
      expect(html).toContain(`<div id="root"><main data-url`);
    } finally {
      await db.query(`DELETE FROM image_variants WHERE image_url = $1`, [product.image_url]);
      app.get(CatalogueCache).invalidate();
    }
  });

  it('answers 404 with the 404 page for a product that does not exist and for an address the shop does not have', async () => {
    for (const url of ['/product/999999', '/product/abc', '/product/0', '/nope', '/produits/23', '/login/extra']) {
      const res = await http.get(url).set('Accept-Encoding', 'identity');
      expect([url, res.status]).toEqual([url, 404]);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).not.toContain('as="image"');
      // The first screen is rendered (the storefront's routes show their 404 page), without any product.
      expect(res.text).toContain(`<div id="root"><main data-url="${url}"`);
      expect(res.text).toMatch(/<title>(Page introuvable|Produit non trouvé) \| Stockwatt<\/title>/);
    }
  });

  it("renders home with the catalogue's first page the address asks for, read as the API would answer it", async () => {
    const html = (await http.get('/?brand=Pylontech').set('Accept-Encoding', 'identity').expect(200)).text;
    const api = (await http.get('/api/products?brand=Pylontech&sort=name&page=1&pageSize=12').expect(200)).body as {
      items: { id: number; name: string }[];
    };
    expect(api.items.length).toBeGreaterThan(0);
    for (const item of api.items) expect(html).toContain(`<a href="/product/${item.id}">${item.name}</a>`);
    const data = JSON.parse(/<script type="application\/json" id="sw-data">(.*?)<\/script>/s.exec(html)![1]);
    expect(data.loaderData.fixture['/products?brand=Pylontech&sort=name&page=1&pageSize=12']).toEqual(api);
    // An address the API would refuse (an unknown category, an old link) is a 400 whose page says so where the products would be.
    const refused = (await http.get('/?category=nope').set('Accept-Encoding', 'identity').expect(400)).text;
    expect(refused).not.toContain('<a href="/product/');
    // In place of the answer, the fields the API refuses, which the storefront's route loader reads as its 400.
    const refusedData = JSON.parse(/<script type="application\/json" id="sw-data">(.*?)<\/script>/s.exec(refused)![1]);
    expect(Object.values(refusedData.loaderData.fixture)).toEqual([{ refused: { category: expect.any(String) } }]);
    // A NUL character, refused with a JSON 400 everywhere in the API, is the same page here, naming the search.
    const nul = await http.get('/?q=batterie%00lithium').set('Accept-Encoding', 'identity').expect(400);
    expect(nul.headers['content-type']).toBe('text/html; charset=utf-8');
    const nulData = JSON.parse(/<script type="application\/json" id="sw-data">(.*?)<\/script>/s.exec(nul.text)![1]);
    expect(Object.values(nulData.loaderData.fixture)).toEqual([{ refused: { q: 'caractères de contrôle interdits' } }]);
    expect((await http.get('/api/products?q=batterie%00lithium').expect(400)).body.fields).toEqual({ q: 'caractère nul interdit' });
  });

  it('compresses an API answer when asked, sends it plain when not', async () => {
    const packed = await raw('/api/products', 'gzip, deflate, br');
    expect(['br', 'gzip']).toContain(packed.headers['content-encoding']);
    expect(packed.headers['vary']).toMatch(/Accept-Encoding/i);
    const plain = await raw('/api/products', '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decode(packed.body, packed.headers['content-encoding']))).toEqual(JSON.parse(plain.body.toString('utf8')));
    expect(packed.body.length * 3).toBeLessThanOrEqual(plain.body.length);
  });

  it('leaves uploaded files as stored', async () => {
    const uploads = process.env.UPLOADS_DIR!;
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, 'front-ends-test.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(500)}</svg>`);
    const res = await http.get('/uploads/front-ends-test.svg').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('admits styles by a nonce of each answer, not `unsafe-inline` or any https: host, in the shop and the back office', async () => {
    const csp = (res: request.Response) =>
      Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      ) as Record<string, string[]>;
    const first = await http.get('/').set('Accept-Encoding', 'identity').expect(200);
    const second = await http.get('/').set('Accept-Encoding', 'identity').expect(200);
    const nonceOf = (html: string) => /<meta property="csp-nonce" content="([0-9a-f]{32})">/.exec(html)?.[1];
    expect(nonceOf(first.text)).not.toBe(nonceOf(second.text));
    const policy = csp(first);
    expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonceOf(first.text)}'`]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
    expect(policy['script-src']).toEqual(["'self'"]);
    const admin = await http.get('/admin/products').expect(200);
    expect(csp(admin)['style-src']).toEqual(["'self'", `'nonce-${nonceOf(admin.text)}'`]);
  });

  it('serves the back office the same way: immutable assets, index.html no-cache for its routes', async () => {
    const asset = await raw('/admin/assets/index-Ij90Kl12.js', 'br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await http.get('/admin').expect(301).expect('Location', '/admin/');
    const route = await http.get('/admin/products/3').set('Accept-Encoding', 'identity').expect(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.text).toContain('<title>Administration</title>');
  });
});
