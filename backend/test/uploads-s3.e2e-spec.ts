import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import request from 'supertest';
import { FILE_STORAGE, FileStorage } from '../src/uploads/storage/file-storage';
import { TestS3Server } from './support/s3-server';
import { ADMIN, createTestApp, loginToken } from './utils';

const fixture = (name: string) => readFile(path.join(__dirname, 'fixtures', name));
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

/** STORAGE_DRIVER=s3 against a real S3-compatible server on loopback (s3rver), not a mock client. */
describe('uploads in an S3 bucket (e2e)', () => {
  const s3 = new TestS3Server();
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let admin: string;
  let client: S3Client;
  let png: Buffer;

  beforeAll(async () => {
    await s3.start();
    Object.assign(process.env, s3.env, { UPLOADS_DIR: '/nonexistent/uploads-must-not-be-used' });
    app = await createTestApp();
    http = request(app.getHttpServer());
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
    client = s3.client();
    png = await fixture('batterie.png');
  });

  afterAll(async () => {
    client?.destroy();
    await app?.close();
    await s3.stop();
  });

  it('puts the image and its resized copies in the bucket with their type and cache policy, and serves them with nosniff', async () => {
    const res = await http
      .post('/api/admin/uploads/images')
      .set('Authorization', `Bearer ${admin}`)
      .attach('file', png, 'batterie.png')
      .expect(201);
    expect(res.body.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(res.body.card_url).toMatch(/^\/uploads\/sizes\/[0-9a-f-]{36}-600\.webp$/);
    expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([600, 1200]);

    const stored = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: keyOf(res.body.url) }));
    expect(stored.ContentType).toBe('image/png');
    expect(stored.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(Buffer.from(await stored.Body!.transformToByteArray()), png)).toBe(0);
    for (const variant of res.body.variants) {
      const copy = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: keyOf(variant.url) }));
      expect(copy.ContentType).toBe('image/webp');
    }

    const served = await http.get(res.body.url).buffer(true).expect(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(png.length),
    });
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);

    // The bucket's ETag makes a browser's revalidation a 304 without a body.
    await http.get(res.body.url).set('If-None-Match', served.headers.etag).expect(304);
    // What the image backfill reads originals with.
    const storage = app.get<FileStorage>(FILE_STORAGE);
    expect(Buffer.compare((await storage.read(keyOf(res.body.url)))!, png)).toBe(0);
    expect(await storage.read('missing-0000.png')).toBeNull();
    const head = await http.head(res.body.card_url).expect(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('stores PDFs to open inline, and answers the bucket copy with the same headers', async () => {
    const pdf = await fixture('fiche-technique.pdf');
    const res = await http
      .post('/api/admin/uploads/documents')
      .set('Authorization', `Bearer ${admin}`)
      .field('name', 'Fiche technique')
      .attach('file', pdf, 'fiche.pdf')
      .expect(201);
    expect(res.body.url).toMatch(/^\/uploads\/documents\/\d+-[0-9a-f]{12}\.pdf$/);
    const served = await http.get(res.body.url).buffer(true).expect(200);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });

    const direct = await s3.direct(keyOf(res.body.url));
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('application/pdf');
    expect(direct.headers.get('content-disposition')).toBe('inline');
  });

  it('answers 404 for keys the bucket does not hold or this API never makes', async () => {
    await http.get('/uploads/00000000-0000-0000-0000-000000000000.png').expect(404);
    await http.get('/uploads/..%2F..%2Fetc%2Fpasswd').expect(404);
    await http.get('/uploads/UPPER.PNG').expect(404);
  });

  it('refuses a bad file before anything reaches the bucket', async () => {
    const before = await listKeys();
    const res = await http
      .post('/api/admin/uploads/images')
      .set('Authorization', `Bearer ${admin}`)
      .attach('file', Buffer.from('%PDF-1.4 not an image'), 'photo.png')
      .expect(400);
    expect(res.body.fields).toHaveProperty('file');
    expect(await listKeys()).toEqual(before);
  });

  async function listKeys(): Promise<string[]> {
    const out = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    return (out.Contents ?? []).map((o) => o.Key!).sort();
  }
});
