import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { OFFER_STATUS, offerTotals, ORDER_STATUS, parisDate } from '@stockwatt/shared';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { frenchEuros } from '../src/offers/french-format';
import { SmtpCapture } from './fixtures/smtp-capture';
import { postQuote, uniqueEmail, validQuote } from './support/quotes';
import { ADMIN, createTestApp, dataSource, freshIp, loginToken, proToken } from './utils';

const PUBLIC_URL = 'https://shop.stockwatt.test';
const LINK = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/devis/(\\d+)\\?cle=([A-Za-z0-9_-]{43})`);

/**
 * From quote to order, through the API as staff and buyers use it: offers priced by the shared
 * rule, numbered without gaps, mailed with a link; the buyer's answers by account or by link;
 * orders with their stock reserved once, their moves checked by the shared machine and mailed.
 */
describe('from quote to order', () => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let smtp: SmtpCapture;
  let admin: string;
  let seq = 0;

  const http = () => request(app.getHttpServer());
  const asAdmin = (method: 'get' | 'post' | 'put', url: string) => http()[method](url).set('Authorization', `Bearer ${admin}`);
  const as = (token: string | null, method: 'get' | 'post' | 'put', url: string) => {
    const req = http()[method](url).set('X-Forwarded-For', freshIp());
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  /** A published product of our own with `stock` units (catalogue price 120 € TTC = 100 € HT). */
  async function product(stock: number): Promise<number> {
    seq += 1;
    const body = {
      name: `Batterie devis ${process.pid}-${seq}`,
      reference: `DEVIS-${process.pid}-${seq}`,
      brand: 'Pylontech',
      type: 'Batterie Lithium',
      price_public: '120',
      price_discounted: '',
      stock_quantity: String(stock),
      supplier_id: 'none',
      description: '<p>Test</p>',
    };
    return (await asAdmin('post', '/api/admin/products').send(body).expect(201)).body.id;
  }

  async function quote(items: { productId: number; quantity: number }[] = [], token: string | null = null) {
    const email = uniqueEmail('offre');
    const body = validQuote(email, {
      items: items.map((i) => ({ ...i, name: `Article ${i.productId}`, reference: null, unitPrice: 120 })),
    });
    const req = postQuote(app, body);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return { id: (await req.expect(202)).body.id as number, email };
  }

  const draft = async (quoteId: number, extra: Record<string, unknown> = {}) =>
    (
      await asAdmin('post', '/api/admin/offers')
        .send({ quote_id: quoteId, ...extra })
        .expect(201)
    ).body;
  const send = async (offerId: number) => (await asAdmin('post', `/api/admin/offers/${offerId}/send`).expect(200)).body;
  const stock = async (id: number) =>
    (await db.query(`SELECT stock_quantity FROM products WHERE id = $1`, [id]))[0].stock_quantity as number;

  /** A sent offer and the key of its mailed link. */
  async function sentOffer(items: { productId: number; quantity: number }[], token: string | null = null) {
    const q = await quote(items, token);
    const offer = await send((await draft(q.id)).id);
    const [, quoteId, key] = LINK.exec(await waitForMail(q.email, 1))!;
    expect(Number(quoteId)).toBe(q.id);
    return { quote: q, offer, key, base: `/api/quotes/${q.id}` };
  }

  async function waitForMail(email: string, nth: number): Promise<string> {
    await smtp.waitFor(email, /(.)/, nth);
    return smtp.to(email)[nth - 1].body;
  }

  beforeAll(async () => {
    smtp = new SmtpCapture();
    process.env.SMTP_URL = await smtp.start();
    process.env.PUBLIC_URL = PUBLIC_URL;
    delete process.env.FORM_SERVICE_URL;
    app = await createTestApp();
    db = dataSource(app);
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    delete process.env.SMTP_URL;
    delete process.env.PUBLIC_URL;
  });

  describe('offers built by staff', () => {
    it('starts a draft from the request’s items at the catalogue price HT, and prices lines by the shared rule', async () => {
      const p = await product(10);
      const q = await quote([{ productId: p, quantity: 2 }]);
      const offer = await draft(q.id);
      expect(offer).toMatchObject({ quote_id: q.id, version: 1, status: OFFER_STATUS.draft, number: null, state: OFFER_STATUS.draft });
      expect(offer.lines).toEqual([
        expect.objectContaining({
          productId: p,
          quantity: 2,
          unitPriceHt: 100,
          discountPercent: 0,
          totalHt: 200,
          reference: expect.any(String),
        }),
      ]);
      const validUntil = new Date(`${parisDate()}T12:00:00Z`);
      validUntil.setUTCDate(validUntil.getUTCDate() + 30);
      expect(offer.valid_until).toBe(validUntil.toISOString().slice(0, 10));

      const lines = [
        { productId: p, quantity: 3, unitPriceHt: 95.5, discountPercent: 10 },
        { label: 'Mise en service sur site', quantity: 1, unitPriceHt: 80 },
      ];
      const updated = (
        await asAdmin('put', `/api/admin/offers/${offer.id}`)
          .send({ lines, delivery_fee_ht: 35, note: 'Livraison sous 5 jours' })
          .expect(200)
      ).body;
      const expected = offerTotals(
        [
          { productId: p, reference: null, label: '', quantity: 3, unitPriceHt: 95.5, discountPercent: 10 },
          { productId: null, reference: null, label: '', quantity: 1, unitPriceHt: 80, discountPercent: 0 },
        ],
        35,
      );
      expect(updated).toMatchObject({
        goods_ht: expected.goodsHt,
        delivery_ht: 35,
        total_ht: expected.totalHt,
        vat: expected.vat,
        total_ttc: expected.totalTtc,
        note: 'Livraison sous 5 jours',
      });
      expect(updated.lines.map((l: { label: string; totalHt: number }) => [l.label, l.totalHt])).toEqual([
        [expect.stringContaining('Batterie devis'), 257.85],
        ['Mise en service sur site', 80],
      ]);

      // Free delivery from 500 € TTC of goods: the fee staff typed is not charged.
      const big = (
        await asAdmin('put', `/api/admin/offers/${offer.id}`)
          .send({ lines: [{ productId: p, quantity: 5, unitPriceHt: 100 }] })
          .expect(200)
      ).body;
      expect(big).toMatchObject({ goods_ht: 500, delivery_ht: 0, total_ht: 500, vat: 100, total_ttc: 600 });

      // One draft per quote at a time.
      const second = await asAdmin('post', '/api/admin/offers').send({ quote_id: q.id }).expect(409);
      expect(second.body.message).toBe('Un brouillon d’offre existe déjà pour cette demande : modifiez-le');
    });

    it('answers bad offers with a 400 naming the field', async () => {
      const q = await quote();
      const offer = await draft(q.id, { lines: [{ label: 'Étude', quantity: 1, unitPriceHt: 10 }] });
      const cases: [Record<string, unknown>, string, string][] = [
        [{ lines: [{ label: 'x', quantity: 0, unitPriceHt: 1 }] }, 'lines.0.quantity', 'La quantité doit être un entier de 1 à 100000'],
        [{ lines: [{ quantity: 1, unitPriceHt: 1 }] }, 'lines.0.label', 'Indiquez le libellé de la ligne (ou choisissez un produit)'],
        [{ lines: [{ productId: 2_000_000_000, quantity: 1, unitPriceHt: 1 }] }, 'lines.0.productId', 'Produit inconnu'],
        [{ lines: [{ label: 'x', quantity: 1, unitPriceHt: 1.234 }] }, 'lines.0.unitPriceHt', 'doit être un montant (2 décimales au plus)'],
        // A value of the wrong kind is refused for its kind, not for the last bound written.
        [{ lines: [{ label: 'x', quantity: 1, unitPriceHt: 'abc' }] }, 'lines.0.unitPriceHt', 'doit être un montant (2 décimales au plus)'],
        [
          { lines: [{ label: 'x', quantity: 1, unitPriceHt: 1, discountPercent: 150 }] },
          'lines.0.discountPercent',
          'La remise doit être comprise entre 0 et 100 %',
        ],
        [{ lines: [] }, 'lines', 'L’offre doit contenir au moins une ligne'],
        [{ valid_until: '2026-13-45' }, 'valid_until', 'Date de validité invalide (AAAA-MM-JJ)'],
        [{ delivery_fee_ht: -5 }, 'delivery_fee_ht', expect.any(String) as unknown as string],
        [{ note: 'x'.repeat(5001) }, 'note', expect.any(String) as unknown as string],
      ];
      for (const [body, field, message] of cases) {
        const res = await asAdmin('put', `/api/admin/offers/${offer.id}`).send(body);
        expect([JSON.stringify(body).slice(0, 60), res.status, res.body.fields?.[field]]).toEqual([
          JSON.stringify(body).slice(0, 60),
          400,
          message,
        ]);
      }
      const unknownQuote = await asAdmin('post', '/api/admin/offers').send({ quote_id: 2_000_000_000 }).expect(400);
      expect(unknownQuote.body.fields).toEqual({ quote_id: 'Demande de devis non trouvée' });
      expect((await asAdmin('post', '/api/admin/offers').send({ quote_id: 'abc' }).expect(400)).body.fields).toEqual({
        quote_id: 'doit être un nombre entier',
      });
      // Nothing was written by the refusals.
      expect((await asAdmin('get', `/api/admin/offers/${offer.id}`).expect(200)).body.lines).toHaveLength(1);
    });

    it('refuses buyers and anonymous callers the staff routes', async () => {
      const pro = await proToken(app);
      await as(pro, 'get', '/api/admin/offers').expect(403);
      await as(null, 'get', '/api/admin/orders').expect(401);
    });
  });

  describe('sending', () => {
    it('numbers offers without gaps, mails a link, and freezes what was sent', async () => {
      const q = await quote();
      const first = await draft(q.id, { lines: [{ label: 'Audit', quantity: 1, unitPriceHt: 100 }] });
      const sent = await send(first.id);
      expect(sent.number).toMatch(new RegExp(`^DEV-${parisDate().slice(0, 4)}-\\d{5}$`));
      expect(sent).toMatchObject({ status: OFFER_STATUS.sent, state: OFFER_STATUS.sent, answerable: true, sent_at: expect.any(String) });
      const mail = await waitForMail(q.email, 1);
      expect(mail).toContain(`Votre devis ${sent.number}`);
      expect(mail).toMatch(LINK);
      await asAdmin('put', `/api/admin/offers/${first.id}`).send({ note: 'trop tard' }).expect(409);
      await asAdmin('post', `/api/admin/offers/${first.id}/send`).expect(409);

      // Five sends at once from five quotes: five consecutive numbers.
      const drafts = await Promise.all(
        [1, 2, 3, 4, 5].map(async () => draft((await quote()).id, { lines: [{ label: 'Audit', quantity: 1, unitPriceHt: 1 }] })),
      );
      const numbers = (await Promise.all(drafts.map((d) => send(d.id)))).map((o) => Number(o.number.slice(-5))).sort((a, b) => a - b);
      expect(numbers).toEqual([0, 1, 2, 3, 4].map((i) => numbers[0] + i));
      expect(numbers[0]).toBeGreaterThan(Number(sent.number.slice(-5)));
    });

    it('refuses to send an empty draft or one already past its date', async () => {
      const empty = await draft((await quote()).id);
      const res = await asAdmin('post', `/api/admin/offers/${empty.id}/send`).expect(400);
      expect(res.body.fields).toEqual({ lines: 'L’offre doit contenir au moins une ligne' });
      const old = await draft((await quote()).id, { lines: [{ label: 'x', quantity: 1, unitPriceHt: 1 }], valid_until: '2020-01-01' });
      expect((await asAdmin('post', `/api/admin/offers/${old.id}/send`).expect(400)).body.fields).toEqual({
        valid_until: 'La date de validité ne peut pas être passée',
      });
      // A refused send takes no number: the next one follows the last given.
      const [{ last }] = await db.query(`SELECT last FROM document_counters WHERE kind = 'offer' AND year = $1`, [
        Number(parisDate().slice(0, 4)),
      ]);
      const next = await send((await draft((await quote()).id, { lines: [{ label: 'x', quantity: 1, unitPriceHt: 1 }] })).id);
      expect(Number(next.number.slice(-5))).toBe(last + 1);
    });

    it('serves the offer as a PDF to staff and to its buyer, never a draft to the buyer', async () => {
      const p = await product(5);
      const { offer, key, base } = await sentOffer([{ productId: p, quantity: 1 }]);
      const staff = await asAdmin('get', `/api/admin/offers/${offer.id}/pdf`).buffer(true).expect(200);
      expect(staff.headers['content-type']).toBe('application/pdf');
      expect(staff.headers['content-disposition']).toBe(`inline; filename="${offer.number}.pdf"`);
      expect((staff.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
      const buyer = await as(null, 'get', `${base}/offers/${offer.id}/pdf?key=${key}`).buffer(true).expect(200);
      expect((buyer.body as Buffer).length).toBeGreaterThan(1500);
      expect(buyer.headers['cache-control']).toBe('no-store');
      const next = await draft(offer.quote_id);
      await as(null, 'get', `${base}/offers/${next.id}/pdf?key=${key}`).expect(404);
    });
  });

  describe('the buyer’s answers', () => {
    it('follows a request for changes with a new version that replaces the old one', async () => {
      const p = await product(10);
      const { quote: q, offer, key, base } = await sentOffer([{ productId: p, quantity: 1 }]);
      await as(null, 'post', `${base}/offers/${offer.id}/changes?key=${key}`).send({ body: '' }).expect(400);
      const changed = (
        await as(null, 'post', `${base}/offers/${offer.id}/changes?key=${key}`)
          .send({ body: 'Pouvez-vous passer à 3 unités ?' })
          .expect(200)
      ).body;
      expect(changed).toMatchObject({ status: OFFER_STATUS.changesRequested, answerable: false });
      const refused = await as(null, 'post', `${base}/offers/${offer.id}/accept?key=${key}`)
        .send({ name: 'Claire Martin', acceptTerms: true })
        .expect(409);
      expect(refused.body.message).toBe('Cette offre ne peut plus recevoir de réponse');

      await asAdmin('post', '/api/admin/quote-messages').send({ quote_id: q.id, body: 'Bien sûr, voici la version 2.' }).expect(201);
      const v2 = await draft(q.id, { lines: [{ productId: p, quantity: 3, unitPriceHt: 100 }] });
      expect(v2.version).toBe(2);
      await send(v2.id);
      const thread = (await as(null, 'get', `${base}/thread?key=${key}`).expect(200)).body;
      expect(thread.offers.map((o: { version: number; status: string }) => [o.version, o.status])).toEqual([
        [2, OFFER_STATUS.sent],
        [1, OFFER_STATUS.superseded],
      ]);
      expect(thread.messages.map((m: { author: string; body: string }) => [m.author, m.body])).toEqual([
        ['buyer', 'Pouvez-vous passer à 3 unités ?'],
        ['staff', 'Bien sûr, voici la version 2.'],
      ]);
      await waitForMail(q.email, 2); // the staff's answer is announced
      expect(smtp.to(q.email)[1].body).toContain('Notre équipe a répondu à votre demande de devis.');
    });

    it('starts a new version from the last one as negotiated, not from the request at catalogue prices', async () => {
      const p = await product(10);
      const q = await quote([{ productId: p, quantity: 1 }]);
      const negotiated = {
        lines: [
          { productId: p, quantity: 4, unitPriceHt: 812.5, discountPercent: 7.5 },
          { label: 'Mise en service sur site', quantity: 1, unitPriceHt: 350.5 },
        ],
        delivery_fee_ht: 45,
        note: 'Livraison sur chantier à Albi.',
      };
      const v1 = await send((await draft(q.id, negotiated)).id);
      const [, , key] = LINK.exec(await waitForMail(q.email, 1))!;
      await as(null, 'post', `/api/quotes/${q.id}/offers/${v1.id}/changes?key=${key}`).send({ body: 'Et à 5 unités ?' }).expect(200);
      const v2 = await draft(q.id);
      const terms = (o: typeof v1) => ({
        lines: o.lines.map((l: Record<string, unknown>) => [l.productId, l.label, l.quantity, l.unitPriceHt, l.discountPercent]),
        delivery_fee_ht: o.delivery_fee_ht,
        note: o.note,
        total_ht: o.total_ht,
      });
      expect(v2).toMatchObject({ version: 2, status: OFFER_STATUS.draft, number: null });
      expect(terms(v2)).toEqual(terms(v1));
      expect(v2.lines.map((l: { label: string }) => l.label)).toContain('Mise en service sur site');
    });

    it('tells staff when a buyer accepts, declines, asks for a change or writes, with the back office page to open', async () => {
      const STAFF = 'admin@stockwatt.fr'; // STAFF_ALERT_EMAIL's default: ADMIN_EMAIL
      const staffMail = (pattern: string) => smtp.waitFor(STAFF, new RegExp(pattern));
      const accepted = await sentOffer([{ productId: await product(2), quantity: 1 }]);
      const order = (
        await as(null, 'post', `${accepted.base}/offers/${accepted.offer.id}/accept?key=${accepted.key}`)
          .send({ name: 'Claire Martin', acceptTerms: true })
          .expect(200)
      ).body;
      await staffMail(`a accepté l’offre ${accepted.offer.number} : commande ${order.number}, [\\d\\s,]+€ HT\\.`);
      await staffMail(`/admin/#/orders/${order.id}/show`);

      const declined = await sentOffer([{ productId: await product(2), quantity: 1 }]);
      await as(null, 'post', `${declined.base}/offers/${declined.offer.id}/decline?key=${declined.key}`)
        .send({ reason: 'Budget reporté à 2027' })
        .expect(200);
      await staffMail(`a refusé l’offre ${declined.offer.number}\\.\\s+Motif : Budget reporté à 2027`);

      const changed = await sentOffer([{ productId: await product(2), quantity: 1 }]);
      await as(null, 'post', `${changed.base}/offers/${changed.offer.id}/changes?key=${changed.key}`)
        .send({ body: 'Pouvez-vous ajouter 2 supports muraux ?' })
        .expect(200);
      await staffMail(`demande une modification de l’offre ${changed.offer.number} :\\s+Pouvez-vous ajouter 2 supports muraux \\?`);
      await staffMail(`/admin/#/quotes/${changed.quote.id}/show`);

      await as(null, 'post', `${changed.base}/messages?key=${changed.key}`).send({ body: 'Livraison possible un samedi ?' }).expect(201);
      await staffMail(`Livraison possible un samedi \\?`);
    });

    it('lets the buyer decline with a reason', async () => {
      const { offer, key, base } = await sentOffer([{ productId: await product(1), quantity: 1 }]);
      expect((await as(null, 'post', `${base}/offers/${offer.id}/decline?key=${key}`).send({}).expect(400)).body.fields).toEqual({
        reason: 'Indiquez la raison de votre refus',
      });
      const declined = (
        await as(null, 'post', `${base}/offers/${offer.id}/decline?key=${key}`).send({ reason: 'Budget reporté' }).expect(200)
      ).body;
      expect(declined).toMatchObject({ status: OFFER_STATUS.declined, decline_reason: 'Budget reporté', answerable: false });
    });

    it('refuses an expired offer with a clear message', async () => {
      const { offer, key, base } = await sentOffer([{ productId: await product(2), quantity: 1 }]);
      await db.query(`UPDATE offers SET valid_until = current_date - 2 WHERE id = $1`, [offer.id]);
      const thread = (await as(null, 'get', `${base}/thread?key=${key}`).expect(200)).body;
      expect(thread.offers[0]).toMatchObject({ state: 'expirée', answerable: false });
      const res = await as(null, 'post', `${base}/offers/${offer.id}/accept?key=${key}`)
        .send({ name: 'Claire Martin', acceptTerms: true })
        .expect(409);
      expect(res.body.message).toBe('Cette offre a expiré : demandez une nouvelle version');
    });
  });

  describe('acceptance and orders', () => {
    it('accepts with a typed name and the terms, reserves the stock once and makes one order', async () => {
      const owner = await proToken(app);
      const p = await product(10);
      const { quote: q, offer, key, base } = await sentOffer([{ productId: p, quantity: 4 }], owner);
      const accept = (body: object, token: string | null = null, k: string | null = key) =>
        as(token, 'post', `${base}/offers/${offer.id}/accept${k ? `?key=${k}` : ''}`).send(body);
      expect((await accept({ acceptTerms: true }).expect(400)).body.fields).toEqual({
        name: 'Indiquez vos nom et prénom pour accepter l’offre',
      });
      expect((await accept({ name: 'Claire Martin', acceptTerms: false }).expect(400)).body.fields).toEqual({
        acceptTerms: 'Vous devez accepter les conditions générales de vente',
      });
      expect((await accept({ name: 'Claire Martin', acceptTerms: 'oui' }).expect(400)).body.fields.acceptTerms).toBeDefined();

      const order = (await accept({ name: 'Claire Martin', acceptTerms: true }, owner, null).expect(200)).body;
      expect(order).toMatchObject({
        number: expect.stringMatching(new RegExp(`^CMD-${parisDate().slice(0, 4)}-\\d{5}$`)),
        offer_number: offer.number,
        status: ORDER_STATUS.confirmed,
        total_ttc: offer.total_ttc,
      });
      expect(await stock(p)).toBe(6);
      await accept({ name: 'Claire Martin', acceptTerms: true }).expect(409);
      expect(await stock(p)).toBe(6);

      const [kept] = await db.query(`SELECT status, accepted_name, accepted_ip, answered_at FROM offers WHERE id = $1`, [offer.id]);
      expect(kept).toMatchObject({
        status: OFFER_STATUS.accepted,
        accepted_name: 'Claire Martin',
        accepted_ip: expect.stringMatching(/^10\./),
      });
      expect(kept.answered_at).toBeInstanceOf(Date);
      const mine = (await as(owner, 'get', '/api/orders/mine').expect(200)).body;
      expect(mine.map((o: { number: string; quote_id: number }) => [o.number, o.quote_id])).toEqual([[order.number, q.id]]);
      const thread = (await as(owner, 'get', `${base}/thread`).expect(200)).body;
      expect(thread.offers[0]).toMatchObject({ status: OFFER_STATUS.accepted, order_number: order.number });
      await waitForMail(q.email, 2);
      const confirmed = smtp.to(q.email)[1].body;
      expect(confirmed).toContain(`Votre commande ${order.number} est maintenant « confirmée ».`);
      // The buyer's record of what they bought: each line, then the amount.
      for (const line of order.lines as { quantity: number; label: string }[])
        expect(confirmed).toContain(`${line.quantity} × ${line.label}`);
      expect(confirmed).toContain(`Montant : ${frenchEuros(order.total_ttc)} TTC (${frenchEuros(order.total_ht)} HT).`);
    });

    it('puts the pro account’s company on the offer as sent and on its order, whatever changes after', async () => {
      const owner = await proToken(app);
      const address = { line1: '12 rue des Entrepreneurs', line2: null, postalCode: '69003', city: 'Lyon', country: 'FR' };
      const company = {
        legalName: 'Solaire Rhône SAS',
        siret: '404 833 048 00022',
        vatNumber: 'FR 83 404 833 048',
        billingAddress: address,
        deliveryAddress: address,
      };
      await as(owner, 'put', '/api/account/company').send(company).expect(200);
      const s = await sentOffer([{ productId: await product(3), quantity: 1 }], owner);
      const snapshot = (await asAdmin('get', `/api/admin/offers/${s.offer.id}`).expect(200)).body.buyer_company;
      expect(snapshot).toMatchObject({ legalName: 'Solaire Rhône SAS', siret: '40483304800022', vatNumber: 'FR83404833048' });
      await as(owner, 'put', '/api/account/company')
        .send({ ...company, legalName: 'Nouveau nom SAS' })
        .expect(200);
      const order = (
        await as(owner, 'post', `${s.base}/offers/${s.offer.id}/accept`).send({ name: 'Claire Martin', acceptTerms: true }).expect(200)
      ).body;
      expect((await asAdmin('get', `/api/admin/orders/${order.id}`).expect(200)).body.buyer_company).toEqual(snapshot);
    });

    it('lists a signed-in buyer’s newest sent offer per quote in one answer, never a draft or another buyer’s', async () => {
      const owner = await proToken(app);
      const other = await proToken(app);
      const first = await sentOffer([{ productId: await product(2), quantity: 1 }], owner);
      const v2 = await send((await draft(first.quote.id, { lines: [{ label: 'Version 2', quantity: 1, unitPriceHt: 10 }] })).id);
      await draft(first.quote.id); // a draft of version 3: staff's, not the buyer's
      const second = await sentOffer([{ productId: await product(2), quantity: 1 }], owner);
      await sentOffer([{ productId: await product(2), quantity: 1 }], other);
      const mine = await as(owner, 'get', '/api/offers/mine').expect(200);
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(mine.body.map((o: { quote_id: number; number: string; version: number }) => [o.quote_id, o.number, o.version])).toEqual([
        [second.quote.id, second.offer.number, 1],
        [first.quote.id, v2.number, 2],
      ]);
      await as(null, 'get', '/api/offers/mine').expect(401);
    });

    it('keeps the thread to its owner and the link’s holder', async () => {
      const owner = await proToken(app);
      const other = await proToken(app);
      const { key, base } = await sentOffer([{ productId: await product(1), quantity: 1 }], owner);
      await as(owner, 'get', `${base}/thread`).expect(200);
      await as(null, 'get', `${base}/thread?key=${key}`).expect(200);
      for (const [token, k] of [
        [other, null],
        [null, null],
        [null, key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A')],
        [null, 'x'.repeat(5000)],
      ] as const) {
        const res = await as(token, 'get', `${base}/thread${k ? `?key=${k}` : ''}`).expect(404);
        expect(res.body.message).toBe('Lien invalide ou accès refusé à cette demande de devis');
      }
      const thread = await as(owner, 'get', `${base}/thread`).expect(200);
      expect(thread.headers['cache-control']).toBe('no-store');
      // A stale session is a 401 (the shop refreshes it and asks again), not "not yours".
      await as('expired.or.forged', 'get', `${base}/thread`).expect(401);
      await as('expired.or.forged', 'get', `${base}/thread?key=${key}`).expect(401);
      await as(owner, 'get', `/api/quotes/2000000000/thread`).expect(404);
    });

    it('sells the last units once when two buyers accept at the same moment', async () => {
      const p = await product(3);
      const a = await sentOffer([{ productId: p, quantity: 3 }]);
      const b = await sentOffer([{ productId: p, quantity: 2 }]);
      const answers = await Promise.all(
        [a, b].map((s) =>
          as(null, 'post', `${s.base}/offers/${s.offer.id}/accept?key=${s.key}`).send({ name: 'Acheteur', acceptTerms: true }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const refusal = answers.find((r) => r.status === 409)!;
      expect(refusal.body.message).toMatch(
        /^Stock insuffisant pour « Batterie devis .+ » \(\d disponibles?\) : contactez-nous pour une nouvelle offre$/,
      );
      expect(await stock(p)).toBeGreaterThanOrEqual(0);
      expect(await stock(p)).toBe(3 - (answers[0].status === 200 ? 3 : 2));
      const loser = answers[0].status === 200 ? b : a;
      expect((await db.query(`SELECT status FROM offers WHERE id = $1`, [loser.offer.id]))[0].status).toBe(OFFER_STATUS.sent);
      expect(await db.query(`SELECT 1 FROM orders WHERE offer_id = $1`, [loser.offer.id])).toEqual([]);
    });

    it('moves orders by the shared machine, mails each move, keeps the history, and gives stock back on cancellation', async () => {
      const p = await product(8);
      const s = await sentOffer([{ productId: p, quantity: 5 }]);
      const order = (
        await as(null, 'post', `${s.base}/offers/${s.offer.id}/accept?key=${s.key}`)
          .send({ name: 'Claire Martin', acceptTerms: true })
          .expect(200)
      ).body;
      const move = (body: object) => asAdmin('post', `/api/admin/orders/${order.id}/moves`).send(body);
      expect((await move({ move: 'ship', carrier: 'DB Schenker', trackingNumber: 'X1' }).expect(409)).body.message).toBe(
        'Cette action n’est pas possible pour une commande « confirmée »',
      );
      expect((await move({ move: 'teleport' }).expect(400)).body.fields.move).toBeDefined();
      expect((await move({ move: 'prepare' }).expect(200)).body).toMatchObject({
        status: ORDER_STATUS.preparing,
        moves_allowed: ['ship', 'cancel'],
      });
      expect((await move({ move: 'ship' }).expect(400)).body.fields).toEqual({
        carrier: 'Indiquez le transporteur',
        trackingNumber: 'Indiquez le numéro de suivi',
      });
      const shipped = (await move({ move: 'ship', carrier: 'DB Schenker', trackingNumber: 'DBS-778812' }).expect(200)).body;
      expect(shipped).toMatchObject({
        status: ORDER_STATUS.shipped,
        carrier: 'DB Schenker',
        tracking_number: 'DBS-778812',
        moves_allowed: ['deliver'],
      });
      await move({ move: 'cancel' }).expect(409);
      const delivered = (await move({ move: 'deliver' }).expect(200)).body;
      expect(
        delivered.history.map((h: { from_status: string | null; to_status: string; actor_kind: string }) => [
          h.from_status,
          h.to_status,
          h.actor_kind,
        ]),
      ).toEqual([
        [null, ORDER_STATUS.confirmed, 'buyer'],
        [ORDER_STATUS.confirmed, ORDER_STATUS.preparing, 'staff'],
        [ORDER_STATUS.preparing, ORDER_STATUS.shipped, 'staff'],
        [ORDER_STATUS.shipped, ORDER_STATUS.delivered, 'staff'],
      ]);
      expect(delivered.history[2].detail).toEqual({ carrier: 'DB Schenker', trackingNumber: 'DBS-778812' });
      expect(delivered.history[1].actor_email).toBe(ADMIN.email);
      expect(await stock(p)).toBe(3); // delivered: the units stay spent
      await waitForMail(s.quote.email, 5); // offer, confirmed, preparing, shipped, delivered
      expect(smtp.to(s.quote.email)[3].body).toContain('Numéro de suivi : DBS-778812');
      const history = await db.query(`SELECT action FROM admin_history WHERE resource = 'orders' AND record_id = $1 ORDER BY id`, [
        order.id,
      ]);
      expect(history).toHaveLength(3); // the staff's three moves; the buyer's acceptance is in the order's own moves

      const again = await sentOffer([{ productId: p, quantity: 2 }]);
      const second = (
        await as(null, 'post', `${again.base}/offers/${again.offer.id}/accept?key=${again.key}`)
          .send({ name: 'B', acceptTerms: true })
          .expect(200)
      ).body;
      expect(await stock(p)).toBe(1);
      const cancelled = (
        await asAdmin('post', `/api/admin/orders/${second.id}/moves`).send({ move: 'cancel', reason: 'Client injoignable' }).expect(200)
      ).body;
      expect(cancelled).toMatchObject({ status: ORDER_STATUS.cancelled, moves_allowed: [] });
      expect(await stock(p)).toBe(3);
    });

    it('lists orders for the back office with filters by status, number, buyer and date', async () => {
      const s = await sentOffer([{ productId: await product(2), quantity: 1 }]);
      const order = (
        await as(null, 'post', `${s.base}/offers/${s.offer.id}/accept?key=${s.key}`).send({ name: 'C', acceptTerms: true }).expect(200)
      ).body;
      const list = (filter: object) => asAdmin('get', `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`).expect(200);
      const byNumber = await list({ q: order.number });
      expect(byNumber.body.map((o: { id: number }) => o.id)).toEqual([order.id]);
      expect(byNumber.headers['content-range']).toBe('orders 0-0/1');
      expect((await list({ q: s.quote.email, status: ORDER_STATUS.confirmed })).body).toHaveLength(1);
      expect((await list({ q: s.quote.email, status: ORDER_STATUS.delivered })).body).toHaveLength(0);
      expect((await list({ q: order.number, created_at_gte: parisDate(), created_at_lte: parisDate() })).body).toHaveLength(1);
      expect((await list({ q: order.number, created_at_lte: '2020-01-01' })).body).toHaveLength(0);
      // A day is Paris's: 00:30 in Paris on 11 March is 23:30 UTC on the 10th (the filter read it as 01:00 UTC on the 11th).
      await db.query(`UPDATE orders SET created_at = '2026-03-10T23:30:00Z' WHERE id = $1`, [order.id]);
      const onDays = async (gte: string, lte: string) =>
        (await list({ q: order.number, created_at_gte: gte, created_at_lte: lte })).body.length;
      expect([await onDays('2026-03-11', '2026-03-11'), await onDays('2026-03-10', '2026-03-10')]).toEqual([1, 0]);
      await asAdmin('get', '/api/admin/orders?sort=["nope","ASC"]').expect(400);
      // A day that is not one (30 February, a word) is a 400 naming the filter, not a 500 from PostgreSQL nor an unfiltered list.
      for (const filter of [{ created_at_gte: '2026-02-30' }, { created_at_lte: '2026-02-31' }, { created_at_gte: 'hier' }]) {
        const refused = await asAdmin('get', `/api/admin/orders?filter=${encodeURIComponent(JSON.stringify(filter))}`).expect(400);
        expect(refused.body.fields).toEqual({ [`filter.${Object.keys(filter)[0]}`]: expect.stringContaining('AAAA-MM-JJ') });
      }
    });
  });
});
