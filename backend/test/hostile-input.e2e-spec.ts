import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { MAX_JSON_DEPTH } from '../src/common/hostile-input';
import { COMMON_MESSAGES as M } from '../src/common/common.messages';
import { ADMIN, createTestApp, freshIp, loginToken } from './utils';

/** Hostile input is a 400 naming the field, before any work (issue: no 5xx on hostile input). */
describe('Hostile input', () => {
  let app: NestFastifyApplication;
  let admin: string;
  const deep = (depth: number, open: string, close: string) => open.repeat(depth) + '1' + close.repeat(depth);

  beforeAll(async () => {
    app = await createTestApp();
    admin = `Bearer ${await loginToken(app, ADMIN.email, ADMIN.password)}`;
  });
  afterAll(() => app.close());

  const post = (path: string, raw: string) =>
    request(app.getHttpServer()).post(path).set('X-Forwarded-For', freshIp()).set('Content-Type', 'application/json').send(raw);

  it.each([
    ['an object', deep(5000, '{"a":', '}'), /^a(\.a)+$/],
    ['an array', deep(5000, '[', ']'), /^0(\.0)+$/],
    ['one field', `{"name":"x","message":${deep(5000, '[', ']')}}`, /^message(\.0)+$/],
  ])('a body nested thousands of levels deep (%s) is a 400 on every JSON route', async (_, raw, field) => {
    for (const path of ['/api/quotes', '/api/auth/login', '/api/products/1/reviews', '/api/admin/products']) {
      const res = await post(path, raw).set('Authorization', admin);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(M.tooDeep(MAX_JSON_DEPTH));
      expect(Object.keys(res.body.fields)[0]).toMatch(field);
    }
  });

  it('a NUL in a text filter of an admin list (JSON filter or plain query) is a 400 naming it', async () => {
    for (const resource of ['products', 'quotes', 'suppliers', 'users', 'reviews']) {
      const res = await request(app.getHttpServer())
        .get(`/api/admin/${resource}`)
        .query({ filter: JSON.stringify({ q: 'pylon\u0000tech' }) })
        .set('Authorization', admin);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ 'filter.q': M.nulCharacter });
    }
    const plain = await request(app.getHttpServer()).get('/api/products?search=a%00b');
    expect(plain.status).toBe(400);
    expect(plain.body.fields).toEqual({ search: M.nulCharacter });
  });

  it('an unpaired surrogate in a string field is a 400 naming it (forgotten-password email)', async () => {
    const res = await post('/api/auth/forgot-password', '{"email":"claire\\ud800@example.fr"}');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', fields: { email: M.invalidUnicode } });
    const filter = await request(app.getHttpServer())
      .get('/api/admin/quotes')
      .query({ filter: '{"q":"\\udfff"}' })
      .set('Authorization', admin);
    expect(filter.status).toBe(400);
    expect(filter.body.fields).toEqual({ 'filter.q': M.invalidUnicode });
  });

  it('a NUL in a path segment is a 400', async () => {
    const res = await request(app.getHttpServer()).get('/api/partner/v1/products/FH3%00-102');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ path: M.nulCharacter });
  });

  it('a path that is not valid percent-encoding is a 400 naming the path, before any route', async () => {
    const res = await request(app.getHttpServer()).get('/api/partner/v1/products/FH3%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, fields: { path: M.invalidUnicode } });
  });

  it('malformed JSON is a 400 in the error contract; an empty JSON body is no body', async () => {
    const broken = await post('/api/auth/forgot-password', '{"email": ');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ statusCode: 400, error: 'Bad Request', message: M.invalidJsonBody, requestId: expect.any(String) });
    const poisoned = await post('/api/auth/forgot-password', '{"__proto__": {"admin": true}, "email": "a@b.fr"}');
    expect(poisoned.status).toBe(400);
    expect(poisoned.body.message).toBe(M.invalidJsonBody);
    // Sign-out without a session, sent as JSON with nothing in it, as some clients do.
    await post('/api/auth/logout', '').expect(204);
  });

  it('a body in a media type no route reads is a 415 in French, before any route code', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/auth/forgot-password')
      .set('X-Forwarded-For', freshIp())
      .set('Content-Type', 'application/xml')
      .send('<email>a@b.fr</email>');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: M.unsupportedMediaType,
      requestId: expect.any(String),
    });
  });
});
