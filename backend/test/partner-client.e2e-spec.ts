import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createPartnerClient, syncCatalogue } from '../examples/partner-client/client';
import { PartnerKeysService } from '../src/partners/partner-keys.service';
import { ADMIN, createTestApp, loginToken } from './utils';

/** The README's typed partner client (openapi-typescript + openapi-fetch) against the running API. */
describe('Example partner client', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('syncs the whole catalogue by cursor, then only what changed', async () => {
    const { secret } = await app
      .get(PartnerKeysService)
      .create({ name: 'Client typé', scopes: ['catalogue:read', 'stock:read'], rate_limit_per_minute: 1000 });
    const client = createPartnerClient(baseUrl, secret);
    const published: { reference: string }[] = await app
      .get(DataSource)
      .query(`SELECT reference FROM products WHERE status = 'publié' ORDER BY id`);

    const full = await syncCatalogue(client, undefined, 10);
    expect(full.products.map((p) => p.reference)).toEqual(published.map((p) => p.reference));
    expect(full.products.every((p) => p.stock !== undefined && p.currency === 'EUR')).toBe(true);
    expect(full.nextSince).toBeDefined();

    const [{ id, reference }] = await app
      .get(DataSource)
      .query(`SELECT id, reference FROM products WHERE status = 'publié' ORDER BY id DESC LIMIT 1`);
    const admin = await loginToken(app, ADMIN.email, ADMIN.password);
    await request(app.getHttpServer())
      .put(`/api/admin/products/${id}`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ stock_quantity: 42 })
      .expect(200);

    const delta = await syncCatalogue(client, full.nextSince);
    expect(delta.products.map((p) => p.reference)).toContain(reference);
    expect(delta.products.find((p) => p.reference === reference)?.stock?.quantity).toBe(42);
    expect(delta.products.length).toBeLessThan(published.length);
    expect(delta.nextSince! > full.nextSince!).toBe(true);
  });
});
