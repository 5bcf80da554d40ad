import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ORDER_STATUS } from '@stockwatt/shared';
import { execFile, execFileSync } from 'node:child_process';
import { CreateBucketCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { loadConfig } from '../src/config/configuration';
import { prepareDatabase } from '../src/database/prepare';
import { FakeFormService } from './support/fake-form-service';
import { TestS3Server } from './support/s3-server';
import { closeQuotesApp, freshIp, postQuote, uniqueEmail, useQuoteTestSettings, validQuote, waitForStatus } from './support/quotes';
import { ADMIN, createTestApp, dataSource, dropDatabase, loginToken, proToken, siblingDatabaseUrl } from './utils';

const run = promisify(execFile);
const SCRIPTS = path.join(__dirname, '..', '..', 'scripts');

interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** scripts/<name> run for real, with the shop's settings in its environment. */
async function script(name: string, args: string[], env: Record<string, string>): Promise<ScriptResult> {
  try {
    const { stdout, stderr } = await run('bash', [path.join(SCRIPTS, name), ...args], {
      env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** Fails with what the script printed, not just its exit code. */
function succeeded(result: ScriptResult): void {
  if (result.code !== 0) throw new Error(`exit ${result.code}\n${result.stdout}\n${result.stderr}`);
}

async function databaseExists(url: string): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const out = execFileSync('psql', [
    '-X',
    '-Atq',
    '-d',
    maintenance.toString(),
    '-c',
    `SELECT 1 FROM pg_database WHERE datname = '${name}'`,
  ]);
  return out.toString().trim() === '1';
}

/**
 * scripts/backup.sh and scripts/restore.sh, for real (pg_dump, pg_restore, tar): a shop with a
 * product and its uploaded image, a quote delivered, an offer accepted into an order, backed up,
 * restored into a new database and a new uploads folder once the original is gone, and started
 * on them: everything is there, and a quote sent after the restore is delivered.
 */
describe('backup and restore (scripts/backup.sh, scripts/restore.sh)', () => {
  const sourceUrl = siblingDatabaseUrl('source');
  const restoredUrl = siblingDatabaseUrl('restored');
  const damagedUrl = siblingDatabaseUrl('damaged');
  const bucketUrl = siblingDatabaseUrl('bucket');
  const bucketRestoredUrl = siblingDatabaseUrl('bucket_restored');
  const allUrls = [sourceUrl, restoredUrl, damagedUrl, bucketUrl, bucketRestoredUrl];
  const testDatabase = process.env.DATABASE_URL;
  const testUploads = process.env.UPLOADS_DIR;
  const forms = new FakeFormService();
  let work: string;
  let app: NestFastifyApplication | undefined;

  beforeAll(async () => {
    // The tools of this machine, as production runs them: a missing one fails the suite, never skips it.
    for (const tool of ['pg_dump', 'pg_restore', 'psql', 'tar', 'sha256sum']) {
      expect(() => execFileSync('bash', ['-c', `command -v ${tool}`])).not.toThrow();
    }
    work = await mkdtemp(path.join(tmpdir(), 'stockwatt-backup-test-'));
    await forms.start();
    useQuoteTestSettings(forms.url, { QUOTE_SWEEP_INTERVAL_MS: '3600000' });
    for (const url of allUrls) await dropDatabase(url);
    await prepareDatabase({ ...loadConfig(), databaseUrl: sourceUrl }, { fresh: true, demo: 'none' });
  });

  afterAll(async () => {
    await closeQuotesApp(app);
    process.env.DATABASE_URL = testDatabase;
    process.env.UPLOADS_DIR = testUploads;
    for (const name of ['STORAGE_DRIVER', 'S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      delete process.env[name];
    for (const url of allUrls) await dropDatabase(url);
    await forms.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  async function startShop(
    databaseUrl: string,
    uploadsDir: string,
    storage: Record<string, string> = { STORAGE_DRIVER: 'local' },
  ): Promise<{ app: NestFastifyApplication; admin: string }> {
    process.env.DATABASE_URL = databaseUrl;
    process.env.UPLOADS_DIR = uploadsDir;
    Object.assign(process.env, storage);
    await closeQuotesApp(app);
    app = await createTestApp();
    return { app, admin: await loginToken(app, ADMIN.email, ADMIN.password) };
  }

  it('backs up a shop, restores it into a new database and folder, and the shop runs on it', async () => {
    // --- The shop before: a product with an uploaded image, a quote delivered, an order. ---
    const sourceUploads = path.join(work, 'uploads-source');
    await mkdir(sourceUploads);
    let shop = await startShop(sourceUrl, sourceUploads);
    let http = () => request(shop.app.getHttpServer());
    const asAdmin = (method: 'get' | 'post' | 'put', url: string) => http()[method](url).set('Authorization', `Bearer ${shop.admin}`);

    const png = await readFile(path.join(__dirname, 'fixtures', 'batterie.png'));
    const upload = (await asAdmin('post', '/api/admin/uploads/images').attach('file', png, 'batterie.png').expect(201)).body;
    const product = (
      await asAdmin('post', '/api/admin/products')
        .send({
          name: 'Batterie sauvegardée 5 kWh',
          reference: `SAUVE-${process.pid}`,
          brand: 'Pylontech',
          type: 'Batterie Lithium',
          price_public: '120',
          price_discounted: '',
          stock_quantity: '10',
          supplier_id: 'none',
          description: '<p>Restaurée</p>',
          image_url: upload.url,
          image_card_url: upload.card_url,
        })
        .expect(201)
    ).body;

    const ownerEmail = `acheteur-${process.pid}@example.fr`;
    const owner = await proToken(shop.app, ownerEmail);
    const quoteEmail = uniqueEmail('avant-sauvegarde');
    const quote = (
      await postQuote(
        shop.app,
        validQuote(quoteEmail, { items: [{ productId: product.id, quantity: 4, name: product.name, reference: null, unitPrice: 120 }] }),
        { Authorization: `Bearer ${owner}` },
      ).expect(202)
    ).body;
    await waitForStatus(shop.app, quote.id, 'transmis');
    const offer = (
      await asAdmin('post', '/api/admin/offers')
        .send({ quote_id: quote.id, lines: [{ productId: product.id, quantity: 4, unitPriceHt: 100 }] })
        .expect(201)
    ).body;
    const sent = (await asAdmin('post', `/api/admin/offers/${offer.id}/send`).expect(200)).body;
    const order = (
      await http()
        .post(`/api/quotes/${quote.id}/offers/${offer.id}/accept`)
        .set('X-Forwarded-For', freshIp())
        .set('Authorization', `Bearer ${owner}`)
        .send({ name: 'Claire Martin', acceptTerms: true })
        .expect(200)
    ).body;
    expect(order).toMatchObject({ status: ORDER_STATUS.confirmed, offer_number: sent.number });
    const productHistory = (
      await asAdmin(
        'get',
        `/api/admin/history?filter=${encodeURIComponent(JSON.stringify({ resource: 'products', record_id: product.id }))}`,
      ).expect(200)
    ).body;
    expect(productHistory.length).toBeGreaterThan(0);
    const uploadedFiles = (await readdir(sourceUploads, { recursive: true })).sort();

    // --- The backup, taken while the shop runs; older ones pruned by BACKUP_KEEP. ---
    const backups = path.join(work, 'backups');
    await mkdir(path.join(backups, 'stockwatt-2020-01-01T000000Z'), { recursive: true });
    await mkdir(path.join(backups, 'stockwatt-2020-01-02T000000Z'));
    await mkdir(path.join(backups, 'to-keep'));
    const backup = await script('backup.sh', [backups], {
      DATABASE_URL: sourceUrl,
      STORAGE_DRIVER: 'local',
      UPLOADS_DIR: sourceUploads,
      BACKUP_KEEP: '2',
    });
    succeeded(backup);
    const kept = (await readdir(backups)).sort();
    expect(kept).toEqual(['stockwatt-2020-01-02T000000Z', expect.stringMatching(/^stockwatt-\d{4}-\d\d-\d\dT\d{6}Z$/), 'to-keep']);
    const name = kept[1];
    const dir = path.join(backups, name);
    expect((await readdir(dir)).sort()).toEqual(['SHA256SUMS', 'database.dump', 'manifest.json', 'uploads.tar']);
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'stockwatt-backup/1',
      database: new URL(sourceUrl).pathname.slice(1),
      last_migration: expect.stringMatching(/^[A-Za-z]+\d{13}$/),
      storage: { driver: 'local', files: 3 }, // the image and its two WebP copies
      files: { 'database.dump': { bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } },
    });
    await closeQuotesApp(app);
    app = undefined;

    // --- The original gone: database dropped, uploads deleted. ---
    await dropDatabase(sourceUrl);
    await rm(sourceUploads, { recursive: true, force: true });

    const restoredUploads = path.join(work, 'uploads-restored');
    const restore = await script('restore.sh', [dir], { DATABASE_URL: restoredUrl, STORAGE_DRIVER: 'local', UPLOADS_DIR: restoredUploads });
    succeeded(restore);
    expect(restore.stdout).toContain('creating the database');
    expect((await readdir(restoredUploads, { recursive: true })).sort()).toEqual(uploadedFiles);

    // --- The shop on the restored database and folder (Redis kept as it was). ---
    shop = await startShop(restoredUrl, restoredUploads);
    http = () => request(shop.app.getHttpServer());
    const served = await http().get(upload.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
    await http().get(upload.card_url).expect(200);

    const restoredProduct = (await asAdmin('get', `/api/admin/products/${product.id}`).expect(200)).body;
    expect(restoredProduct).toMatchObject({ reference: product.reference, image_url: upload.url, stock_quantity: 6 });
    const restoredQuote = (await asAdmin('get', `/api/admin/quotes/${quote.id}`).expect(200)).body;
    expect(restoredQuote).toMatchObject({ id: quote.id, email: quoteEmail, status: 'transmis' });
    const restoredOrder = (await asAdmin('get', `/api/admin/orders/${order.id}`).expect(200)).body;
    expect(restoredOrder).toMatchObject({ number: order.number, status: ORDER_STATUS.confirmed, total_ttc: order.total_ttc });
    const mine = (
      await http()
        .get('/api/orders/mine')
        .set('Authorization', `Bearer ${await loginToken(shop.app, ownerEmail, 'Installateur-2026')}`)
        .expect(200)
    ).body;
    expect(mine.map((o: { number: string }) => o.number)).toEqual([order.number]);
    expect(
      (
        await asAdmin(
          'get',
          `/api/admin/history?filter=${encodeURIComponent(JSON.stringify({ resource: 'products', record_id: product.id }))}`,
        ).expect(200)
      ).body,
    ).toEqual(productHistory);

    // A quote sent after the restore reaches the form service.
    const afterEmail = uniqueEmail('apres-restauration');
    const after = (await postQuote(shop.app, validQuote(afterEmail)).expect(202)).body;
    expect(after.id).toBeGreaterThan(quote.id);
    await waitForStatus(shop.app, after.id, 'transmis');
    expect(forms.for(afterEmail)).toHaveLength(1);
    expect(forms.for(quoteEmail)).toHaveLength(1);
    expect((await dataSource(shop.app).query('SELECT count(*)::int AS n FROM orders'))[0].n).toBe(1);

    // --- Refusals: a database already in use, a damaged backup. ---
    const again = await script('restore.sh', [dir], {
      DATABASE_URL: restoredUrl,
      STORAGE_DRIVER: 'local',
      UPLOADS_DIR: path.join(work, 'empty'),
    });
    expect(again.code).not.toBe(0);
    expect(again.stderr).toMatch(/the database \w+ is not empty \(\d+ tables\).*--force/);
    const intoUsedFolder = await script('restore.sh', [dir], {
      DATABASE_URL: damagedUrl,
      STORAGE_DRIVER: 'local',
      UPLOADS_DIR: restoredUploads,
    });
    expect(intoUsedFolder.code).not.toBe(0);
    expect(intoUsedFolder.stderr).toContain('already holds files');

    const damaged = path.join(work, 'damaged');
    await cp(dir, damaged, { recursive: true });
    await writeFile(
      path.join(damaged, 'uploads.tar'),
      Buffer.concat([await readFile(path.join(damaged, 'uploads.tar')), Buffer.from('x')]),
    );
    const refused = await script('restore.sh', [damaged], {
      DATABASE_URL: damagedUrl,
      STORAGE_DRIVER: 'local',
      UPLOADS_DIR: path.join(work, 'empty'),
    });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('does not match its SHA256SUMS');
    expect(await databaseExists(damagedUrl)).toBe(false);

    // --force puts the backup back over a database in use since (the shop stopped first).
    await dataSource(shop.app).query('UPDATE products SET stock_quantity = 99 WHERE id = $1', [product.id]);
    await closeQuotesApp(app);
    app = undefined;
    succeeded(
      await script('restore.sh', ['--force', dir], { DATABASE_URL: restoredUrl, STORAGE_DRIVER: 'local', UPLOADS_DIR: restoredUploads }),
    );
    shop = await startShop(restoredUrl, restoredUploads);
    expect((await asAdmin('get', `/api/admin/products/${product.id}`).expect(200)).body.stock_quantity).toBe(6);
    expect((await dataSource(shop.app).query('SELECT count(*)::int AS n FROM quotes'))[0].n).toBe(1); // the quote sent after, gone
  });

  it('backs up the bucket and restores it into a new bucket, objects with their content type', async () => {
    const s3 = await new TestS3Server().start();
    const client = s3.client();
    try {
      await prepareDatabase({ ...loadConfig(), databaseUrl: bucketUrl }, { fresh: true, demo: 'none' });
      let shop = await startShop(bucketUrl, '/nonexistent/uploads-must-not-be-used', s3.env);
      const png = await readFile(path.join(__dirname, 'fixtures', 'batterie.png'));
      const upload = (
        await request(shop.app.getHttpServer())
          .post('/api/admin/uploads/images')
          .set('Authorization', `Bearer ${shop.admin}`)
          .attach('file', png, 'batterie.png')
          .expect(201)
      ).body;
      const backups = path.join(work, 'bucket-backups');
      succeeded(await script('backup.sh', [backups], { DATABASE_URL: bucketUrl, ...s3.env }));
      await closeQuotesApp(app);
      app = undefined;
      const [name] = await readdir(backups);
      const dir = path.join(backups, name);
      expect((await readdir(dir)).sort()).toEqual(['SHA256SUMS', 'database.dump', 'manifest.json', 'uploads-objects.json', 'uploads.tar']);
      expect(JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')).storage).toEqual({
        driver: 's3',
        source: `s3://${s3.bucket}`,
        files: 3,
      });

      const restoredBucket = { ...s3.env, S3_BUCKET: 'stockwatt-restored' };
      await client.send(new CreateBucketCommand({ Bucket: restoredBucket.S3_BUCKET }));
      succeeded(await script('restore.sh', [dir], { DATABASE_URL: bucketRestoredUrl, ...restoredBucket }));
      const key = upload.url.replace(/^\/uploads\//, '');
      const head = await client.send(new HeadObjectCommand({ Bucket: restoredBucket.S3_BUCKET, Key: key }));
      expect(head).toMatchObject({ ContentType: 'image/png', CacheControl: 'public, max-age=31536000, immutable' });

      // Into the same bucket again: refused without --force, which writes the objects over.
      const again = await script('restore.sh', [dir], { DATABASE_URL: damagedUrl, ...restoredBucket });
      expect(again.code).not.toBe(0);
      expect(again.stderr).toContain(`the bucket stockwatt-restored already holds 3 objects`);
      expect(await databaseExists(damagedUrl)).toBe(false);

      shop = await startShop(bucketRestoredUrl, '/nonexistent/uploads-must-not-be-used', restoredBucket);
      const served = await request(shop.app.getHttpServer()).get(upload.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
      await request(shop.app.getHttpServer()).get(upload.card_url).expect(200);
    } finally {
      await closeQuotesApp(app);
      app = undefined;
      client.destroy();
      await s3.stop();
    }
  });
});
