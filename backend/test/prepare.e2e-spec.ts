import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import request from 'supertest';
import { loadConfig } from '../src/config/configuration';
import { prepareDatabase } from '../src/database/prepare';
import { ADMIN, createTestApp, dropDatabase, loginToken, siblingDatabaseUrl } from './utils';

/**
 * The start's preparation (migrations, first admin, demo catalogue on a new database only)
 * runs at every start: what staff deleted stays deleted, what they changed stays changed.
 */
describe('Start preparation', () => {
  const url = siblingDatabaseUrl('prepare');
  const testDatabase = process.env.DATABASE_URL;
  const config = () => ({ ...loadConfig(), databaseUrl: url });

  async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    process.env.DATABASE_URL = testDatabase;
    await dropDatabase(url);
  });

  it('loads the demo catalogue into a new database once; restarts keep deletions and edits', async () => {
    const first = await prepareDatabase(config(), { fresh: true, demo: 'new-database' });
    expect(first.migrations.length).toBeGreaterThan(0);
    expect(first.demo?.products).toBeGreaterThanOrEqual(75);
    expect(first.admin).toBe(true);

    process.env.DATABASE_URL = url;
    let app: NestFastifyApplication | undefined;
    try {
      app = await createTestApp();
      const admin = `Bearer ${await loginToken(app, ADMIN.email, ADMIN.password)}`;
      const http = request(app.getHttpServer());
      await http.delete('/api/admin/products/7').set('Authorization', admin).expect(200);
      const edited = (await http.get('/api/admin/products/8').set('Authorization', admin).expect(200)).body;
      await http
        .put('/api/admin/products/8')
        .set('Authorization', admin)
        .send({ ...edited, name: 'Batterie renommée par l’équipe' })
        .expect(200);
    } finally {
      await app?.close();
      process.env.DATABASE_URL = testDatabase;
    }
    const [{ count: before }] = await query<{ count: number }>('SELECT count(*)::int AS count FROM products');

    for (let start = 0; start < 2; start += 1) {
      const report = await prepareDatabase(config(), { demo: 'new-database' });
      expect(report).toEqual({ migrations: [], demo: null, admin: false });
    }
    expect(await query('SELECT id FROM products WHERE id = 7 OR reference = $1', ['FH3-154'])).toEqual([]);
    expect(await query('SELECT name FROM products WHERE id = 8')).toEqual([{ name: 'Batterie renommée par l’équipe' }]);
    expect((await query<{ count: number }>('SELECT count(*)::int AS count FROM products'))[0].count).toBe(before);
  });

  it('recreates the first admin when it is missing, and the explicit demo load adds only free ids and references', async () => {
    await query(`DELETE FROM users WHERE email = $1`, [ADMIN.email]);
    await query(`UPDATE products SET reference = 'FH3-154' WHERE id = 9`); // staff reused the deleted product's reference
    const report = await prepareDatabase(config(), { demo: 'missing' });
    expect(report.admin).toBe(true);
    expect(report.demo?.products).toBe(0);
    expect(await query('SELECT id FROM products WHERE reference = $1', ['FH3-154'])).toEqual([{ id: 9 }]);
    expect(await query(`SELECT role FROM users WHERE email = $1`, [ADMIN.email])).toEqual([{ role: 'admin' }]);
  });
});
