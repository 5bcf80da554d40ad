import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CatalogueCache } from '../src/catalogue/catalogue-cache';
import { backfillImageVariants } from '../src/database/backfill-image-variants';
import { UploadsService } from '../src/uploads/uploads.service';
import { ADMIN, createTestApp, loginToken, proToken } from './utils';

/** form-data keeps `filepath` as given (it reduces `filename` to its basename); superagent's types omit it. */
const clientPath = (filepath: string) => ({ filepath }) as { filename?: string };

const fixture = (name: string) => readFile(path.join(__dirname, 'fixtures', name));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('admin uploads (e2e)', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let admin: string;
  let uploadsDir: string;
  let png: Buffer;
  let pdf: Buffer;
  const accepted: string[] = [];
  let uploadedPng: string;

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'stockwatt-uploads-'));
    process.env.UPLOADS_DIR = uploadsDir;
    app = await createTestApp();
    http = request(app.getHttpServer());
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
    png = await fixture('batterie.png');
    pdf = await fixture('fiche-technique.pdf');
  });

  afterAll(async () => {
    await app?.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  const image = () => http.post('/api/admin/uploads/images').set('Authorization', `Bearer ${admin}`);
  const documentUpload = () => http.post('/api/admin/uploads/documents').set('Authorization', `Bearer ${admin}`);
  const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

  it('is for admins only', async () => {
    await http.post('/api/admin/uploads/images').attach('file', png, 'batterie.png').expect(401);
    const pro = await proToken(app);
    await http
      .post('/api/admin/uploads/documents')
      .set('Authorization', `Bearer ${pro}`)
      .field('name', 'Fiche')
      .attach('file', pdf, 'fiche.pdf')
      .expect(403);
  });

  describe('images', () => {
    it('stores a PNG at a random name with WebP copies 600 and 1200 px wide, served with the right headers', async () => {
      const res = await image().attach('file', png, { filename: 'Batterie US5000.PNG', contentType: 'image/png' }).expect(201);
      const id = /^\/uploads\/([0-9a-f-]{36})\.png$/.exec(res.body.url)?.[1];
      expect(id).toBeDefined();
      expect(res.body).toEqual({
        url: res.body.url,
        fileName: 'Batterie US5000.PNG',
        card_url: `/uploads/sizes/${id}-600.webp`,
        variants: [
          { url: `/uploads/sizes/${id}-600.webp`, width: 600 },
          { url: `/uploads/sizes/${id}-1200.webp`, width: 1200 },
        ],
      });
      accepted.push(keyOf(res.body.url), ...res.body.variants.map((v: { url: string }) => keyOf(v.url)));
      uploadedPng = res.body.url;

      const served = await http.get(res.body.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(served.body as Buffer, png)).toBe(0);

      const card = await http.get(res.body.card_url).buffer(true).expect(200);
      expect(card.headers['content-type']).toBe('image/webp');
      const meta = await sharp(card.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 600, height: 400 });
      const large = await http.get(res.body.variants[1].url).buffer(true).expect(200);
      expect(await sharp(large.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    });

    it('never enlarges: an 800 px image gets copies 600 and 800 px wide, a 300 px one a single copy', async () => {
      const picture = (width: number) =>
        sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: '#2563eb' } })
          .png()
          .toBuffer();
      const widthsOf = async (width: number) => {
        const res = await image()
          .attach('file', await picture(width), `photo-${width}.png`)
          .expect(201);
        accepted.push(keyOf(res.body.url), ...res.body.variants.map((v: { url: string }) => keyOf(v.url)));
        for (const v of res.body.variants) {
          const served = await http.get(v.url).buffer(true).expect(200);
          expect((await sharp(served.body as Buffer).metadata()).width).toBe(v.width);
        }
        expect(res.body.card_url).toBe(res.body.variants[0].url);
        return res.body.variants.map((v: { width: number }) => v.width);
      };
      expect(await widthsOf(800)).toEqual([600, 800]);
      expect(await widthsOf(300)).toEqual([300]);
    });

    it("answers the product image's srcset in the catalogue and the product, none for an SVG or an image without copies", async () => {
      const db = app.get(DataSource);
      const before = await http.get('/api/products').expect(200);
      const [withUpload, withSvg, withOldUpload] = before.body.items.filter((p: { image_url: string | null }) =>
        p.image_url?.endsWith('.svg'),
      );
      await db.query(`UPDATE products SET image_url = $2, image_card_url = $3 WHERE id = $1`, [
        withUpload.id,
        uploadedPng,
        uploadedPng.replace(/^\/uploads\/(.*)\.png$/, '/uploads/sizes/$1-600.webp'),
      ]);
      // An upload from before the copies were recorded: no row, so a plain src.
      await db.query(`UPDATE products SET image_url = '/uploads/0b7c1d2e-old0-4000-8000-000000000000.png' WHERE id = $1`, [
        withOldUpload.id,
      ]);
      app.get(CatalogueCache).invalidate();
      const srcset = `${uploadedPng.replace(/^\/uploads\/(.*)\.png$/, '/uploads/sizes/$1-600.webp')} 600w, ${uploadedPng.replace(/^\/uploads\/(.*)\.png$/, '/uploads/sizes/$1-1200.webp')} 1200w`;

      const detail = await http.get(`/api/products/${withUpload.id}`).expect(200);
      expect(detail.body).toMatchObject({ image_url: uploadedPng, image_srcset: srcset });
      expect((await http.get(`/api/products/${withSvg.id}`).expect(200)).body.image_srcset).toBeNull();
      expect((await http.get(`/api/products/${withOldUpload.id}`).expect(200)).body.image_srcset).toBeNull();

      const page = await http.get('/api/products').expect(200);
      const card = (id: number) => page.body.items.find((p: { id: number }) => p.id === id);
      expect(card(withUpload.id).image_srcset).toBe(srcset);
      expect(card(withSvg.id).image_srcset).toBeNull();
      expect(card(withOldUpload.id).image_srcset).toBeNull();
      for (const p of [withUpload, withOldUpload])
        await db.query(`UPDATE products SET image_url = $2, image_card_url = $3 WHERE id = $1`, [p.id, p.image_url, p.image_card_url]);
      app.get(CatalogueCache).invalidate();
    });

    it('backfill: an image uploaded before copies were recorded gets them, once; SVGs, external URLs and missing files are left alone', async () => {
      const db = app.get(DataSource);
      const id = randomUUID();
      await writeFile(path.join(uploadsDir, `${id}.png`), png);
      const [old, missing, external] = (await http.get('/api/products').expect(200)).body.items.slice(3, 6);
      const set = (p: { id: number }, url: string) => db.query(`UPDATE products SET image_url = $2 WHERE id = $1`, [p.id, url]);
      await set(old, `/uploads/${id}.png`);
      await set(missing, `/uploads/${randomUUID()}.png`);
      await set(external, 'https://cdn.example/batterie.png');
      try {
        expect(await backfillImageVariants(db, app.get(UploadsService))).toMatchObject({ done: 1 });
        const [row] = await db.query(`SELECT variants FROM image_variants WHERE image_url = $1`, [`/uploads/${id}.png`]);
        expect(row.variants).toEqual([
          { url: `/uploads/sizes/${id}-600.webp`, width: 600 },
          { url: `/uploads/sizes/${id}-1200.webp`, width: 1200 },
        ]);
        accepted.push(`${id}.png`, `sizes/${id}-600.webp`, `sizes/${id}-1200.webp`);
        expect(await backfillImageVariants(db, app.get(UploadsService))).toMatchObject({ done: 0 });
        app.get(CatalogueCache).invalidate();
        const detail = await http.get(`/api/products/${old.id}`).expect(200);
        expect(detail.body.image_srcset).toBe(`/uploads/sizes/${id}-600.webp 600w, /uploads/sizes/${id}-1200.webp 1200w`);
        expect((await http.get(`/api/products/${external.id}`).expect(200)).body.image_srcset).toBeNull();
      } finally {
        for (const p of [old, missing, external]) await set(p, p.image_url);
        app.get(CatalogueCache).invalidate();
      }
    });

    it('refuses a PDF renamed .png and an SVG carrying a script', async () => {
      const renamed = await image().attach('file', pdf, { filename: 'photo.png', contentType: 'image/png' }).expect(400);
      expect(renamed.body).toMatchObject({
        statusCode: 400,
        message: 'Veuillez sélectionner une image JPEG, PNG, WebP, AVIF ou GIF',
        fields: { file: expect.any(String) },
      });
      const svg = await image()
        .attach('file', await fixture('logo-script.svg'), { filename: 'logo.svg', contentType: 'image/svg+xml' })
        .expect(400);
      expect(svg.body.message).toBe('Veuillez sélectionner une image JPEG, PNG, WebP, AVIF ou GIF');
    });

    it('refuses a lying extension, an empty file, a truncated image and a path as name', async () => {
      const lying = await image().attach('file', png, { filename: 'photo.gif', contentType: 'image/gif' }).expect(400);
      expect(lying.body.message).toBe("L'extension du fichier ne correspond pas à son contenu");
      const empty = await image().attach('file', Buffer.alloc(0), { filename: 'vide.png', contentType: 'image/png' }).expect(400);
      expect(empty.body.message).toBe('Le fichier est vide');
      const truncated = await image()
        .attach('file', png.subarray(0, Math.floor(png.length / 2)), 'coupe.png')
        .expect(400);
      expect(truncated.body.message).toBe('Image illisible ou incomplète');
      const traversal = await image().attach('file', png, clientPath('../../../etc/batterie.png')).expect(400);
      expect(traversal.body.message).toBe('Nom de fichier invalide');
    });

    it('answers 413 above 10 MB and 400 without a file or with the wrong field', async () => {
      const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length, 1)]);
      const res = await image().attach('file', big, 'enorme.png').expect(413);
      expect(res.body).toMatchObject({ statusCode: 413, message: 'Le fichier dépasse la taille maximale autorisée (10 Mo)' });
      const none = await image().field('name', 'x').expect(400);
      expect(none.body.fields).toEqual({ file: 'Veuillez sélectionner une image' });
      const wrongField = await image().attach('image', png, 'batterie.png').expect(400);
      expect(wrongField.body.fields).toEqual({ file: 'Le fichier doit être envoyé dans le champ « file »' });
      const longField = await image().field('note', 'x'.repeat(10_001)).attach('file', png, 'batterie.png').expect(400);
      expect(longField.body.fields).toEqual({ file: 'Formulaire multipart invalide' });
      const broken = await image()
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="file"')
        .expect(400);
      expect(broken.body.fields).toEqual({ file: 'Formulaire multipart invalide' });
    });
  });

  describe('documents', () => {
    it('stores a PDF under documents/ and answers a documentation entry', async () => {
      const res = await documentUpload().field('name', '  Fiche technique  ').attach('file', pdf, 'fiche-technique.pdf').expect(201);
      expect(res.body).toEqual({
        name: 'Fiche technique',
        url: expect.stringMatching(/^\/uploads\/documents\/\d{13}-[0-9a-f]{12}\.pdf$/),
        fileName: 'fiche-technique.pdf',
      });
      accepted.push(keyOf(res.body.url));
      const served = await http.get(res.body.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    });

    it("uses the spec's messages: missing name, not a PDF, several files", async () => {
      const noName = await documentUpload().attach('file', pdf, 'fiche.pdf').expect(400);
      expect(noName.body).toMatchObject({
        message: 'Veuillez saisir un nom pour le document',
        fields: { name: 'Veuillez saisir un nom pour le document' },
      });
      await documentUpload().field('name', '   ').attach('file', pdf, 'fiche.pdf').expect(400);
      const png2pdf = await documentUpload()
        .field('name', 'Fiche')
        .attach('file', png, { filename: 'fiche.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(png2pdf.body.message).toBe('Veuillez sélectionner un fichier PDF');
      const two = await documentUpload().field('name', 'Fiche').attach('file', pdf, 'a.pdf').attach('file', pdf, 'b.pdf').expect(400);
      expect(two.body.message).toBe('Veuillez déposer un seul fichier à la fois');
      const noFile = await documentUpload().field('name', 'Fiche').expect(400);
      expect(noFile.body.fields).toEqual({ file: 'Veuillez sélectionner un fichier PDF' });
    });

    it('refuses a PDF named .png, an empty or truncated PDF, a path as name, and more than 25 MB', async () => {
      const lying = await documentUpload().field('name', 'Fiche').attach('file', pdf, 'fiche.png').expect(400);
      expect(lying.body.message).toBe("L'extension du fichier ne correspond pas à son contenu");
      const empty = await documentUpload().field('name', 'Fiche').attach('file', Buffer.alloc(0), 'vide.pdf').expect(400);
      expect(empty.body.message).toBe('Le fichier est vide');
      const truncated = await documentUpload()
        .field('name', 'Fiche')
        .attach('file', pdf.subarray(0, pdf.length - 200), 'coupe.pdf')
        .expect(400);
      expect(truncated.body.message).toBe('Le fichier PDF est incomplet ou endommagé');
      const traversal = await documentUpload().field('name', 'Fiche').attach('file', pdf, clientPath('..\\..\\fiche.pdf')).expect(400);
      expect(traversal.body.message).toBe('Nom de fichier invalide');
      const big = Buffer.concat([pdf, Buffer.alloc(25 * 1024 * 1024 + 1 - pdf.length, 32)]);
      const tooBig = await documentUpload().field('name', 'Fiche').attach('file', big, 'enorme.pdf').expect(413);
      expect(tooBig.body.message).toBe('Le fichier dépasse la taille maximale autorisée (25 Mo)');
    });
  });

  it('leaves only the accepted files on disk', async () => {
    expect(accepted).toHaveLength(12); // each PNG with its copies (2, 2, 1, and 2 by the backfill), the PDF
    expect(await filesUnder(uploadsDir)).toEqual([...accepted].sort());
  });
});
