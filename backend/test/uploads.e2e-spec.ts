import { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { ADMIN, createTestApp, loginToken, proToken } from './utils';

/** form-data keeps `filepath` as given (it reduces `filename` to its basename); superagent's types omit it. */
const clientPath = (filepath: string) => ({ filepath }) as { filename?: string };

const fixture = (name: string) => readFile(path.join(__dirname, 'fixtures', name));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();
}

describe('admin uploads (e2e)', () => {
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let admin: string;
  let uploadsDir: string;
  let png: Buffer;
  let pdf: Buffer;
  const accepted: string[] = [];

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
    await http.post('/api/admin/uploads/documents').set('Authorization', `Bearer ${pro}`).field('name', 'Fiche').attach('file', pdf, 'fiche.pdf').expect(403);
  });

  describe('images', () => {
    it('stores a PNG at a random name with a WebP card version, served with the right headers', async () => {
      const res = await image().attach('file', png, { filename: 'Batterie US5000.PNG', contentType: 'image/png' }).expect(201);
      expect(res.body).toEqual({
        url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.png$/),
        fileName: 'Batterie US5000.PNG',
        card_url: expect.stringMatching(/^\/uploads\/cards\/[0-9a-f-]{36}\.webp$/),
      });
      accepted.push(keyOf(res.body.url), keyOf(res.body.card_url));

      const served = await http.get(res.body.url).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(served.body as Buffer, png)).toBe(0);

      const card = await http.get(res.body.card_url).buffer(true).expect(200);
      expect(card.headers['content-type']).toBe('image/webp');
      const meta = await sharp(card.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 600, height: 400 });
    });

    it('refuses a PDF renamed .png and an SVG carrying a script', async () => {
      const renamed = await image().attach('file', pdf, { filename: 'photo.png', contentType: 'image/png' }).expect(400);
      expect(renamed.body).toMatchObject({ statusCode: 400, message: 'Veuillez sélectionner une image JPEG, PNG, WebP, AVIF ou GIF', fields: { file: expect.any(String) } });
      const svg = await image().attach('file', await fixture('logo-script.svg'), { filename: 'logo.svg', contentType: 'image/svg+xml' }).expect(400);
      expect(svg.body.message).toBe('Veuillez sélectionner une image JPEG, PNG, WebP, AVIF ou GIF');
    });

    it('refuses a lying extension, an empty file, a truncated image and a path as name', async () => {
      const lying = await image().attach('file', png, { filename: 'photo.gif', contentType: 'image/gif' }).expect(400);
      expect(lying.body.message).toBe("L'extension du fichier ne correspond pas à son contenu");
      const empty = await image().attach('file', Buffer.alloc(0), { filename: 'vide.png', contentType: 'image/png' }).expect(400);
      expect(empty.body.message).toBe('Le fichier est vide');
      const truncated = await image().attach('file', png.subarray(0, Math.floor(png.length / 2)), 'coupe.png').expect(400);
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
      await image().attach('image', png, 'batterie.png').expect(400);
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
      expect(noName.body).toMatchObject({ message: 'Veuillez saisir un nom pour le document', fields: { name: 'Veuillez saisir un nom pour le document' } });
      await documentUpload().field('name', '   ').attach('file', pdf, 'fiche.pdf').expect(400);
      const png2pdf = await documentUpload().field('name', 'Fiche').attach('file', png, { filename: 'fiche.pdf', contentType: 'application/pdf' }).expect(400);
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
      const truncated = await documentUpload().field('name', 'Fiche').attach('file', pdf.subarray(0, pdf.length - 200), 'coupe.pdf').expect(400);
      expect(truncated.body.message).toBe('Le fichier PDF est incomplet ou endommagé');
      const traversal = await documentUpload().field('name', 'Fiche').attach('file', pdf, clientPath('..\\..\\fiche.pdf')).expect(400);
      expect(traversal.body.message).toBe('Nom de fichier invalide');
      const big = Buffer.concat([pdf, Buffer.alloc(25 * 1024 * 1024 + 1 - pdf.length, 32)]);
      const tooBig = await documentUpload().field('name', 'Fiche').attach('file', big, 'enorme.pdf').expect(413);
      expect(tooBig.body.message).toBe('Le fichier dépasse la taille maximale autorisée (25 Mo)');
    });
  });

  it('leaves only the accepted files on disk', async () => {
    expect(accepted).toHaveLength(3); // image, its card, the PDF
    expect(await filesUnder(uploadsDir)).toEqual([...accepted].sort());
  });
});
