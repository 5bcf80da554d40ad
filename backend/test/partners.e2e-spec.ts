import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CatalogueCache } from '../src/catalogue/catalogue-cache';
import { ADMIN, createTestApp, loginToken, proToken } from './utils';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface KeyAnswer {
  id: number;
  secret: string;
  key_prefix: string;
  status: string;
  request_count: number;
  last_used_at: string | null;
}

describe('Partner API: keys, scopes, sync, cursors and HTTP caching', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let db: DataSource;
  let admin: string;
  let published: { id: number; reference: string }[];

  beforeAll(async () => {
    app = await createTestApp();
    http = request(app.getHttpServer());
    db = app.get(DataSource);
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
    published = await db.query(`SELECT id, reference FROM products WHERE status = 'publié' ORDER BY id`);
  });
  afterAll(() => app.close());

  const asAdmin = {
    get: (url: string) => http.get(url).set('Authorization', `Bearer ${admin}`),
    post: (url: string, body?: object) => http.post(url).set('Authorization', `Bearer ${admin}`).send(body),
    put: (url: string, body: object) => http.put(url).set('Authorization', `Bearer ${admin}`).send(body),
  };
  const partner = (url: string, secret: string, how: 'bearer' | 'header' = 'bearer') =>
    how === 'bearer' ? http.get(url).set('Authorization', `Bearer ${secret}`) : http.get(url).set('X-Api-Key', secret);

  async function createKey(body: object): Promise<KeyAnswer> {
    const res = await asAdmin
      .post('/api/admin/partners', { name: `Partenaire ${Date.now()}`, scopes: ['catalogue:read'], ...body })
      .expect(201);
    return res.body;
  }

  it('runs a key through its life: create → use → rate-limited → rotate → old secret refused → revoke', async () => {
    const created = await asAdmin
      .post('/api/admin/partners', {
        name: 'Comparateur SolairePro',
        contact_name: 'Claire Martin',
        contact_email: 'api@solairepro.fr',
        scopes: ['catalogue:read', 'stock:read'],
        rate_limit_per_minute: 3,
        expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      })
      .expect(201);
    const key: KeyAnswer = created.body;
    expect(key.secret).toMatch(/^swk_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.key_prefix)).toBe(true);
    expect(key).toMatchObject({
      status: 'active',
      request_count: 0,
      last_used_at: null,
      rate_limit_per_minute: 3,
      scopes: ['catalogue:read', 'stock:read'],
    });

    // Stored hashed; never sent again.
    const [row] = await db.query(`SELECT * FROM partner_keys WHERE id = $1`, [key.id]);
    expect(row.secret_hash).toBe(sha256(key.secret));
    expect(JSON.stringify(row)).not.toContain(key.secret);
    const shown = await asAdmin.get(`/api/admin/partners/${key.id}`).expect(200);
    expect(shown.body.secret).toBeUndefined();
    expect(shown.body.secret_hash).toBeUndefined();
    const list = await asAdmin.get('/api/admin/partners?sort=["created_at","DESC"]&range=[0,9]&filter={"q":"SolairePro"}').expect(200);
    expect(list.headers['content-range']).toMatch(/^partners 0-0\/1$/);
    expect(list.body[0]).toMatchObject({ id: key.id, name: 'Comparateur SolairePro', key_prefix: key.key_prefix });
    expect(list.body[0].secret).toBeUndefined();

    // Use, with either header; each use is counted.
    const first = await partner('/api/partner/v1/products?limit=2', key.secret, 'bearer').expect(200);
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['x-ratelimit-remaining']).toBe('2');
    await partner('/api/partner/v1/brands', key.secret, 'header').expect(200);
    await partner('/api/partner/v1/categories', key.secret).expect(200);
    const counted = await asAdmin.get(`/api/admin/partners/${key.id}`).expect(200);
    expect(counted.body.request_count).toBe(3);
    expect(Date.now() - new Date(counted.body.last_used_at).getTime()).toBeLessThan(60_000);

    // Fourth request within the minute: 429, JSON, Retry-After.
    const limited = await partner('/api/partner/v1/products', key.secret).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['content-type']).toMatch(/json/);
    expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.body.message).toContain('Limite de 3 requêtes par minute');

    // The limit is the key's own setting: raised in the back office, it applies at once.
    await asAdmin.put(`/api/admin/partners/${key.id}`, { ...shown.body, rate_limit_per_minute: 100 }).expect(200);
    await partner('/api/partner/v1/brands', key.secret).expect(200);

    // Rotate: a new secret works, the old one is refused at once.
    const rotated = await asAdmin.post(`/api/admin/partners/${key.id}/rotate`).expect(201);
    expect(rotated.body.secret).toMatch(/^swk_/);
    expect(rotated.body.secret).not.toBe(key.secret);
    expect(rotated.body.rotated_at).not.toBeNull();
    const old = await partner('/api/partner/v1/products', key.secret).expect(401);
    expect(old.body).toMatchObject({ statusCode: 401, message: 'Clé d’API invalide' });
    await partner('/api/partner/v1/products', rotated.body.secret).expect(200);

    // Revoke: refused, shown as revoked, cannot be rotated back to life.
    const revoked = await asAdmin.post(`/api/admin/partners/${key.id}/revoke`).expect(201);
    expect(revoked.body.status).toBe('revoked');
    const refused = await partner('/api/partner/v1/products', rotated.body.secret).expect(401);
    expect(refused.body).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: 'Clé d’API révoquée' });
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
    await asAdmin.post(`/api/admin/partners/${key.id}/rotate`).expect(400);
    await asAdmin.post(`/api/admin/partners/${key.id}/revoke`).expect(400);

    // Every admin write is in the change history, by the admin, without any secret.
    const history = await asAdmin
      .get(`/api/admin/history?sort=["id","ASC"]&range=[0,99]&filter={"resource":"partners","record_id":${key.id}}`)
      .expect(200);
    expect(history.body.map((h: { action: string }) => h.action)).toEqual(['create', 'update', 'update', 'update']);
    expect(history.body.every((h: { actor_email: string }) => h.actor_email === ADMIN.email)).toBe(true);
    const fields = history.body.map((h: { changes: { field: string }[] }) => h.changes.map((c) => c.field));
    expect(fields[1]).toContain('rate_limit_per_minute');
    expect(fields[2]).toEqual(expect.arrayContaining(['key_prefix', 'rotated_at']));
    expect(fields[3]).toEqual(expect.arrayContaining(['revoked_at', 'status']));
    const text = JSON.stringify(history.body);
    for (const secret of [key.secret, rotated.body.secret, sha256(key.secret), sha256(rotated.body.secret)])
      expect(text).not.toContain(secret);
  });

  it('refuses a missing, unknown or expired key (401) and a missing scope (403), in JSON', async () => {
    const missing = await http.get('/api/partner/v1/products').expect(401);
    expect(missing.body.message).toContain('Clé d’API requise');
    await partner('/api/partner/v1/products', 'swk_not-a-real-key').expect(401);

    const expiring = await createKey({});
    await db.query(`UPDATE partner_keys SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expiring.id]);
    const expired = await partner('/api/partner/v1/products', expiring.secret).expect(401);
    expect(expired.body.message).toBe('Clé d’API expirée');
    expect((await asAdmin.get(`/api/admin/partners/${expiring.id}`)).body.status).toBe('expired');

    const stockOnly = await createKey({ scopes: ['stock:read'] });
    const forbidden = await partner('/api/partner/v1/products', stockOnly.secret).expect(403);
    expect(forbidden.body).toMatchObject({ statusCode: 403, message: 'Cette clé n’a pas le droit catalogue:read' });

    // Stock figures only for keys with stock:read.
    const catalogueOnly = await createKey({});
    const both = await createKey({ scopes: ['catalogue:read', 'stock:read'] });
    const withoutStock = await partner(`/api/partner/v1/products/${published[0].reference}`, catalogueOnly.secret).expect(200);
    expect(withoutStock.body.stock).toBeUndefined();
    const withStock = await partner(`/api/partner/v1/products/${published[0].reference}`, both.secret).expect(200);
    const [stored] = await db.query(`SELECT stock_quantity, stock_status FROM products WHERE id = $1`, [published[0].id]);
    expect(withStock.body.stock).toEqual({
      quantity: stored.stock_quantity,
      status: stored.stock_status,
      availability: stored.stock_status === 'En stock' && stored.stock_quantity > 0 ? 'in_stock' : 'on_order',
    });
  });

  it('validates key input with French messages, and only admins reach the key API', async () => {
    const blank = await asAdmin.post('/api/admin/partners', { name: ' ', scopes: ['catalogue:read'] }).expect(400);
    expect(blank.body.fields.name).toBe('Le nom du partenaire est obligatoire');
    const scope = await asAdmin.post('/api/admin/partners', { name: 'X', scopes: ['catalogue:write'] }).expect(400);
    expect(scope.body.fields.scopes).toContain('Droit inconnu');
    const none = await asAdmin.post('/api/admin/partners', { name: 'X', scopes: [] }).expect(400);
    expect(none.body.fields.scopes).toBe('Choisissez au moins un droit');
    const limit = await asAdmin
      .post('/api/admin/partners', { name: 'X', scopes: ['catalogue:read'], rate_limit_per_minute: 0 })
      .expect(400);
    expect(limit.body.fields.rate_limit_per_minute).toContain('entre 1 et 100000');
    const past = await asAdmin.post('/api/admin/partners', { name: 'X', scopes: ['catalogue:read'], expires_at: '2020-01-01' }).expect(400);
    expect(past.body.fields.expires_at).toBe('La date d’expiration doit être dans le futur');
    const bad = await asAdmin.post('/api/admin/partners', { name: 'X', scopes: ['catalogue:read'], expires_at: 'demain' }).expect(400);
    expect(bad.body.fields.expires_at).toBe('Date d’expiration invalide');

    const pro = await proToken(app);
    await http.get('/api/admin/partners').set('Authorization', `Bearer ${pro}`).expect(403);
    await http
      .post('/api/admin/partners')
      .send({ name: 'X', scopes: ['catalogue:read'] })
      .expect(401);
  });

  it('pages the whole catalogue with cursors and Link headers, and answers one product by reference', async () => {
    const key = await createKey({ rate_limit_per_minute: 1000 });
    const seen: string[] = [];
    let url: string | null = '/api/partner/v1/products?limit=7';
    let pages = 0;
    while (url) {
      const res: request.Response = await partner(url, key.secret).expect(200);
      pages += 1;
      seen.push(...res.body.items.map((p: { reference: string }) => p.reference));
      expect(res.headers.link).toContain('rel="first"');
      const next: string | undefined = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? '')?.[1];
      expect(Boolean(next)).toBe(res.body.next_cursor !== null);
      url = next ? new URL(next).pathname + new URL(next).search : null;
      if (next) expect(new URL(next).searchParams.get('limit')).toBe('7');
    }
    expect(seen).toEqual(published.map((p) => p.reference));
    expect(pages).toBe(Math.ceil(published.length / 7));

    const bad = await partner('/api/partner/v1/products?cursor=nope', key.secret).expect(400);
    expect(bad.body.fields).toEqual({ cursor: 'curseur invalide' });
    const zero = await partner('/api/partner/v1/products?limit=0', key.secret).expect(400);
    expect(zero.body.fields.limit).toBe('entier entre 1 et 200 attendu');

    const [withDocs] = await db.query(
      `SELECT id, reference, price_public, price_discounted, documentation FROM products WHERE status = 'publié' AND jsonb_array_length(documentation) > 0 ORDER BY id LIMIT 1`,
    );
    const one = await partner(`/api/partner/v1/products/${encodeURIComponent(withDocs.reference)}`, key.secret).expect(200);
    const ttc = Number(withDocs.price_discounted ?? withDocs.price_public);
    expect(one.body).toMatchObject({
      reference: withDocs.reference,
      currency: 'EUR',
      vat_rate: 0.2,
      price_ht: Math.round((ttc / 1.2) * 100) / 100,
    });
    expect(one.body.product_url).toMatch(new RegExp(`/product/${withDocs.id}$`));
    expect(one.body.datasheets).toHaveLength(withDocs.documentation.length);
    for (const sheet of one.body.datasheets) expect(sheet.url).toMatch(/^https?:\/\//);
    expect(new Date(one.body.updated_at).toString()).not.toBe('Invalid Date');
    await partner('/api/partner/v1/products/NO-SUCH-REF', key.secret).expect(404);
    const [draft] = await db.query(`SELECT reference FROM products WHERE status <> 'publié' LIMIT 1`);
    if (draft) await partner(`/api/partner/v1/products/${encodeURIComponent(draft.reference)}`, key.secret).expect(404);

    const brands = await partner('/api/partner/v1/brands', key.secret).expect(200);
    const brandRows: { name: string }[] = await db.query(
      `SELECT brand AS name, count(*)::int AS product_count FROM products WHERE status = 'publié' GROUP BY brand`,
    );
    expect(brands.body).toEqual(brandRows.sort((a, b) => (a.name < b.name ? -1 : 1)));
    const categories = await partner('/api/partner/v1/categories', key.secret).expect(200);
    const batteries = categories.body.find((c: { code: string }) => c.code === 'batteries');
    expect(batteries.types).toContain('Batterie Lithium');
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM products WHERE status = 'publié' AND category = 'batteries'`);
    expect(batteries.product_count).toBe(count);
  });

  it('answers only what changed since updatedSince (incremental sync)', async () => {
    const key = await createKey({ rate_limit_per_minute: 1000 });
    const since = new Date();
    const [a, b] = published.slice(3, 5);
    for (const { id } of [a, b]) {
      const current = (await asAdmin.get(`/api/admin/products/${id}`).expect(200)).body;
      await asAdmin.put(`/api/admin/products/${id}`, { stock_quantity: current.stock_quantity + 1 }).expect(200);
    }
    const changed = await partner(`/api/partner/v1/products?updatedSince=${encodeURIComponent(since.toISOString())}`, key.secret).expect(
      200,
    );
    expect(changed.body.items.map((p: { reference: string }) => p.reference).sort()).toEqual([a.reference, b.reference].sort());
    for (const item of changed.body.items) expect(new Date(item.updated_at).getTime()).toBeGreaterThanOrEqual(since.getTime());
    expect(changed.headers.link).toContain('updatedSince=');
    // updated_at carries microseconds, so passing the newest one back is exact: nothing again.
    const newest = changed.body.items
      .map((p: { updated_at: string }) => p.updated_at)
      .sort()
      .pop();
    expect(newest).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    const caughtUp = await partner(`/api/partner/v1/products?updatedSince=${encodeURIComponent(newest)}`, key.secret).expect(200);
    expect(caughtUp.body.items).toEqual([]);
    const dateOnly = await partner(`/api/partner/v1/products?updatedSince=2000-01-01&limit=1`, key.secret).expect(200);
    expect(dateOnly.body.items).toHaveLength(1);

    const later = new Date(Date.now() + 60_000).toISOString();
    const none = await partner(`/api/partner/v1/products?updatedSince=${encodeURIComponent(later)}`, key.secret).expect(200);
    expect(none.body).toEqual({ items: [], next_cursor: null });

    for (const wrong of ['hier', '2026-13-45', '2026-11-23T10:00']) {
      const res = await partner(`/api/partner/v1/products?updatedSince=${encodeURIComponent(wrong)}`, key.secret).expect(400);
      expect(res.body.fields.updatedSince).toContain('ISO 8601');
    }
  });

  it('answers catalogue reads with a strong ETag, 304 on If-None-Match, a Cache-Control that makes clients revalidate, and Last-Modified', async () => {
    const key = await createKey({ rate_limit_per_minute: 1000 });
    // Browsers revalidate public answers every time while a shared cache may keep them 30 s
    // (CATALOGUE_SHARED_MAX_AGE_SECONDS); partner answers, per key, are for no shared cache.
    const PUBLIC = 'public, max-age=0, s-maxage=30';
    const PRIVATE = 'private, no-cache';
    const cases: { url: string; auth: boolean; cacheControl: string; lastModified: boolean }[] = [
      { url: '/api/products', auth: false, cacheControl: PUBLIC, lastModified: false },
      { url: `/api/products/${published[0].id}`, auth: false, cacheControl: PUBLIC, lastModified: true },
      { url: '/api/products/references', auth: false, cacheControl: PUBLIC, lastModified: false },
      { url: '/api/partner/v1/products', auth: true, cacheControl: PRIVATE, lastModified: false },
      { url: `/api/partner/v1/products/${published[0].reference}`, auth: true, cacheControl: PRIVATE, lastModified: true },
      { url: '/api/partner/v1/brands', auth: true, cacheControl: PRIVATE, lastModified: false },
    ];
    for (const c of cases) {
      const get = () => (c.auth ? partner(c.url, key.secret) : http.get(c.url));
      const res = await get().expect(200);
      const etag = res.headers.etag;
      expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
      expect(res.headers['cache-control']).toBe(c.cacheControl);
      if (c.auth) expect(res.headers.vary).toMatch(/Authorization.*X-Api-Key/);
      if (c.lastModified) {
        expect(new Date(res.headers['last-modified']).getTime()).toBe(Math.floor(new Date(res.body.updated_at).getTime() / 1000) * 1000);
        await get().set('If-Modified-Since', res.headers['last-modified']).expect(304);
      } else {
        expect(res.headers['last-modified']).toBeUndefined();
      }
      const again = await get().set('If-None-Match', etag).expect(304);
      expect(again.text ?? '').toBe('');
      expect(again.headers.etag).toBe(etag);
      await get().set('If-None-Match', '"something-else"').expect(200);
    }

    // A change gives a new ETag: the old one no longer answers 304.
    const url = `/api/products/${published[1].id}`;
    const before = await http.get(url).expect(200);
    await asAdmin.put(`/api/admin/products/${published[1].id}`, { stock_quantity: before.body.stock_quantity + 1 }).expect(200);
    app.get(CatalogueCache).invalidate();
    const after = await http.get(url).set('If-None-Match', before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
