import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ratingAfterAdding, ratingAfterRemoving } from '@stockwatt/shared';
import { DomUtils, parseDocument } from 'htmlparser2';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CatalogueCache } from '../src/catalogue/catalogue-cache';
import { StorefrontRoutes } from '../src/storefront/storefront-routes';
import { ADMIN, createTestApp, freshIp, loginToken } from './utils';

interface Card {
  id: number;
  name: string;
  rating: number;
  review_count: number;
}

describe('Reviews', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let db: DataSource;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp();
    http = request(app.getHttpServer());
    db = app.get(DataSource);
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => app.close());

  /** Each post from its own address, so the per-IP and per-product limits only bite in the tests about them. */
  const post = (productId: number, body: object, ip = freshIp()) =>
    http.post(`/api/products/${productId}/reviews`).set('X-Forwarded-For', ip).send(body);
  const asAdmin = (req: request.Test) => req.set('Authorization', `Bearer ${admin}`);
  const moderate = (id: number, status: string) => asAdmin(http.put(`/api/admin/reviews/${id}`)).send({ status });
  const moderateMany = (ids: number[], status: string) =>
    asAdmin(http.put(`/api/admin/reviews?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`)).send({ status });
  const stored = async (productId: number): Promise<{ rating: number; review_count: number }> => {
    const [row] = await db.query(`SELECT rating::float AS rating, review_count FROM products WHERE id = $1`, [productId]);
    return row;
  };
  const listed = async (productId: number): Promise<number[]> =>
    (await http.get(`/api/products/${productId}/reviews`).expect(200)).body.map((r: { id: number }) => r.id);
  const adminList = async (filter: object) => asAdmin(http.get('/api/admin/reviews').query({ filter: JSON.stringify(filter) })).expect(200);
  /** The product page's schema.org aggregate rating, as the server writes it into the page head. */
  const aggregateRating = async (productId: number): Promise<{ ratingValue: number; reviewCount: number } | undefined> => {
    const found = app.get(StorefrontRoutes).find(`/product/${productId}`)!;
    const page = await found.resolver.resolve(found.params, { path: `/product/${productId}`, query: new URLSearchParams(), lang: 'fr' });
    const scripts = DomUtils.getElementsByTagName('script', parseDocument(page.head.join('\n')));
    const product = scripts.map((s) => JSON.parse(DomUtils.textContent(s))).find((j) => j['@type'] === 'Product');
    return product.aggregateRating;
  };

  it('lists only a product’s accepted reviews, newest first, without their status', async () => {
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
    // The reviews that were public before moderation existed stay public.
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM reviews WHERE product_id = 4 AND status = 'accepted'`);
    expect(res.body).toHaveLength(count);
  });

  it('keeps a posted review pending: not listed, not counted, not in the page head, until accepted', async () => {
    const before = (await http.get('/api/products/7').expect(200)).body;
    const storedBefore = await stored(7);
    const headBefore = await aggregateRating(7);
    const res = await post(7, { user_name: '  Claire M.  ', rating: 1, comment: '  Livraison en retard.  ' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      product_id: 7,
      user_name: 'Claire M.',
      rating: 1,
      comment: 'Livraison en retard.',
      status: 'pending',
      created_at: expect.any(String),
    });
    const id = res.body.id;

    expect((await http.get('/api/products/7').expect(200)).body).toMatchObject({
      rating: before.rating,
      review_count: before.review_count,
    });
    expect(await stored(7)).toEqual(storedBefore);
    expect(await listed(7)).not.toContain(id);
    expect(await aggregateRating(7)).toEqual(headBefore);
    const card = (await http.get('/api/products?q=FH3-154').expect(200)).body.items[0];
    expect(card).toMatchObject({ id: 7, review_count: before.review_count });

    // The moderation list: pending ones, newest first.
    const pending = await adminList({ status: 'pending' });
    expect(pending.body[0]).toMatchObject({ id, status: 'pending', product_id: 7, product_name: before.name });
    expect(pending.body.every((r: { status: string }) => r.status === 'pending')).toBe(true);

    const accepted = await moderate(id, 'accepted').expect(200);
    expect(accepted.body).toMatchObject({ id, status: 'accepted', product_name: before.name });
    const expectedRating = ratingAfterAdding(storedBefore.rating, storedBefore.review_count, 1);
    expect(await stored(7)).toEqual({ rating: expectedRating, review_count: storedBefore.review_count + 1 });
    const after = (await http.get('/api/products/7').expect(200)).body;
    expect(after).toMatchObject({ review_count: before.review_count + 1, rating: Math.round(expectedRating * 10) / 10 });
    expect((await listed(7))[0]).toBe(id);
    expect(await aggregateRating(7)).toMatchObject({ ratingValue: after.rating, reviewCount: after.review_count });
    const cardAfter = (await http.get('/api/products?q=FH3-154').expect(200)).body.items[0];
    expect(cardAfter).toMatchObject({ id: 7, review_count: after.review_count, rating: after.rating });

    // Accepting again changes nothing; rejecting it afterwards takes it back out of the rating.
    await moderate(id, 'accepted').expect(200);
    expect((await stored(7)).review_count).toBe(storedBefore.review_count + 1);
    await moderate(id, 'rejected').expect(200);
    expect(await stored(7)).toEqual({
      rating: ratingAfterRemoving(expectedRating, storedBefore.review_count + 1, 1),
      review_count: storedBefore.review_count,
    });
    expect(await listed(7)).not.toContain(id);
    expect(await aggregateRating(7)).toMatchObject({ reviewCount: storedBefore.review_count });
  });

  it('rejects a pending review without touching the product', async () => {
    const before = await stored(8);
    const { id } = (await post(8, { user_name: 'Troll', rating: 1, comment: 'spam spam' }).expect(201)).body;
    await moderate(id, 'rejected').expect(200);
    expect(await stored(8)).toEqual(before);
    expect(await listed(8)).not.toContain(id);
    expect((await adminList({ status: 'rejected', q: 'Troll' })).body.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('accepts and rejects in bulk, in one request, and the rating follows each review', async () => {
    const before = await stored(41);
    const ids: number[] = [];
    for (const rating of [5, 4, 2]) {
      ids.push((await post(41, { user_name: `Lot ${rating}`, rating, comment: 'Avis groupé' }).expect(201)).body.id);
    }
    const bulk = await moderateMany(ids.slice(0, 2), 'accepted').expect(200);
    expect(bulk.body.sort()).toEqual(ids.slice(0, 2).sort());
    const afterFive = ratingAfterAdding(before.rating, before.review_count, 5);
    const afterFour = ratingAfterAdding(afterFive, before.review_count + 1, 4);
    expect(await stored(41)).toEqual({ rating: afterFour, review_count: before.review_count + 2 });
    expect(await listed(41)).toEqual(expect.arrayContaining(ids.slice(0, 2)));
    expect(await listed(41)).not.toContain(ids[2]);

    // One accepted, one pending: only the accepted one leaves the rating.
    await moderateMany([ids[1], ids[2]], 'rejected').expect(200);
    expect(await stored(41)).toEqual({
      rating: ratingAfterRemoving(afterFour, before.review_count + 2, 4),
      review_count: before.review_count + 1,
    });
    const statuses = (await adminList({ id: ids })).body.map((r: { id: number; status: string }) => [r.id, r.status]);
    expect(new Map(statuses)).toEqual(
      new Map([
        [ids[0], 'accepted'],
        [ids[1], 'rejected'],
        [ids[2], 'rejected'],
      ]),
    );
    // Unknown ids are left out of the answer.
    expect((await moderateMany([ids[0], 99999999], 'accepted').expect(200)).body).toEqual([ids[0]]);
  });

  it.each([
    ['no filter', '/api/admin/reviews'],
    ['no id list', `/api/admin/reviews?filter=${encodeURIComponent('{"q":"x"}')}`],
    ['an empty list', `/api/admin/reviews?filter=${encodeURIComponent('{"id":[]}')}`],
    ['a bad id', `/api/admin/reviews?filter=${encodeURIComponent('{"id":[1,"x"]}')}`],
    ['bad JSON', '/api/admin/reviews?filter=%7Bid'],
  ])('refuses a bulk moderation with %s', async (_case, url) => {
    const res = await asAdmin(http.put(url)).send({ status: 'accepted' }).expect(400);
    expect(res.body.fields).toHaveProperty('filter');
  });

  it('refuses an unknown status, and answers 404 for an unknown review', async () => {
    const res = await moderate(1, 'published').expect(400);
    expect(res.body.fields.status).toBe('Statut invalide : pending, accepted ou rejected');
    await moderate(99999999, 'accepted').expect(404);
  });

  it('records who moderated in the change history', async () => {
    const { id } = (await post(42, { user_name: 'Historique', rating: 4, comment: 'Bon produit' }).expect(201)).body;
    await moderate(id, 'accepted').expect(200);
    const history = await asAdmin(
      http.get(`/api/admin/history?filter=${encodeURIComponent(JSON.stringify({ resource: 'reviews', record_id: id }))}`),
    ).expect(200);
    // The buyer's post leaves no entry (no administrator); the moderation does, with its moderator.
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({
      action: 'update',
      actor_email: ADMIN.email,
      changes: [{ field: 'status', before: 'pending', after: 'accepted' }],
    });
  });

  it('answers a filled honeypot as usual and stores nothing', async () => {
    const before = await stored(43);
    const res = await post(43, { user_name: 'Robot', rating: 5, comment: 'Buy cheap', website: 'https://spam.example' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      product_id: 43,
      user_name: 'Robot',
      rating: 5,
      comment: 'Buy cheap',
      status: 'pending',
      created_at: expect.any(String),
    });
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM reviews WHERE id = $1 OR user_name = 'Robot'`, [res.body.id]);
    expect(count).toBe(0);
    expect(await stored(43)).toEqual(before);
    // A blank honeypot is a person's review.
    await post(43, { user_name: 'Personne', rating: 4, comment: 'Très bien', website: '  ' }).expect(201);
    expect((await adminList({ q: 'Personne', product_id: 43 })).body).toHaveLength(1);
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
    ['website', { user_name: 'A', rating: 3, comment: 'ok', website: 42 }],
  ])('refuses a bad %s (case %#)', async (field, body) => {
    const res = await post(7, body).expect(400);
    expect(res.body.fields).toHaveProperty(field);
    expect(res.body.statusCode).toBe(400);
  });

  it('says "Veuillez remplir tous les champs" for a blank field', async () => {
    const res = await post(7, { user_name: ' ', rating: 5, comment: 'x' }).expect(400);
    expect(res.body.fields.user_name).toBe('Veuillez remplir tous les champs');
  });

  it('limits each address to 5 reviews a minute', async () => {
    const ip = freshIp();
    // Five products: the per-product limit stays out of it.
    for (const productId of [9, 10, 11, 12, 13]) await post(productId, { user_name: 'Bot', rating: 5, comment: 'Top' }, ip).expect(201);
    const limited = await post(14, { user_name: 'Bot', rating: 5, comment: 'Top' }, ip).expect(429);
    expect(limited.body).toMatchObject({ statusCode: 429, message: expect.stringMatching(/^Trop de tentatives/) });
    await post(14, { user_name: 'Autre', rating: 4, comment: 'Bien' }).expect(201);
  });

  it('limits each address to 2 reviews of one product a day (a refused form does not count)', async () => {
    const ip = freshIp();
    await post(44, { user_name: ' ', rating: 5, comment: 'x' }, ip).expect(400);
    await post(44, { user_name: 'Insistant', rating: 5, comment: 'Premier avis' }, ip).expect(201);
    await post(44, { user_name: 'Insistant', rating: 4, comment: 'Correction' }, ip).expect(201);
    const limited = await post(44, { user_name: 'Insistant', rating: 3, comment: 'Encore' }, ip).expect(429);
    expect(limited.body).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Vous avez déjà laissé un avis sur ce produit/),
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Another product, or another address, is not held back.
    await post(45, { user_name: 'Insistant', rating: 5, comment: 'Autre produit' }, ip).expect(201);
    await post(44, { user_name: 'Voisin', rating: 5, comment: 'Autre adresse' }).expect(201);
    expect((await adminList({ q: 'Insistant', product_id: 44 })).body).toHaveLength(2);
  });

  it('counts the pending reviews on the dashboard, and lists the latest with their status', async () => {
    const dashboard = async () => (await asAdmin(http.get('/api/admin/dashboard')).expect(200)).body;
    const before = await dashboard();
    const { id } = (await post(15, { user_name: 'Tableau de bord', rating: 3, comment: 'Correct' }).expect(201)).body;
    const after = await dashboard();
    expect(after.pending_reviews).toBe(before.pending_reviews + 1);
    expect(after.latest_reviews[0]).toMatchObject({ id, status: 'pending' });
    await moderate(id, 'accepted').expect(200);
    expect((await dashboard()).pending_reviews).toBe(before.pending_reviews);
  });

  it('answers 404 for reviews of an unknown product', async () => {
    await http.get('/api/products/99999/reviews').expect(404);
    await post(99999, { user_name: 'A', rating: 3, comment: 'ok' }).expect(404);
  });

  it('lets an admin delete a review: an accepted one leaves the average, a pending one changes nothing', async () => {
    const before = await stored(46);
    const pending = (await post(46, { user_name: 'Doublon', rating: 1, comment: 'en double' }).expect(201)).body;
    const accepted = (await post(46, { user_name: 'Troll', rating: 1, comment: 'spam spam' }).expect(201)).body;
    await moderate(accepted.id, 'accepted').expect(200);
    const listedTroll = await adminList({ q: 'Troll', product_id: 46 });
    expect(listedTroll.body[0]).toMatchObject({ id: accepted.id, product_name: expect.any(String), status: 'accepted' });
    expect(listedTroll.headers['content-range']).toMatch(/^reviews 0-0\/1$/);

    await asAdmin(http.delete(`/api/admin/reviews/${pending.id}`)).expect(200);
    expect((await stored(46)).review_count).toBe(before.review_count + 1);
    const deleted = await asAdmin(http.delete(`/api/admin/reviews/${accepted.id}`)).expect(200);
    expect(deleted.body).toMatchObject({ id: accepted.id, status: 'accepted' });
    const after = await stored(46);
    expect(after.review_count).toBe(before.review_count);
    expect(Math.abs(after.rating - before.rating)).toBeLessThanOrEqual(0.01);
    await asAdmin(http.delete(`/api/admin/reviews/${accepted.id}`)).expect(404);
  });

  describe('catalogue cache', () => {
    const A = 47;
    const B = 48;
    let refs: Record<number, string>;
    const page = async (query: string): Promise<Card[]> => (await http.get(`/api/products?${query}`).expect(200)).body.items;
    const detail = async (id: number): Promise<Card> => (await http.get(`/api/products/${id}`).expect(200)).body;
    /** Renamed behind the API's back: no event, so only an invalidation makes the API show it. */
    const renameDirectly = (ids: number[]) => db.query(`UPDATE products SET name = name || ' ~' WHERE id = ANY($1::int[])`, [ids]);

    beforeAll(async () => {
      const rows: { id: number; reference: string }[] = await db.query(`SELECT id, reference FROM products WHERE id = ANY($1::int[])`, [
        [A, B],
      ]);
      refs = Object.fromEntries(rows.map((r) => [r.id, r.reference]));
    });
    afterAll(async () => {
      await db.query(`UPDATE products SET name = regexp_replace(name, '( ~)+$', '') WHERE name LIKE '% ~'`);
      app.get(CatalogueCache).invalidate();
    });

    it('leaves every cached answer alone for a pending review, and clears only what shows the rating once accepted', async () => {
      app.get(CatalogueCache).invalidate();
      // Warm: a page listing A, one listing B and not A, both products' pages, the best-rated page.
      const pageA = await page(`q=${refs[A]}`);
      const pageB = await page(`q=${refs[B]}`);
      expect(pageA.map((p) => p.id)).toContain(A);
      expect(pageB.map((p) => p.id)).not.toContain(A);
      const [detailA, detailB] = [await detail(A), await detail(B)];
      const bestRated = await page('sort=rating&pageSize=5');
      const C = bestRated.map((p) => p.id).find((id) => id !== A && id !== B)!;
      await renameDirectly([A, B, C]);

      const { id } = (await post(A, { user_name: 'Cache', rating: 1, comment: 'Avis en attente' }).expect(201)).body;
      // Pending: nothing cleared, every answer is the cached one.
      expect(await page(`q=${refs[A]}`)).toEqual(pageA);
      expect(await page(`q=${refs[B]}`)).toEqual(pageB);
      expect(await detail(A)).toEqual(detailA);
      expect(await page('sort=rating&pageSize=5')).toEqual(bestRated);

      await moderate(id, 'accepted').expect(200);
      // A's page and the pages listing it show its new rating and count at once…
      const nowA = await detail(A);
      expect(nowA.review_count).toBe(detailA.review_count + 1);
      expect(nowA.name).toBe(`${detailA.name} ~`);
      const cardA = (await page(`q=${refs[A]}`)).find((p) => p.id === A)!;
      expect(cardA).toMatchObject({ review_count: nowA.review_count, rating: nowA.rating });
      expect(await aggregateRating(A)).toMatchObject({ reviewCount: nowA.review_count, ratingValue: nowA.rating });
      // …the best-rated pages are read again (a rating may reorder them)…
      expect((await page('sort=rating&pageSize=5')).find((p) => p.id === C)?.name).toMatch(/ ~$/);
      // …and what does not show A's rating stays cached (B's rename is still unseen).
      expect(await page(`q=${refs[B]}`)).toEqual(pageB);
      expect(await detail(B)).toEqual(detailB);

      // Rejecting a review that was never accepted clears nothing either.
      const other = (await post(A, { user_name: 'Cache 2', rating: 5, comment: 'Autre avis' }).expect(201)).body;
      const cachedA = await detail(A);
      await renameDirectly([A]);
      await moderate(other.id, 'rejected').expect(200);
      expect(await detail(A)).toEqual(cachedA);
    });
  });
});
