import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { QUOTE_MESSAGES as M } from '../src/quotes/quotes.messages';
import { frenchDateTime } from '../src/quotes/quote-payload';
import { FakeFormService } from './support/fake-form-service';
import {
  closeQuotesApp,
  freshIp,
  postQuote,
  quoteRow,
  uniqueEmail,
  useQuoteTestSettings,
  validQuote,
  waitForStatus,
} from './support/quotes';
import { ADMIN, createTestApp, dataSource, loginToken, proToken } from './utils';

/** Quote intake, delivery to a real form service on loopback, retries, sweeper, admin API. */
describe('Quotes', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let adminToken: string;
  const forms = new FakeFormService();

  beforeAll(async () => {
    await forms.start();
    useQuoteTestSettings(forms.url);
    app = await createTestApp();
    http = request(app.getHttpServer());
    adminToken = await loginToken(app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await closeQuotesApp(app);
    await forms.stop();
  });

  describe('delivery', () => {
    it('stores the quote, answers 202 with its id, and forwards the spec payload once', async () => {
      const email = uniqueEmail('livraison');
      const before = Date.now();
      const res = await postQuote(app, validQuote(email, { time: 'ignoré' })).expect(202);
      expect(res.body).toEqual({ id: expect.any(Number), status: 'reçu' });
      const row = await waitForStatus(app, res.body.id, 'transmis');
      expect(row.delivered_at).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
      expect(row.last_error).toBeNull();
      const [received] = forms.for(email);
      expect(forms.for(email)).toHaveLength(1);
      expect(received.headers['content-type']).toBe('application/json');
      expect(received.headers.accept).toBe('application/json');
      expect(received.headers['idempotency-key']).toBe(row.delivery_id);
      expect(row.delivery_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      // The form's fields as sent, the API's own time of sending (not the client's), and the delivery id.
      expect(received.body).toEqual({
        ...validQuote(email),
        time: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
        deliveryId: row.delivery_id,
      });
      const sentAround = [frenchDateTime(new Date(before)), frenchDateTime(new Date())];
      expect(sentAround).toContain(received.body.time);
    });

    it('forwards a whole cart as cart lines, trimmed, with blank optional fields as empty strings', async () => {
      const email = uniqueEmail('panier');
      const items = [
        { productId: 4, reference: '40L50PYL48US', name: '2.4kWh US2000C', quantity: 2, unitPrice: 594.99 },
        { productId: 26, name: 'Set de câbles', quantity: 1, unitPrice: 16.8 },
      ];
      const body = { ...validQuote(email), clientType: 'particulier', company: '', productReference: '  ', name: '  Jean Dupont ', items };
      const res = await postQuote(app, body).expect(202);
      await waitForStatus(app, res.body.id, 'transmis');
      const [received] = forms.for(email);
      expect(received.body).toMatchObject({ clientType: 'particulier', name: 'Jean Dupont', company: '', productReference: '' });
      expect(received.body.items).toEqual([items[0], { ...items[1], reference: null }]);
    });

    it('retries after three 500s and delivers exactly once', async () => {
      const email = uniqueEmail('retry');
      forms.failNext(3, email);
      const res = await postQuote(app, validQuote(email)).expect(202);
      const row = await waitForStatus(app, res.body.id, 'transmis');
      expect(row.attempts).toBe(4);
      expect(row.last_error).toBeNull();
      expect(forms.for(email)).toHaveLength(4);
      await new Promise((r) => setTimeout(r, 500)); // nothing more arrives later
      expect(forms.for(email)).toHaveLength(4);
      const ok = forms.for(email).length - 3;
      expect(ok).toBe(1);
    });

    it('marks the quote `échec` with the last error when the service stays down, and an admin resend delivers it', async () => {
      const email = uniqueEmail('panne');
      await forms.stop();
      try {
        const res = await postQuote(app, validQuote(email)).expect(202);
        const row = await waitForStatus(app, res.body.id, 'échec');
        expect(row.attempts).toBe(5);
        expect(row.last_error).toMatch(/^Service de formulaire injoignable : ECONNREFUSED/);
        expect(row.delivered_at).toBeNull();
        await forms.start();
        const resent = await http.post(`/api/admin/quotes/${res.body.id}/resend`).set('Authorization', `Bearer ${adminToken}`).expect(200);
        // the worker may already be on it by the time the answer is written
        expect(resent.body).toMatchObject({
          id: res.body.id,
          status: expect.stringMatching(/^(reçu|transmis)$/),
          resend_count: 1,
          last_error: null,
        });
        const delivered = await waitForStatus(app, res.body.id, 'transmis');
        expect(forms.for(email)).toHaveLength(1);
        // a resend is a new send: a new identity, so the form service does not drop it as a repeat
        expect(delivered.delivery_id).not.toBe(row.delivery_id);
        expect(forms.for(email)[0].headers['idempotency-key']).toBe(delivered.delivery_id);
        expect(forms.for(email)[0].body.deliveryId).toBe(delivered.delivery_id);
      } finally {
        await forms.start().catch(() => undefined);
      }
    });

    it('gives a non-2xx answer the same treatment as a network failure (only ok matters)', async () => {
      const email = uniqueEmail('statut');
      forms.failNext(1, email);
      const res = await postQuote(app, validQuote(email)).expect(202);
      await waitForStatus(app, res.body.id, 'transmis');
      expect(forms.for(email)).toHaveLength(2);
    });

    it('sweeps a quote stored but never enqueued (process died in between) and delivers it once', async () => {
      const email = uniqueEmail('balai');
      const [{ id }] = await dataSource(app).query(
        `INSERT INTO quotes (client_type, name, email, phone, subject, message, created_at, updated_at)
         VALUES ('particulier', 'Orphelin', $1, '0612345678', 'Sujet', 'Message', now() - interval '2 minutes', now() - interval '2 minutes')
         RETURNING id`,
        [email],
      );
      await waitForStatus(app, id, 'transmis');
      await new Promise((r) => setTimeout(r, 800)); // several more sweeps
      expect(forms.for(email)).toHaveLength(1);
    });
  });

  describe('double submit and honeypot', () => {
    it('one Idempotency-Key → one quote, one delivery, the same id answered', async () => {
      const email = uniqueEmail('double');
      const key = `devis-${email}`;
      const [a, b] = await Promise.all([
        postQuote(app, validQuote(email), { 'Idempotency-Key': key }).expect(202),
        postQuote(app, validQuote(email), { 'Idempotency-Key': key }).expect(202),
      ]);
      expect(a.body.id).toBe(b.body.id);
      await waitForStatus(app, a.body.id, 'transmis');
      const again = await postQuote(app, validQuote(email), { 'Idempotency-Key': key }).expect(202);
      expect(again.body).toEqual({ id: a.body.id, status: 'transmis' });
      const [{ count }] = await dataSource(app).query('SELECT count(*)::int AS count FROM quotes WHERE email = $1', [email]);
      expect(count).toBe(1);
      await new Promise((r) => setTimeout(r, 300));
      expect(forms.for(email)).toHaveLength(1);
    });

    it('accepts a filled honeypot like a real quote but never forwards it', async () => {
      const email = uniqueEmail('robot');
      const res = await postQuote(app, validQuote(email, { website: 'http://spam.example' })).expect(202);
      expect(res.body).toEqual({ id: expect.any(Number), status: 'reçu' });
      const row = await quoteRow(app, res.body.id);
      expect(row).toMatchObject({ is_spam: true, status: 'stocké' });
      await new Promise((r) => setTimeout(r, 1500)); // longer than the sweeper's delay
      expect(forms.for(email)).toHaveLength(0);
      const list = await http
        .get('/api/admin/quotes')
        .query({ filter: JSON.stringify({ q: email }) })
        .set('Authorization', `Bearer ${adminToken}`)
        .expect(200);
      expect(list.body).toHaveLength(0);
      const spam = await http
        .get('/api/admin/quotes')
        .query({ filter: JSON.stringify({ q: email, is_spam: true }) })
        .set('Authorization', `Bearer ${adminToken}`)
        .expect(200);
      expect(spam.body.map((q: { id: number }) => q.id)).toEqual([res.body.id]);
    });
  });

  describe('validation', () => {
    const long = (n: number) => 'x'.repeat(n);
    const item = { productId: 4, reference: 'US2000C', name: 'Batterie', quantity: 1, unitPrice: 594.99 };
    const base = validQuote('valide@example.fr');
    const without = (field: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== field));
    const cases: [string, string, unknown][] = [
      ['name', M.required, without('name')],
      ['name', M.required, { ...base, name: '' }],
      ['name', M.required, { ...base, name: '   ' }],
      ['name', M.text, { ...base, name: 123 }],
      ['name', M.tooLong(120), { ...base, name: long(121) }],
      ['email', M.required, without('email')],
      ['email', M.email, { ...base, email: 'pas-un-email' }],
      ['email', M.tooLong(254), { ...base, email: `${long(250)}@example.fr` }],
      ['phone', M.required, { ...base, phone: '' }],
      ['phone', M.phone, { ...base, phone: 'appelez-moi' }],
      ['phone', M.tooLong(30), { ...base, phone: '0'.repeat(31) }],
      ['subject', M.required, without('subject')],
      ['subject', M.text, { ...base, subject: { a: 1 } }],
      ['message', M.required, { ...base, message: '  ' }],
      ['message', M.tooLong(5000), { ...base, message: long(5001) }],
      ['clientType', M.required, without('clientType')],
      ['clientType', M.clientType, { ...base, clientType: 'association' }],
      ['company', M.required, without('company')],
      ['company', M.required, { ...base, company: '   ' }],
      ['company', M.tooLong(200), { ...base, company: long(201) }],
      ['productReference', M.tooLong(120), { ...base, productReference: long(121) }],
      ['website', M.tooLong(500), { ...base, website: long(501) }],
      ['time', M.text, { ...base, time: 12 }],
      ['items', M.items, { ...base, items: 'tout le panier' }],
      ['items', M.tooManyItems(100), { ...base, items: Array.from({ length: 101 }, () => item) }],
      ['items.0.productId', M.productId, { ...base, items: [{ ...item, productId: 0 }] }],
      ['items.0.quantity', M.quantity, { ...base, items: [{ ...item, quantity: 0 }] }],
      ['items.0.quantity', M.quantity, { ...base, items: [{ ...item, quantity: 1.5 }] }],
      ['items.1.unitPrice', M.unitPrice, { ...base, items: [item, { ...item, unitPrice: -3 }] }],
      ['items.0.unitPrice', M.unitPrice, { ...base, items: [{ ...item, unitPrice: '12 €' }] }],
      ['items.0.name', M.required, { ...base, items: [{ ...item, name: ' ' }] }],
      ['items.0.reference', M.tooLong(120), { ...base, items: [{ ...item, reference: long(121) }] }],
      ['body', M.invalidBody, [base]],
    ];

    it.each(cases)('%s → 400 %s', async (field, message, body) => {
      const res = await postQuote(app, body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
      expect(res.body.message).toBe(Object.values(res.body.fields).includes(M.required) ? M.required : res.body.fields[field]);
    });

    it('an empty body names every required field with the spec message', async () => {
      const res = await postQuote(app, {}).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: 'Veuillez remplir tous les champs obligatoires' });
      expect(Object.keys(res.body.fields).sort()).toEqual(['clientType', 'email', 'message', 'name', 'phone', 'subject']);
    });

    it('refuses broken JSON and a bad Idempotency-Key with a 400, and stores nothing', async () => {
      const [{ count: before }] = await dataSource(app).query('SELECT count(*)::int AS count FROM quotes');
      const broken = await http
        .post('/api/quotes')
        .set('X-Forwarded-For', freshIp())
        .set('Content-Type', 'application/json')
        .send('{"name": ');
      expect(broken.status).toBe(400);
      const badKey = await postQuote(app, base, { 'Idempotency-Key': long(201) }).expect(400);
      expect(badKey.body.fields['Idempotency-Key']).toBe(M.idempotencyKey);
      const [{ count: after }] = await dataSource(app).query('SELECT count(*)::int AS count FROM quotes');
      expect(after).toBe(before);
    });
  });

  describe('rate limit', () => {
    it('lets 10 quotes a minute through per IP, the 11th is a 429 in French', async () => {
      const ip = freshIp();
      const send = () => request(app.getHttpServer()).post('/api/quotes').set('X-Forwarded-For', ip).send({});
      for (let i = 0; i < 10; i += 1) expect((await send()).status).toBe(400);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(M.tooManyRequests);
      await postQuote(app, {}).expect(400); // another address is not affected
    });
  });

  describe('the buyer’s own quotes', () => {
    it('links a signed-in buyer’s quote to the account and lists it in /quotes/mine', async () => {
      const token = await proToken(app);
      const other = await proToken(app);
      const email = uniqueEmail('pro');
      const items = [{ productId: 6, reference: 'FH3-102', name: 'Force H3', quantity: 1, unitPrice: 3047.79 }];
      const res = await postQuote(app, validQuote(email, { items }), { Authorization: `Bearer ${token}` }).expect(202);
      await postQuote(app, validQuote(uniqueEmail('anonyme'))).expect(202);
      const mine = await http.get('/api/quotes/mine').set('Authorization', `Bearer ${token}`).expect(200);
      expect(mine.body).toEqual([
        { id: res.body.id, subject: 'Demande de devis pour FH3-102', status: expect.any(String), created_at: expect.any(String), items },
      ]);
      const theirs = await http.get('/api/quotes/mine').set('Authorization', `Bearer ${other}`).expect(200);
      expect(theirs.body).toEqual([]);
      await http.get('/api/quotes/mine').expect(401);
    });

    it('treats an invalid bearer on POST as anonymous', async () => {
      const res = await postQuote(app, validQuote(uniqueEmail('jeton')))
        .set('Authorization', 'Bearer nope')
        .expect(202);
      expect((await quoteRow(app, res.body.id)).user_id).toBeNull();
    });
  });

  describe('admin', () => {
    const auth = () => ({ Authorization: `Bearer ${adminToken}` });

    it('lists quotes in ra-data-simple-rest style with status filter, search, sort and Content-Range', async () => {
      const email = uniqueEmail('liste');
      const res = await postQuote(app, validQuote(email, { company: 'Recherche Unique SAS' })).expect(202);
      await waitForStatus(app, res.body.id, 'transmis');
      const list = await http
        .get('/api/admin/quotes')
        .query({ sort: '["created_at","DESC"]', range: '[0,9]', filter: JSON.stringify({ q: 'recherche unique', status: 'transmis' }) })
        .set(auth())
        .expect(200);
      expect(list.headers['content-range']).toBe('quotes 0-0/1');
      expect(list.body[0]).toMatchObject({ id: res.body.id, email, status: 'transmis', user_email: null, is_spam: false });
      expect(list.body[0]).not.toHaveProperty('idempotency_key');
      const failed = await http
        .get('/api/admin/quotes')
        .query({ filter: JSON.stringify({ q: 'recherche unique', status: ['échec', 'reçu'] }) })
        .set(auth())
        .expect(200);
      expect(failed.body).toEqual([]);
      const all = await http.get('/api/admin/quotes').query({ range: '[0,4]', sort: '["id","ASC"]' }).set(auth()).expect(200);
      expect(all.body.length).toBeLessThanOrEqual(5);
      expect(all.headers['content-range']).toMatch(/^quotes 0-\d+\/\d+$/);
      await http.get('/api/admin/quotes').query({ sort: '["message","ASC"]' }).set(auth()).expect(400);
    });

    it('shows one quote, marks it handled, and a handled quote is not delivered by a late job', async () => {
      const res = await postQuote(app, validQuote(uniqueEmail('traite'))).expect(202);
      const one = await http.get(`/api/admin/quotes/${res.body.id}`).set(auth()).expect(200);
      expect(one.body).toMatchObject({ id: res.body.id, client_type: 'entreprise', items: [] });
      const handled = await http.post(`/api/admin/quotes/${res.body.id}/handled`).set(auth()).expect(200);
      expect(handled.body).toMatchObject({ status: 'traité', handled_at: expect.any(String) });
      await http.get('/api/admin/quotes/999999').set(auth()).expect(404);
      await http.post('/api/admin/quotes/999999/resend').set(auth()).expect(404);
      await http.post('/api/admin/quotes/abc/handled').set(auth()).expect(400);
    });

    it('refuses a resend while a send is under way', async () => {
      await forms.stop();
      try {
        const res = await postQuote(app, validQuote(uniqueEmail('en-cours'))).expect(202);
        const conflict = await http.post(`/api/admin/quotes/${res.body.id}/resend`).set(auth()).expect(409);
        expect(conflict.body.message).toBe(M.alreadySending);
        await waitForStatus(app, res.body.id, 'échec');
      } finally {
        await forms.start();
      }
    });

    it('is for admins only', async () => {
      const pro = await proToken(app);
      await http.get('/api/admin/quotes').expect(401);
      await http.get('/api/admin/quotes').set('Authorization', `Bearer ${pro}`).expect(403);
      await http.post('/api/admin/quotes/1/resend').set('Authorization', `Bearer ${pro}`).expect(403);
    });
  });

  it('answers the probes with up or down per dependency, the quotes queue left to the dashboard and the metrics', async () => {
    expect((await http.get('/livez').expect(200)).body).toEqual({ status: 'ok' });
    for (const path of ['/readyz', '/api/health']) {
      const res = await http.get(path).expect(200);
      expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' }, redis: { status: 'up' } } });
      expect(Object.keys(res.body.details)).toEqual(['database', 'redis']);
    }
  });
});
