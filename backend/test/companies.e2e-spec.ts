import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CompaniesService } from '../src/companies/companies.service';
import { COMPANY_MESSAGES as M } from '../src/companies/companies.messages';
import { UsersService } from '../src/users/users.service';
import { ADMIN, createTestApp, dataSource, loginToken } from './utils';

const ADDRESS = { line1: '12 rue des Entrepreneurs', line2: null, postalCode: '69003', city: 'Lyon', country: 'FR' };
const COMPANY = {
  legalName: 'Solaire Rhône SARL',
  siret: '404 833 048 00022',
  vatNumber: 'FR 83 404 833 048',
  billingAddress: ADDRESS,
  deliveryAddress: { line1: 'Zone artisanale des Gaulnes', line2: 'Quai 4', postalCode: '69330', city: 'Meyzieu' },
};
const SAVED = {
  legalName: 'Solaire Rhône SARL',
  siret: '40483304800022',
  vatNumber: 'FR83404833048',
  billingAddress: ADDRESS,
  deliveryAddress: { line1: 'Zone artisanale des Gaulnes', line2: 'Quai 4', postalCode: '69330', city: 'Meyzieu', country: 'FR' },
};

/** A pro account's company: GET and PUT /api/account/company against the real database. */
describe('companies', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let admin: string;
  let counter = 0;

  const newPro = async () => {
    const email = `company-${process.pid}-${Date.now()}-${++counter}@installateur.fr`;
    const user = await app.get(UsersService).create(email, 'Installateur-2026', 'pro', true);
    return { id: user.id, email, token: await loginToken(app, email, 'Installateur-2026') };
  };
  const put = (token: string, body: unknown) =>
    http
      .put('/api/account/company')
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);
  const get = (token: string) => http.get('/api/account/company').set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    app = await createTestApp();
    http = request(app.getHttpServer());
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => app?.close());

  it('has no company at first (204), saves one (normalised), reads it back and replaces it', async () => {
    const pro = await newPro();
    const none = await get(pro.token).expect(204);
    expect(none.text).toBe('');
    expect(none.headers['cache-control']).toBe('no-store');

    expect((await put(pro.token, COMPANY).expect(200)).body).toEqual(SAVED);
    const read = await get(pro.token).expect(200);
    expect(read.body).toEqual(SAVED);
    expect(read.headers['cache-control']).toBe('no-store');
    expect(await app.get(CompaniesService).profileOf(pro.id)).toEqual(SAVED);

    const moved = { ...COMPANY, vatNumber: null, billingAddress: { ...ADDRESS, city: 'Lyon 3e' } };
    expect((await put(pro.token, moved).expect(200)).body).toMatchObject({ vatNumber: null, billingAddress: { city: 'Lyon 3e' } });
    const [{ count }] = await dataSource(app).query(`SELECT count(*)::int AS count FROM companies WHERE user_id = $1`, [pro.id]);
    expect(count).toBe(1);
  });

  it('takes another EU country: its own postal code format and VAT number', async () => {
    const pro = await newPro();
    const body = {
      ...COMPANY,
      vatNumber: 'BE0123456789',
      billingAddress: { ...ADDRESS, postalCode: '1000', city: 'Bruxelles', country: 'be' },
    };
    const saved = (await put(pro.token, body).expect(200)).body;
    expect(saved.vatNumber).toBe('BE0123456789');
    expect(saved.billingAddress).toEqual({ ...ADDRESS, postalCode: '1000', city: 'Bruxelles', country: 'BE' });
  });

  it('keeps a French postal code typed with a space or a dot as its 5 digits', async () => {
    const pro = await newPro();
    const body = {
      ...COMPANY,
      billingAddress: { ...ADDRESS, postalCode: ' 31 000 ', city: 'Toulouse' },
      deliveryAddress: { ...ADDRESS, postalCode: '69.330', country: 'fr' },
    };
    const saved = (await put(pro.token, body).expect(200)).body;
    expect(saved.billingAddress.postalCode).toBe('31000');
    expect(saved.deliveryAddress.postalCode).toBe('69330');
    expect((await get(pro.token).expect(200)).body.billingAddress.postalCode).toBe('31000');
  });

  it('writes the change history: the account is the actor, the fields are listed', async () => {
    const pro = await newPro();
    await put(pro.token, COMPANY).expect(200);
    await put(pro.token, { ...COMPANY, legalName: 'Solaire Rhône SAS' }).expect(200);
    await put(pro.token, { ...COMPANY, legalName: 'Solaire Rhône SAS' }).expect(200); // nothing changes: no entry
    const entries = await dataSource(app).query(
      `SELECT h.action, h.actor_id, h.actor_email, h.changes FROM admin_history h JOIN companies c ON c.id = h.record_id
        WHERE h.resource = 'companies' AND c.user_id = $1 ORDER BY h.id`,
      [pro.id],
    );
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['create', 'update']);
    expect(entries[0]).toMatchObject({ actor_id: pro.id, actor_email: pro.email });
    expect(entries[0].changes).toEqual(expect.arrayContaining([{ field: 'siret', before: null, after: '40483304800022' }]));
    expect(entries[1].changes).toEqual([{ field: 'legal_name', before: 'Solaire Rhône SARL', after: 'Solaire Rhône SAS' }]);
  });

  describe('bad values: 400 naming the field, in French', () => {
    let pro: { token: string };
    beforeAll(async () => {
      pro = await newPro();
    });
    const CASES: [string, Record<string, unknown>, string, string][] = [
      ['a SIRET with a wrong key', { siret: '40483304800023' }, 'siret', M.siret],
      ['a SIRET of 13 digits', { siret: '4048330480002' }, 'siret', M.siret],
      ['a SIRET with letters', { siret: '4048330480002A' }, 'siret', M.siret],
      ['a SIRET as a number', { siret: 40483304800022 }, 'siret', M.text],
      ['no SIRET', { siret: undefined }, 'siret', M.required],
      ['a French VAT number with a wrong key', { vatNumber: 'FR84404833048' }, 'vatNumber', M.vatNumber],
      ['a VAT number of a country outside the EU', { vatNumber: 'US123456789' }, 'vatNumber', M.vatNumber],
      ['a VAT number in the wrong format', { vatNumber: 'DE12345' }, 'vatNumber', M.vatNumber],
      ["a French VAT number of another company's SIREN", { vatNumber: 'FR64443061841' }, 'vatNumber', M.vatOfAnotherSiren],
      ['a VAT number as a list', { vatNumber: ['FR83404833048'] }, 'vatNumber', M.text],
      [
        'a French postal code of 4 digits',
        { billingAddress: { ...ADDRESS, postalCode: '6900' } },
        'billingAddress.postalCode',
        M.postalCode,
      ],
      [
        'a French postal code with a letter',
        { deliveryAddress: { ...ADDRESS, postalCode: '2A004' } },
        'deliveryAddress.postalCode',
        M.postalCode,
      ],
      ['an unknown country', { billingAddress: { ...ADDRESS, country: 'XX' } }, 'billingAddress.country', M.country],
      ['no legal name', { legalName: undefined }, 'legalName', M.required],
      ['a blank legal name', { legalName: '   ' }, 'legalName', M.required],
      ['an overlong legal name', { legalName: 'x'.repeat(201) }, 'legalName', M.tooLong(200)],
      ['a legal name as an object', { legalName: { $gt: '' } }, 'legalName', M.text],
      ['no billing address', { billingAddress: undefined }, 'billingAddress', M.required],
      ['a delivery address as text', { deliveryAddress: '12 rue des Entrepreneurs, Lyon' }, 'deliveryAddress', M.address],
      ['an address as a list', { billingAddress: [ADDRESS] }, 'billingAddress', M.address],
      ['an address without its first line', { billingAddress: { ...ADDRESS, line1: '' } }, 'billingAddress.line1', M.required],
      ['an overlong address line', { deliveryAddress: { ...ADDRESS, line2: 'x'.repeat(201) } }, 'deliveryAddress.line2', M.tooLong(200)],
      ['an overlong city', { billingAddress: { ...ADDRESS, city: 'x'.repeat(101) } }, 'billingAddress.city', M.tooLong(100)],
      ['a city as a number', { billingAddress: { ...ADDRESS, city: 69 } }, 'billingAddress.city', M.text],
      ['a postal code as a number', { billingAddress: { ...ADDRESS, postalCode: 69003 } }, 'billingAddress.postalCode', M.text],
    ];
    it.each(CASES)('%s', async (_name, change, field, message) => {
      const res = await put(pro.token, { ...COMPANY, ...change }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message: `${field}: ${message}` });
      expect(res.body.fields).toEqual({ [field]: message });
    });

    it('saves nothing when a field is refused', async () => {
      await get(pro.token).expect(204);
    });

    it('refuses a body that is not an object', async () => {
      await put(pro.token, '"entreprise"').set('Content-Type', 'application/json').expect(400);
      await put(pro.token, [COMPANY]).expect(400);
      await get(pro.token).expect(204);
    });
  });

  describe('who may', () => {
    it('anonymous: 401 on both routes, with no-store', async () => {
      const res = await http.get('/api/account/company').expect(401);
      expect(res.headers['cache-control']).toBe('no-store');
      await http.put('/api/account/company').send(COMPANY).expect(401);
      await http.put('/api/account/company').set('Authorization', 'Bearer not-a-token').send(COMPANY).expect(401);
    });

    it('an administrator has no company: 403, and writes none', async () => {
      await get(admin).expect(403);
      await put(admin, COMPANY).expect(403);
      const [{ count }] = await dataSource(app).query(
        `SELECT count(*)::int AS count FROM companies c JOIN users u ON u.id = c.user_id WHERE u.role = 'admin'`,
      );
      expect(count).toBe(0);
    });

    it('each account reads its own company only; it goes with the account', async () => {
      const first = await newPro();
      const second = await newPro();
      await put(first.token, COMPANY).expect(200);
      await get(second.token).expect(204);
      await dataSource(app).query(`DELETE FROM users WHERE id = $1`, [first.id]);
      const [{ count }] = await dataSource(app).query(`SELECT count(*)::int AS count FROM companies WHERE user_id = $1`, [first.id]);
      expect(count).toBe(0);
    });
  });
});
