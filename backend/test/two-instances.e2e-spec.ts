import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { waitFor } from './support/quotes';
import { ADMIN, createTestApp, dataSource, freshIp } from './utils';

interface Card {
  id: number;
  name: string;
}

const refreshToken = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith('sw_refresh='))
    ?.split(';')[0];

/**
 * Two API instances in one test process, each with its own in-memory catalogue cache, on the
 * same PostgreSQL and Redis: what one instance writes or issues holds on the other.
 * (test/fleet.e2e-spec.ts does the same with real processes behind a proxy.)
 */
describe('two API instances (e2e)', () => {
  let a: NestFastifyApplication;
  let b: NestFastifyApplication;
  let admin: string;
  let productId: number;
  const reference = `FLEET-${process.pid}`;
  const search = (app: NestFastifyApplication) => request(app.getHttpServer()).get(`/api/products?q=${reference}`).expect(200);

  beforeAll(async () => {
    process.env.CATALOGUE_CACHE_TTL_MS = '600000'; // only an invalidation can refresh within the test
    a = await createTestApp();
    b = await createTestApp();
  });

  afterAll(async () => {
    if (productId) await dataSource(a).query('DELETE FROM products WHERE id = $1', [productId]);
    await a?.close();
    await b?.close();
  });

  it('accepts on B the session opened on A: access token and refresh cookie', async () => {
    const ip = freshIp();
    const login = await request(a.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', ip).send(ADMIN).expect(200);
    admin = login.body.accessToken;
    const me = await request(b.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(me.body.email).toBe(ADMIN.email);

    const cookie = login.headers['set-cookie'];
    const refreshed = await request(b.getHttpServer()).post('/api/auth/refresh').set('Cookie', cookie).expect(200);
    expect(refreshed.body.accessToken).toEqual(expect.any(String));
    // Rotation is shared too: within the grace window, A answers the cookie B just replaced
    // with the very successor B issued (two tabs on two instances stay one session).
    const again = await request(a.getHttpServer()).post('/api/auth/refresh').set('Cookie', cookie).expect(200);
    expect(refreshToken(again.headers['set-cookie'])).toBe(refreshToken(refreshed.headers['set-cookie']));
  });

  it('shows on B, within a second, a product published, renamed and deleted through A', async () => {
    const created = await request(a.getHttpServer())
      .post('/api/admin/products')
      .set('Authorization', `Bearer ${admin}`)
      .send({
        name: 'Batterie flotte 1',
        reference,
        brand: 'Pylontech',
        type: 'Batterie Lithium',
        price_public: '999',
        stock_quantity: '3',
        status: 'publié',
      })
      .expect(201);
    productId = created.body.id;
    const names = async () => (await search(b)).body.items.map((c: Card) => c.name);
    await waitFor(async () => (await names()).includes('Batterie flotte 1'), 1000, 'the new product on B');
    // The product's page: a search's answer is also dropped when the database says the search
    // words changed (search-expansions.ts), a page only by an invalidation.
    const pageName = async () => (await request(b.getHttpServer()).get(`/api/products/${productId}`).expect(200)).body.name;
    expect(await pageName()).toBe('Batterie flotte 1');

    // B answers from its cache: a change that bypasses the API (no invalidation) stays unseen…
    await dataSource(a).query(`UPDATE products SET name = 'Changé en base' WHERE id = $1`, [productId]);
    expect(await pageName()).toBe('Batterie flotte 1');

    // …while a write through A reaches B's cache through Redis.
    await request(a.getHttpServer())
      .put(`/api/admin/products/${productId}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ name: 'Batterie flotte 2' })
      .expect(200);
    await waitFor(async () => (await pageName()) === 'Batterie flotte 2', 1000, 'the renamed product on B');
    expect(await names()).toEqual(['Batterie flotte 2']);

    await request(a.getHttpServer()).delete(`/api/admin/products/${productId}`).set('Authorization', `Bearer ${admin}`).expect(200);
    await waitFor(async () => (await search(b)).body.total === 0, 1000, 'the deleted product gone from B');
    productId = 0;
  });
});
