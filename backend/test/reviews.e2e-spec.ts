import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ADMIN, createTestApp, freshIp, loginToken } from './utils';

describe('Reviews', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    app = await createTestApp();
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  /** Each post from its own address, so the per-IP limit only bites in the test about it. */
  const post = (url: string) => http.post(url).set('X-Forwarded-For', freshIp());

  it('lists a product’s reviews newest first', async () => {
    const res = await http.get('/api/products/4/reviews').expect(200);
    const dates = res.body.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      product_id: 4,
      user_name: expect.any(String),
      rating: expect.any(Number),
      comment: expect.any(String),
      created_at: expect.any(String),
    });
  });

  it('stores a review with trimmed texts and moves the product’s average and count', async () => {
    const before = (await http.get('/api/products/7').expect(200)).body;
    const res = await http
      .post('/api/products/7/reviews')
      .send({ user_name: '  Claire M.  ', rating: 1, comment: '  Livraison en retard.  ' })
      .expect(201);
    expect(res.body).toMatchObject({ product_id: 7, user_name: 'Claire M.', rating: 1, comment: 'Livraison en retard.' });
    const after = (await http.get('/api/products/7').expect(200)).body;
    expect(after.review_count).toBe(before.review_count + 1);
    const expected = Math.round(((before.rating * before.review_count + 1) / (before.review_count + 1)) * 10) / 10;
    expect(after.rating).toBe(expected);
    const list = (await http.get('/api/products/7/reviews').expect(200)).body;
    expect(list[0].id).toBe(res.body.id);
    const card = (await http.get('/api/products?q=FH3-154').expect(200)).body.items[0];
    expect(card.review_count).toBe(after.review_count);
  });

  it.each([
    ['user_name', { user_name: '', rating: 4, comment: 'ok' }],
    ['user_name', { user_name: '   ', rating: 4, comment: 'ok' }],
    ['comment', { user_name: 'A', rating: 4, comment: '  ' }],
    ['rating', { user_name: 'A', rating: 0, comment: 'ok' }],
    ['rating', { user_name: 'A', rating: 6, comment: 'ok' }],
    ['rating', { user_name: 'A', rating: 2.5, comment: 'ok' }],
    ['rating', { user_name: 'A', rating: '5', comment: 'ok' }],
    ['rating', { user_name: 'A', comment: 'ok' }],
    ['user_name', { rating: 3, comment: 'ok' }],
    ['user_name', { user_name: 'A'.repeat(101), rating: 3, comment: 'ok' }],
    ['comment', { user_name: 'A', rating: 3, comment: 'x'.repeat(2001) }],
    ['user_name', { user_name: 42, rating: 3, comment: 'ok' }],
  ])('refuses a bad %s (case %#)', async (field, body) => {
    const res = await post('/api/products/7/reviews').send(body).expect(400);
    expect(res.body.fields).toHaveProperty(field);
    expect(res.body.statusCode).toBe(400);
  });

  it('says "Veuillez remplir tous les champs" for a blank field', async () => {
    const res = await post('/api/products/7/reviews').send({ user_name: ' ', rating: 5, comment: 'x' }).expect(400);
    expect(res.body.fields.user_name).toBe('Veuillez remplir tous les champs');
  });

  it('limits each address to 5 reviews a minute', async () => {
    const ip = freshIp();
    const send = () =>
      http.post('/api/products/9/reviews').set('X-Forwarded-For', ip).send({ user_name: 'Bot', rating: 5, comment: 'Top' });
    for (let i = 0; i < 5; i++) await send().expect(201);
    const limited = await send().expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Trop de tentatives/) });
    await post('/api/products/9/reviews').send({ user_name: 'Autre', rating: 4, comment: 'Bien' }).expect(201);
  });

  it('answers 404 for reviews of an unknown product', async () => {
    await http.get('/api/products/99999/reviews').expect(404);
    await post('/api/products/99999/reviews').send({ user_name: 'A', rating: 3, comment: 'ok' }).expect(404);
  });

  it('lets an admin delete an abusive review, and the average follows', async () => {
    const posted = (await post('/api/products/8/reviews').send({ user_name: 'Troll', rating: 1, comment: 'spam spam' }).expect(201)).body;
    const withTroll = (await http.get('/api/products/8').expect(200)).body;
    const token = await loginToken(app, ADMIN.email, ADMIN.password);
    const listed = await http
      .get('/api/admin/reviews')
      .query({ filter: JSON.stringify({ q: 'Troll' }) })
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(listed.body[0]).toMatchObject({ id: posted.id, product_name: expect.any(String) });
    expect(listed.headers['content-range']).toMatch(/^reviews 0-0\/1$/);
    await http.delete(`/api/admin/reviews/${posted.id}`).set('Authorization', `Bearer ${token}`).expect(200);
    const after = (await http.get('/api/products/8').expect(200)).body;
    expect(after.review_count).toBe(withTroll.review_count - 1);
    expect(after.rating).toBeGreaterThan(withTroll.rating);
    await http.delete(`/api/admin/reviews/${posted.id}`).set('Authorization', `Bearer ${token}`).expect(404);
  });
});
