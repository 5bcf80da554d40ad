import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ADMIN, createTestApp, dataSource, loginToken, proToken } from './utils';
import { unknownWord } from './support/unknown-word';

/**
 * Staff keep the search synonyms in the back office (GET/POST/PUT/DELETE /api/admin/search-synonyms):
 * the shop's search follows a pair at once, with the catalogue's answer cache on, as in production.
 */
describe('search synonyms kept by staff (e2e)', () => {
  let app: NestFastifyApplication;
  let admin: string;
  let pro: string;
  const savedTtl = process.env.CATALOGUE_CACHE_TTL_MS;
  const word = unknownWord('zs');
  const http = () => request(app.getHttpServer());
  const as = (token: string) => ({
    get: (path: string) => http().get(path).set('Authorization', `Bearer ${token}`),
    post: (path: string) => http().post(path).set('Authorization', `Bearer ${token}`),
    put: (path: string) => http().put(path).set('Authorization', `Bearer ${token}`),
    delete: (path: string) => http().delete(path).set('Authorization', `Bearer ${token}`),
  });
  const found = async (q: string) => (await http().get('/api/products').query({ q }).expect(200)).body.total as number;
  const firstName = async (q: string) => (await http().get('/api/products').query({ q }).expect(200)).body.items[0]?.name as string;

  beforeAll(async () => {
    process.env.CATALOGUE_CACHE_TTL_MS = '600000';
    app = await createTestApp();
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
    pro = await proToken(app);
  });

  afterAll(async () => {
    await dataSource(app).query('DELETE FROM search_synonyms WHERE term ILIKE $1 OR equivalent ILIKE $1', [`%${word}%`]);
    await app?.close();
    if (savedTtl === undefined) delete process.env.CATALOGUE_CACHE_TTL_MS;
    else process.env.CATALOGUE_CACHE_TTL_MS = savedTtl;
  });

  it.each([
    ['get', '/api/admin/search-synonyms'],
    ['get', '/api/admin/search-synonyms/1'],
    ['post', '/api/admin/search-synonyms'],
    ['put', '/api/admin/search-synonyms/1'],
    ['delete', '/api/admin/search-synonyms/1'],
  ] as const)('%s %s: 401 anonymous, 403 pro', async (method, path) => {
    await http()[method](path).send({}).expect(401);
    await as(pro)[method](path).send({}).expect(403);
  });

  it('lists the shop’s synonyms, searchable and sorted, with their count for the pager', async () => {
    const page = await as(admin)
      .get('/api/admin/search-synonyms')
      .query({ filter: '{"q":"onduleur"}', sort: '["term","ASC"]', range: '[0,4]' });
    expect(page.status).toBe(200);
    expect(page.headers['content-range']).toMatch(/^search-synonyms 0-\d+\/\d+$/);
    expect(page.body.length).toBeGreaterThan(0);
    for (const pair of page.body) expect(`${pair.term} ${pair.equivalent}`).toMatch(/onduleur/i);
    const terms = page.body.map((p: { term: string }) => p.term.toLowerCase());
    expect(terms).toEqual([...terms].sort((a, b) => a.localeCompare(b, 'en')));
    await as(admin).get('/api/admin/search-synonyms').query({ sort: '["created_at","ASC"]' }).expect(400);
  });

  it('a pair added is searched at once, corrected and removed likewise', async () => {
    expect(await found(word)).toBe(0);
    const created = await as(admin)
      .post('/api/admin/search-synonyms')
      .send({ term: `  ${word} `, equivalent: 'onduleur' })
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), term: word, equivalent: 'onduleur' });
    expect(await found(word)).toBeGreaterThan(0);
    expect(await firstName(word)).toMatch(/onduleur/i);
    expect((await as(admin).get(`/api/admin/search-synonyms/${created.body.id}`).expect(200)).body.term).toBe(word);

    await as(admin).put(`/api/admin/search-synonyms/${created.body.id}`).send({ equivalent: 'batterie' }).expect(200);
    expect(await firstName(word)).toMatch(/batterie/i);

    await as(admin).delete(`/api/admin/search-synonyms/${created.body.id}`).expect(200);
    expect(await found(word)).toBe(0);
    await as(admin).get(`/api/admin/search-synonyms/${created.body.id}`).expect(404);

    // The change history says who did what, oldest first.
    const history = await as(admin)
      .get('/api/admin/history')
      .query({ filter: JSON.stringify({ resource: 'search-synonyms', record_id: created.body.id }), sort: '["id","ASC"]' })
      .expect(200);
    expect(history.body.map((e: { action: string; actor_email: string | null }) => [e.action, e.actor_email])).toEqual([
      ['create', ADMIN.email],
      ['update', ADMIN.email],
      ['delete', ADMIN.email],
    ]);
  });

  it('refuses what the search could not read, with the field: empty, no word, the same words, control characters, too long', async () => {
    const refused = async (body: object, field: string) => {
      const res = await as(admin).post('/api/admin/search-synonyms').send(body).expect(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
      return res.body.fields[field] as string;
    };
    expect(await refused({ term: ' ', equivalent: 'onduleur' }, 'term')).toBe('Le terme est obligatoire');
    expect(await refused({ term: word, equivalent: '' }, 'equivalent')).toBe('L’équivalent est obligatoire');
    expect(await refused({ term: '!!! ---', equivalent: 'onduleur' }, 'term')).toMatch(/^Le terme doit contenir au moins un mot/);
    expect(await refused({ term: word, equivalent: `${word.toUpperCase()} !` }, 'equivalent')).toMatch(
      /^L’équivalent doit différer du terme/,
    );
    expect(await refused({ term: `${word}\u0001`, equivalent: 'onduleur' }, 'term')).toBe('caractères de contrôle interdits');
    expect(await refused({ term: 'x'.repeat(121), equivalent: 'onduleur' }, 'term')).toMatch(/120/);
    expect(await refused({ equivalent: 'onduleur' }, 'term')).toBe('Le terme est obligatoire');
  });

  it('a pair already there, in either order or spelling, is a 409; the table keeps one', async () => {
    const created = await as(admin).post('/api/admin/search-synonyms').send({ term: word, equivalent: 'panneau' }).expect(201);
    for (const body of [
      { term: word, equivalent: 'panneau' },
      { term: 'Panneau', equivalent: word.toUpperCase() },
    ]) {
      const res = await as(admin).post('/api/admin/search-synonyms').send(body).expect(409);
      expect(res.body.message).toBe('Ces deux termes sont déjà synonymes');
    }
    // Renaming a pair onto itself is no duplicate.
    await as(admin).put(`/api/admin/search-synonyms/${created.body.id}`).send({ term: word.toUpperCase() }).expect(200);
    const pairs = await dataSource(app).query('SELECT term, equivalent FROM search_synonyms WHERE $1 IN (term_key, equivalent_key)', [
      word,
    ]);
    expect(pairs).toEqual([{ term: word.toUpperCase(), equivalent: 'panneau' }]);
    await as(admin).delete(`/api/admin/search-synonyms/${created.body.id}`).expect(200);
    await as(admin).put(`/api/admin/search-synonyms/${created.body.id}`).send({ term: word }).expect(404);
  });

  it('the same pair sent at once by several admins, spelled differently, is added once: the others are 409s', async () => {
    const spellings = [
      { term: word, equivalent: 'batterie' },
      { term: 'Batterie', equivalent: word.toUpperCase() },
      { term: ` ${word}`, equivalent: 'BATTERIE' },
      { term: 'batterie', equivalent: word },
      { term: word.toUpperCase(), equivalent: 'Batterie ' },
      { term: 'BATTERIE', equivalent: ` ${word.toUpperCase()} ` },
    ];
    const answers = await Promise.all(spellings.map((body) => as(admin).post('/api/admin/search-synonyms').send(body)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const pairs = await dataSource(app).query('SELECT id FROM search_synonyms WHERE $1 IN (term_key, equivalent_key)', [word]);
    expect(pairs).toHaveLength(1);
    await as(admin).delete(`/api/admin/search-synonyms/${pairs[0].id}`).expect(200);
  });
});
