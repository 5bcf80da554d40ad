import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { richTextSummary } from '../src/common/rich-text';
import { parseAdminListQuery } from '../src/common/admin-list-query';
import { ADMIN_PRODUCT_SORTS, AdminProductsService } from '../src/products/admin-products.service';
import { ADMIN, createTestApp, loginToken, proToken } from './utils';

/** Every admin route of this issue, for the anonymous / pro / admin matrix. */
const ADMIN_ROUTES: [method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string][] = [
  ['get', '/api/admin/products'],
  ['get', '/api/admin/products/1'],
  ['post', '/api/admin/products'],
  ['put', '/api/admin/products/1'],
  ['patch', '/api/admin/products/1/status'],
  ['post', '/api/admin/products/1/duplicate'],
  ['delete', '/api/admin/products/1'],
  ['get', '/api/admin/suppliers'],
  ['get', '/api/admin/suppliers/1'],
  ['post', '/api/admin/suppliers'],
  ['put', '/api/admin/suppliers/1'],
  ['delete', '/api/admin/suppliers/1'],
  ['get', '/api/admin/reviews'],
  ['get', '/api/admin/reviews/1'],
  ['put', '/api/admin/reviews/1'],
  ['put', '/api/admin/reviews?filter={"id":[1]}'],
  ['delete', '/api/admin/reviews/1'],
];

const NEW_PRODUCT = {
  name: 'Batterie de test Pylontech US9000',
  reference: 'TEST-US9000',
  brand: 'Pylontech',
  type: 'Batterie Lithium',
  price_public: '1999.90',
  price_discounted: '',
  stock_quantity: '4',
  life_cycles: '',
  lifespan_years: '10',
  supplier_id: 'none',
  description: '<h2>Titre</h2><p>Texte <strong>gras</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
  specifications: { 'Tension nominale': '48 V' },
  documentation: [{ name: 'Fiche technique', url: '/docs/x.pdf', fileName: 'x.pdf' }],
};

/** The fields of an admin list row that the sort test reads. */
interface AdminRow {
  name: string;
  brand: string;
  reference: string;
  price_public: number;
  stock_quantity: number;
  supplier_name: string | null;
}

describe('Admin catalogue API', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let admin: string;
  let pro: string;

  beforeAll(async () => {
    app = await createTestApp();
    http = request(app.getHttpServer());
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
    pro = await proToken(app);
  });
  afterAll(() => app.close());

  const as = (token: string) => ({
    get: (url: string) => http.get(url).set('Authorization', `Bearer ${token}`),
    post: (url: string) => http.post(url).set('Authorization', `Bearer ${token}`),
    put: (url: string) => http.put(url).set('Authorization', `Bearer ${token}`),
    patch: (url: string) => http.patch(url).set('Authorization', `Bearer ${token}`),
    delete: (url: string) => http.delete(url).set('Authorization', `Bearer ${token}`),
  });

  describe('who may call it', () => {
    it.each(ADMIN_ROUTES)('%s %s: 401 anonymous, 401 forged token, 403 pro', async (method, path) => {
      const anonymous = await http[method](path).expect(401);
      expect(anonymous.body).toMatchObject({ statusCode: 401, message: 'Authentification requise' });
      await http[method](path)
        .set('Authorization', `Bearer ${admin.slice(0, -2)}xx`)
        .expect(401);
      const forbidden = await as(pro)[method](path).send({}).expect(403);
      expect(forbidden.body).toMatchObject({ statusCode: 403, message: 'Accès refusé' });
    });

    it('lets the admin read every list', async () => {
      for (const path of ['/api/admin/products', '/api/admin/suppliers', '/api/admin/reviews']) {
        const res = await as(admin).get(path).expect(200);
        expect(res.headers['content-range']).toMatch(/^\w+ \d+-\d+\/\d+$/);
      }
    });

    it('refuses a wrong password and an unknown email alike', async () => {
      const wrong = await http.post('/api/auth/login').send({ email: ADMIN.email, password: 'not-the-password' }).expect(401);
      const unknown = await http.post('/api/auth/login').send({ email: 'nobody@example.fr', password: 'whatever1' }).expect(401);
      expect({ ...wrong.body, requestId: 'one' }).toEqual({ ...unknown.body, requestId: 'one' }); // each answer names its own request
    });
  });

  describe('products', () => {
    it('lists with Content-Range, pages with range and counts the total', async () => {
      const res = await as(admin).get('/api/admin/products').query({ range: '[0,9]', sort: '["id","ASC"]' }).expect(200);
      expect(res.body).toHaveLength(10);
      const total = Number(res.headers['content-range'].split('/')[1]);
      expect(res.headers['content-range']).toBe(`products 0-9/${total}`);
      expect(total).toBeGreaterThanOrEqual(80);
      expect(res.body[0]).toMatchObject({
        id: 1,
        price_public: expect.any(Number),
        price_ttc: expect.any(Number),
        supplier_name: expect.anything(),
      });
      const last = await as(admin)
        .get('/api/admin/products')
        .query({ range: `[${total - 2},${total + 20}]` })
        .expect(200);
      expect(last.body).toHaveLength(2);
    });

    it('searches name, reference, brand and supplier name, case-insensitively', async () => {
      const search = (q: string) =>
        as(admin)
          .get('/api/admin/products')
          .query({ filter: JSON.stringify({ q }), range: '[0,199]' })
          .expect(200);
      expect((await search('force h3')).body.every((p: { name: string }) => /force h3/i.test(p.name))).toBe(true);
      expect((await search('fh2-1420')).body.map((p: { id: number }) => p.id)).toEqual([23]);
      const deye = (await search('DEYE')).body;
      expect(deye.length).toBeGreaterThan(3);
      const bySupplier = (await as(admin).get('/api/admin/products/1').expect(200)).body.supplier_name as string;
      const found = (await search(bySupplier.toUpperCase())).body;
      expect(found.length).toBeGreaterThan(0);
      expect(
        found.every(
          (p: { supplier_name: string; name: string }) =>
            p.supplier_name === bySupplier || p.name.toUpperCase().includes(bySupplier.toUpperCase()),
        ),
      ).toBe(true);
    });

    it('finds products as staff type them: words in any order, without accents, a reference with a space, a dot or no hyphen', async () => {
      const ids = async (q: string) =>
        (
          await as(admin)
            .get('/api/admin/products')
            .query({ filter: JSON.stringify({ q }), range: '[0,199]' })
            .expect(200)
        ).body.map((p: { id: number }) => p.id);
      for (const typed of ['fh2 1420', 'FH21420', 'fh2.1420', '1420 FH2']) expect(await ids(typed)).toEqual([23]);
      expect(await ids('14.2kwh force')).toContain(23);
      const all = (await as(admin).get('/api/admin/products').query({ range: '[0,199]' }).expect(200)).body as {
        id: number;
        name: string;
      }[];
      const cables = all.find((p) => p.name.startsWith('Lot de câbles de liaison batterie Pylontech'))!.id;
      expect(await ids('cables pylontech liaison')).toEqual([cables]);
      expect(await ids('fh2 9999')).toEqual([]); // every word is required
      expect(await ids('   ')).toHaveLength(all.length); // blank is no search
    });

    it('looks each word up in the search index, not in every product (100,000 products stay fast)', async () => {
      const params = parseAdminListQuery({ filter: JSON.stringify({ q: 'pylontech fh2.1420' }) }, ADMIN_PRODUCT_SORTS, ['id', 'ASC']);
      const [sql, values] = (
        app.get(AdminProductsService) as unknown as { query(p: typeof params): { getQueryAndParameters(): [string, unknown[]] } }
      )
        .query(params)
        .getQueryAndParameters();
      const db = app.get(DataSource).createQueryRunner();
      try {
        await db.startTransaction();
        // On the demo catalogue reading every row is cheaper; forbidding that (a scan, or the walk of
        // another index) shows whether the search index can answer the statement.
        await db.query('SET LOCAL enable_seqscan = off');
        await db.query('SET LOCAL enable_indexscan = off');
        const plan = (await db.query(`EXPLAIN ${sql}`, values)).map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
        expect(plan).toContain('products_admin_search_idx');
        expect(plan).not.toMatch(/Seq Scan on products/);
      } finally {
        await db.rollbackTransaction();
        await db.release();
      }
    });

    it('filters by status, brand, supplier and ids', async () => {
      const list = (filter: object) =>
        as(admin)
          .get('/api/admin/products')
          .query({ filter: JSON.stringify(filter), range: '[0,199]' })
          .expect(200);
      expect((await list({ id: [3, 5, 99999] })).body.map((p: { id: number }) => p.id).sort()).toEqual([3, 5]);
      expect((await list({ brand: 'Hoymiles' })).body.every((p: { brand: string }) => p.brand === 'Hoymiles')).toBe(true);
      expect((await list({ status: 'publié' })).body.length).toBeGreaterThan(50);
      const supplierId = (await as(admin).get('/api/admin/products/1').expect(200)).body.supplier_id;
      const bySupplier = (await list({ supplier_id: supplierId })).body;
      expect(bySupplier.length).toBeGreaterThan(0);
      expect(bySupplier.every((p: { supplier_id: number }) => p.supplier_id === supplierId)).toBe(true);
    });

    it.each([
      ['name', (p: AdminRow) => p.name.toLowerCase()],
      ['brand', (p: AdminRow) => p.brand.toLowerCase()],
      ['reference', (p: AdminRow) => p.reference],
      ['price', (p: AdminRow) => p.price_public],
      ['stock', (p: AdminRow) => p.stock_quantity],
      ['supplier', (p: AdminRow) => p.supplier_name],
    ])('sorts by %s both ways', async (field, key) => {
      for (const order of ['ASC', 'DESC']) {
        const res = await as(admin)
          .get('/api/admin/products')
          .query({ sort: JSON.stringify([field, order]), range: '[0,199]' })
          .expect(200);
        const values = res.body.map(key);
        const numeric = typeof values[0] === 'number';
        const sorted = [...values].sort((a, b) => (numeric ? a - b : 0));
        if (numeric) expect(values).toEqual(order === 'ASC' ? sorted : sorted.reverse());
        else {
          // Products without a supplier come last in both directions (NULLS LAST).
          const named = values.filter((v: string | null) => v !== null);
          expect(values.slice(named.length).every((v: string | null) => v === null)).toBe(true);
          const firstLast = [named[0], named[named.length - 1]];
          expect(firstLast[0] === firstLast[1] || (order === 'ASC') === firstLast[0].localeCompare(firstLast[1], 'fr') <= 0).toBe(true);
        }
      }
    });

    it('creates a draft with the spec conversions and a sanitised description, then edits and publishes it', async () => {
      const created = (await as(admin).post('/api/admin/products').send(NEW_PRODUCT).expect(201)).body;
      expect(created).toMatchObject({
        status: 'brouillon',
        price_public: 1999.9,
        price_discounted: null,
        stock_quantity: 4,
        life_cycles: null,
        lifespan_years: 10,
        supplier_id: null,
        category: 'batteries',
        stock_status: 'En stock',
      });
      expect(created.description).toBe('<h2>Titre</h2><p>Texte <strong>gras</strong></p>');
      await http.get(`/api/products/${created.id}`).expect(404);

      const updated = (
        await as(admin)
          .put(`/api/admin/products/${created.id}`)
          .send({ ...created, price_discounted: '1799.5', name: '  Renamed  ' })
          .expect(200)
      ).body;
      expect(updated).toMatchObject({
        name: 'Renamed',
        price_discounted: 1799.5,
        discount_percent: 10,
        price_ttc: 1799.5,
        price_ht: 1499.58,
      });

      const published = (await as(admin).patch(`/api/admin/products/${created.id}/status`).send({ status: 'publié' }).expect(200)).body;
      expect(published.status).toBe('publié');
      const shop = await http.get(`/api/products?q=TEST-US9000`).expect(200);
      expect(shop.body.items.map((p: { id: number }) => p.id)).toEqual([created.id]);

      await as(admin).patch(`/api/admin/products/${created.id}/status`).send({ status: 'brouillon' }).expect(200);
      expect((await http.get(`/api/products?q=TEST-US9000`).expect(200)).body.total).toBe(0);
    });

    it('makes the card summary from the description at each write, and the catalogue sends it', async () => {
      const summaryOf = async () => (await http.get('/api/products?q=TEST-SUMMARY').expect(200)).body.items[0]?.summary;
      const input = {
        ...NEW_PRODUCT,
        reference: 'TEST-SUMMARY',
        status: 'publié',
        description: '<p>Première phrase <em>ici</em>. Deuxième.</p>',
      };
      const created = (await as(admin).post('/api/admin/products').send(input).expect(201)).body;
      expect(await summaryOf()).toBe('Première phrase ici.');
      await as(admin)
        .put(`/api/admin/products/${created.id}`)
        .send({ ...created, description: '<h2>Titre</h2><p>Autre texte ! Suite.</p>' })
        .expect(200);
      expect(await summaryOf()).toBe('Autre texte !');
      await as(admin).delete(`/api/admin/products/${created.id}`).expect(200);
      // Every product in the database, the seeded ones and those other suites wrote, carries its description's summary.
      const rows: { description: string; summary: string }[] = await app.get(DataSource).query('SELECT description, summary FROM products');
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.summary).toBe(richTextSummary(row.description));
    });

    it('names the supplier in the back office’s product, never in the shop’s product page', async () => {
      const [row] = await app
        .get(DataSource)
        .query(
          `SELECT p.id, s.id AS supplier_id, s.name FROM products p JOIN suppliers s ON s.id = p.supplier_id WHERE p.status = 'publié' LIMIT 1`,
        );
      const shop = await http.get(`/api/products/${row.id}`).expect(200);
      expect(shop.body).not.toHaveProperty('supplier');
      const backOffice = await as(admin).get(`/api/admin/products/${row.id}`).expect(200);
      expect(backOffice.body).toMatchObject({ supplier: { id: row.supplier_id, name: row.name }, supplier_name: row.name });
    });

    it('refuses a reference that already exists with a 409 naming the field', async () => {
      const res = await as(admin)
        .post('/api/admin/products')
        .send({ ...NEW_PRODUCT, reference: 'UP2500' })
        .expect(409);
      expect(res.body.fields).toHaveProperty('reference');
    });

    it('duplicates as the spec says: " (Copie)", "-COPY-" + timestamp, draft', async () => {
      const before = Date.now();
      const copy = (await as(admin).post('/api/admin/products/4/duplicate').expect(201)).body;
      const source = (await as(admin).get('/api/admin/products/4').expect(200)).body;
      expect(copy.id).not.toBe(4);
      expect(copy.name).toBe(`${source.name} (Copie)`);
      const [, stamp] = copy.reference.match(/^40L50PYL48US-COPY-(\d+)$/);
      expect(Number(stamp)).toBeGreaterThanOrEqual(before);
      expect(copy).toMatchObject({
        status: 'brouillon',
        price_public: source.price_public,
        brand: source.brand,
        specifications: source.specifications,
      });
      await as(admin).post('/api/admin/products/99999/duplicate').expect(404);
    });

    it('deletes with the record in the answer, then 404', async () => {
      const created = (
        await as(admin)
          .post('/api/admin/products')
          .send({ ...NEW_PRODUCT, reference: 'TEST-DEL' })
          .expect(201)
      ).body;
      const deleted = (await as(admin).delete(`/api/admin/products/${created.id}`).expect(200)).body;
      expect(deleted.id).toBe(created.id);
      await as(admin).get(`/api/admin/products/${created.id}`).expect(404);
      await as(admin).delete(`/api/admin/products/${created.id}`).expect(404);
    });

    const MALFORMED: [string, object][] = [
      ['name', { ...NEW_PRODUCT, name: '' }],
      ['name', { ...NEW_PRODUCT, name: '   ' }],
      ['name', { ...NEW_PRODUCT, name: 'x'.repeat(301) }],
      ['reference', { ...NEW_PRODUCT, reference: undefined }],
      ['brand', { ...NEW_PRODUCT, brand: '' }],
      ['type', { ...NEW_PRODUCT, type: 'Frigo' }],
      ['price_public', { ...NEW_PRODUCT, price_public: '' }],
      ['price_public', { ...NEW_PRODUCT, price_public: 'abc' }],
      ['price_public', { ...NEW_PRODUCT, price_public: -1 }],
      ['price_public', { ...NEW_PRODUCT, price_public: 12.345 }],
      ['price_public', { ...NEW_PRODUCT, price_public: 1e12 }],
      ['price_discounted', { ...NEW_PRODUCT, price_discounted: 'cheap' }],
      ['stock_quantity', { ...NEW_PRODUCT, stock_quantity: 1.5 }],
      ['stock_quantity', { ...NEW_PRODUCT, stock_quantity: -3 }],
      ['stock_quantity', { ...NEW_PRODUCT, stock_quantity: 99999999999 }],
      ['stock_status', { ...NEW_PRODUCT, stock_status: 'Peut-être' }],
      ['status', { ...NEW_PRODUCT, status: 'archivé' }],
      ['supplier_id', { ...NEW_PRODUCT, supplier_id: 'acme' }],
      ['supplier_id', { ...NEW_PRODUCT, supplier_id: 0 }],
      ['life_cycles', { ...NEW_PRODUCT, life_cycles: 'many' }],
      ['internet_monitoring', { ...NEW_PRODUCT, internet_monitoring: 'yes' }],
      ['specifications', { ...NEW_PRODUCT, specifications: ['a'] }],
      ['specifications', { ...NEW_PRODUCT, specifications: { Tension: 48 } }],
      ['documentation', { ...NEW_PRODUCT, documentation: 'x.pdf' }],
      ['documentation.0.name', { ...NEW_PRODUCT, documentation: [{ name: ' ', url: '/a.pdf', fileName: 'a.pdf' }] }],
      ['description', { ...NEW_PRODUCT, description: 42 }],
      ['video_url', { ...NEW_PRODUCT, video_url: 'javascript:alert(1)' }],
      ['video_url', { ...NEW_PRODUCT, video_url: 'ftp://videos.example.fr/presentation.mp4' }],
      ['video_url', { ...NEW_PRODUCT, video_url: '//cdn.example.fr/presentation.mp4' }],
      ['video_url', { ...NEW_PRODUCT, video_url: '/uploads/../etc/passwd' }],
      // Links partners and pages receive as they are: http(s) or a file of the shop, nothing else.
      ...['javascript:alert(1)', '//evil.example/x.png', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', '/\\evil.example/x.png'].flatMap(
        (url): [string, object][] => [
          ['image_url', { ...NEW_PRODUCT, image_url: url }],
          ['image_card_url', { ...NEW_PRODUCT, image_card_url: url }],
          ['documentation.0.url', { ...NEW_PRODUCT, documentation: [{ name: 'Fiche', url, fileName: 'x.pdf' }] }],
        ],
      ),
    ];
    it.each(MALFORMED)('refuses a bad %s with a 400 naming it (case %#)', async (field, body) => {
      const res = await as(admin).post('/api/admin/products').send(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.fields).toHaveProperty([field]);
    });

    it('keeps a product video given as an http(s) address or a file of the shop, and says why another is refused', async () => {
      for (const video_url of ['https://videos.example.fr/us5000.mp4', 'http://127.0.0.1:8080/demo.webm', '/uploads/videos/us5000.webm']) {
        const res = await as(admin)
          .post('/api/admin/products')
          .send({ ...NEW_PRODUCT, reference: `TEST-VID-${video_url.length}`, video_url })
          .expect(201);
        expect(res.body.video_url).toBe(video_url);
      }
      const bad = await as(admin)
        .post('/api/admin/products')
        .send({ ...NEW_PRODUCT, reference: 'TEST-VID-BAD', video_url: 'vidéo.mp4' })
        .expect(400);
      expect(bad.body.fields.video_url).toContain('http(s)');
    });

    it('keeps image and document links given as an http(s) address or a file of the shop, and says why another is refused', async () => {
      for (const url of ['/uploads/x.png', 'https://cdn.example/x.png']) {
        const res = await as(admin)
          .post('/api/admin/products')
          .send({
            ...NEW_PRODUCT,
            reference: `TEST-URL-${url.length}`,
            image_url: url,
            image_card_url: url,
            documentation: [{ name: 'Fiche', url, fileName: 'x.pdf' }],
          })
          .expect(201);
        expect(res.body).toMatchObject({ image_url: url, image_card_url: url, documentation: [{ url }] });
      }
      const bad = await as(admin)
        .post('/api/admin/products')
        .send({ ...NEW_PRODUCT, reference: 'TEST-URL-BAD', image_url: 'javascript:alert(1)' })
        .expect(400);
      expect(bad.body.fields.image_url).toBe(
        'L’adresse doit être une adresse http(s) ou un fichier de la boutique commençant par une seule « / » (/uploads/…)',
      );
    });

    it('refuses an unknown supplier with a 400, not a 500', async () => {
      const res = await as(admin)
        .post('/api/admin/products')
        .send({ ...NEW_PRODUCT, reference: 'TEST-SUP', supplier_id: 99999 })
        .expect(400);
      expect(res.body.fields).toHaveProperty('supplier_id');
    });

    it.each([
      ['sort', { sort: '["password","ASC"]' }],
      ['sort', { sort: 'not json' }],
      ['range', { range: '[10,2]' }],
      ['range', { range: '["a","b"]' }],
      ['filter', { filter: '{bad' }],
    ])('refuses a bad list %s parameter (case %#)', async (field, query) => {
      const res = await as(admin).get('/api/admin/products').query(query).expect(400);
      expect(res.body.fields).toHaveProperty(field);
    });

    it('refuses a bad status change and unknown ids', async () => {
      expect((await as(admin).patch('/api/admin/products/1/status').send({ status: 'vendu' }).expect(400)).body.fields).toHaveProperty(
        'status',
      );
      await as(admin).patch('/api/admin/products/99999/status').send({ status: 'publié' }).expect(404);
      await as(admin).put('/api/admin/products/99999').send(NEW_PRODUCT).expect(404);
      await as(admin).get('/api/admin/products/abc').expect(400);
    });

    it('answers malformed JSON bodies with a 400', async () => {
      const res = await as(admin).post('/api/admin/products').set('Content-Type', 'application/json').send('{"name": ').expect(400);
      expect(res.body.statusCode).toBe(400);
    });
  });

  describe('suppliers', () => {
    it('creates, lists by name, updates and deletes; products lose the supplier, not their row', async () => {
      const created = (
        await as(admin)
          .post('/api/admin/suppliers')
          .send({ name: '  Aaa Distribution  ', contact_email: 'contact@aaa.fr', website: 'https://aaa.fr', contact_phone: '', notes: '' })
          .expect(201)
      ).body;
      expect(created).toMatchObject({ name: 'Aaa Distribution', contact_phone: null, notes: null, created_at: expect.any(String) });

      const list = await as(admin).get('/api/admin/suppliers').expect(200);
      const names = list.body.map((s: { name: string }) => s.name);
      expect(names[0]).toBe('Aaa Distribution');
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));

      const updated = (
        await as(admin)
          .put(`/api/admin/suppliers/${created.id}`)
          .send({ ...created, name: 'Aaa Distribution SAS' })
          .expect(200)
      ).body;
      expect(updated.name).toBe('Aaa Distribution SAS');

      const product = (
        await as(admin)
          .post('/api/admin/products')
          .send({ ...NEW_PRODUCT, reference: 'TEST-SUPPLIED', supplier_id: String(created.id) })
          .expect(201)
      ).body;
      expect(product).toMatchObject({ supplier_id: created.id, supplier_name: 'Aaa Distribution SAS' });
      await as(admin).delete(`/api/admin/suppliers/${created.id}`).expect(200);
      expect((await as(admin).get(`/api/admin/products/${product.id}`).expect(200)).body).toMatchObject({
        supplier_id: null,
        supplier_name: null,
      });
      await as(admin).get(`/api/admin/suppliers/${created.id}`).expect(404);
    });

    it.each([
      ['name', { name: '' }],
      ['name', { name: '    ' }],
      ['name', {}],
      ['contact_email', { name: 'X', contact_email: 'not-an-email' }],
      ['website', { name: 'X', website: 'pas un site' }],
      ['notes', { name: 'X', notes: 'n'.repeat(5001) }],
    ])('refuses a bad %s (case %#)', async (field, body) => {
      const res = await as(admin).post('/api/admin/suppliers').send(body).expect(400);
      expect(res.body.fields).toHaveProperty(field);
    });
  });
});
