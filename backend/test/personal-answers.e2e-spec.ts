import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { UserTokensService } from '../src/auth/user-tokens.service';
import { UsersService } from '../src/users/users.service';
import { ADMIN, createTestApp, dataSource, freshIp, loginToken, proToken } from './utils';

const PUBLIC_URL = 'https://boutique.stockwatt.test';
const PASSWORD = 'Installateur-2026';
const CROSS_SITE = 'Requête refusée : elle ne provient pas du site de la boutique.';

/** Answers that carry who is asking are never stored; the refresh cookie works from the shop's pages only. */
describe('personal answers: no-store, cross-site refresh, account mails', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  let admin: string;
  let pro: string;
  let counter = 0;
  const newEmail = () => `personal-${process.pid}-${Date.now()}-${++counter}@installateur.fr`;

  beforeAll(async () => {
    process.env.PUBLIC_URL = PUBLIC_URL;
    app = await createTestApp();
    http = request(app.getHttpServer());
    admin = await loginToken(app, ADMIN.email, ADMIN.password);
    pro = await proToken(app);
  });
  afterAll(async () => {
    await app?.close();
    delete process.env.PUBLIC_URL;
  });

  describe('Cache-Control: no-store', () => {
    const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
    const CASES: [string, number, () => request.Test][] = [
      // /api/auth/…
      ['auth: me', 200, () => http.get('/api/auth/me').set(bearer(pro))],
      ['auth: me without a token', 401, () => http.get('/api/auth/me')],
      [
        'auth: wrong password',
        401,
        () =>
          http
            .post('/api/auth/login')
            .set('X-Forwarded-For', freshIp())
            .send({ email: ADMIN.email, password: 'x'.repeat(10) }),
      ],
      ['auth: invalid body', 400, () => http.post('/api/auth/forgot-password').send({ email: 'pas-un-email' })],
      ['auth: refresh without a cookie', 401, () => http.post('/api/auth/refresh')],
      // /api/admin/…
      ['admin: list', 200, () => http.get('/api/admin/products').set(bearer(admin))],
      ['admin: CSV export', 200, () => http.get('/api/admin/products/export').set(bearer(admin))],
      ['admin: anonymous', 401, () => http.get('/api/admin/users')],
      ['admin: a pro', 403, () => http.get('/api/admin/users').set(bearer(pro))],
      ['admin: unknown record', 404, () => http.get('/api/admin/products/99999999').set(bearer(admin))],
      ['admin: invalid body', 400, () => http.post('/api/admin/suppliers').set(bearer(admin)).send({})],
      ['admin: hostile input (refused before any route code)', 400, () => http.get('/api/admin/products?q=a%00b').set(bearer(admin))],
      ['admin: no such route', 404, () => http.get('/api/admin/nothing-here')],
      ['admin: path spelt with an escape', 401, () => http.get('/api/%61dmin/users')],
      // a customer's own records
      ['quotes: mine', 200, () => http.get('/api/quotes/mine').set(bearer(pro))],
      ['quotes: mine without a token', 401, () => http.get('/api/quotes/mine')],
    ];

    it.each(CASES)('%s: %i with no-store', async (_name, status, send) => {
      const res = await send().expect(status);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('leaves the catalogue’s cache headers as they are', async () => {
      const res = await http.get('/api/products').expect(200);
      expect(res.headers['cache-control']).toMatch(/^public, /);
    });
  });

  describe('refresh and sign-out from another site', () => {
    async function session(): Promise<string> {
      const email = newEmail();
      await app.get(UsersService).create(email, PASSWORD, 'pro', true);
      const res = await http.post('/api/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password: PASSWORD }).expect(200);
      const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sw_refresh='));
      return cookie!.split(';')[0];
    }
    const refresh = (cookie: string) => http.post('/api/auth/refresh').set('Cookie', cookie);
    const logout = (cookie: string) => http.post('/api/auth/logout').set('Cookie', cookie);

    it.each([
      ['a foreign Origin', { Origin: 'https://evil.example' }],
      ['a look-alike Origin', { Origin: 'https://boutique.stockwatt.test.evil.example' }],
      ['the shop’s host over another port', { Origin: 'https://boutique.stockwatt.test:8443' }],
      ['an opaque Origin', { Origin: 'null' }],
      ['no Origin but Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
      ['no Origin but Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ])('refuses %s with a 403 in French, and the session lives on', async (_name, headers) => {
      const cookie = await session();
      const refused = await refresh(cookie).set(headers).expect(403);
      expect(refused.body).toMatchObject({ statusCode: 403, message: CROSS_SITE });
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.headers['set-cookie']).toBeUndefined(); // the cookie is neither rotated nor cleared
      const signOut = await logout(cookie).set(headers).expect(403);
      expect(signOut.body.message).toBe(CROSS_SITE);
      await refresh(cookie).set('Origin', PUBLIC_URL).expect(200); // still signed in
    });

    it('accepts the shop’s origin (PUBLIC_URL), the host the request went to, and a request with no browser headers', async () => {
      const first = await session();
      const shop = await refresh(first).set({ Origin: PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin' }).expect(200);
      expect(shop.body.accessToken).toEqual(expect.any(String));
      const rotated = ([] as string[])
        .concat(shop.headers['set-cookie'])
        .find((c) => c.startsWith('sw_refresh='))!
        .split(';')[0];
      // The front ends share the API's origin: in development (Vite's proxy keeps the Host) that is whatever host served them.
      const sameHost = await refresh(rotated).set({ Host: 'localhost:5173', Origin: 'http://localhost:5173' }).expect(200);
      const next = ([] as string[])
        .concat(sameHost.headers['set-cookie'])
        .find((c) => c.startsWith('sw_refresh='))!
        .split(';')[0];
      await logout(next).set('Origin', PUBLIC_URL).expect(204);
      await refresh(next).expect(401); // signed out
      const noBrowser = await session();
      await refresh(noBrowser).expect(200);
      await logout(await session())
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(204);
    });
  });

  describe('forgotten password and confirmation resend', () => {
    /**
     * The link and the mail are made for a known address only; were the answer to wait for them,
     * its time would tell which addresses have an account. Holding that work back shows the answer
     * does not wait for it (it would hang here), and letting it go shows it is still done.
     */
    async function answeredWhileWorkHeld(path: string, email: string, purpose: 'reset_password' | 'confirm_email') {
      const tokens = app.get(UserTokensService);
      const create = tokens.create.bind(tokens);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const spy = jest.spyOn(tokens, 'create').mockImplementation(async (...args) => {
        await held;
        return create(...args);
      });
      try {
        const answer = http
          .post(path)
          .set('X-Forwarded-For', freshIp())
          .send({ email })
          .then((res) => res.status);
        let timer: NodeJS.Timeout | undefined;
        const outcome = await Promise.race([answer, new Promise((resolve) => (timer = setTimeout(() => resolve('still waiting'), 3000)))]);
        clearTimeout(timer);
        expect(outcome).toBe(200);
        expect(spy).toHaveBeenCalledTimes(1); // the work had started
      } finally {
        release();
        spy.mockRestore();
      }
      const [{ id }] = await dataSource(app).query(`SELECT id FROM users WHERE email = $1`, [email]);
      for (let i = 0; i < 100; i++) {
        const rows = await dataSource(app).query(`SELECT 1 FROM user_tokens WHERE user_id = $1 AND purpose = $2`, [id, purpose]);
        if (rows.length) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no ${purpose} link was made for ${email}`);
    }

    it('forgot-password answers before making the link and the mail of a known address', async () => {
      const email = newEmail();
      await app.get(UsersService).create(email, PASSWORD, 'pro', true);
      await answeredWhileWorkHeld('/api/auth/forgot-password', email, 'reset_password');
    });

    it('resend-confirmation answers before making the link and the mail of an unconfirmed address', async () => {
      const email = newEmail();
      await app.get(UsersService).create(email, PASSWORD, 'pro', false);
      await answeredWhileWorkHeld('/api/auth/resend-confirmation', email, 'confirm_email');
    });

    it('answers a known and an unknown address alike', async () => {
      const email = newEmail();
      await app.get(UsersService).create(email, PASSWORD, 'pro', true);
      for (const path of ['/api/auth/forgot-password', '/api/auth/resend-confirmation']) {
        const known = await http.post(path).set('X-Forwarded-For', freshIp()).send({ email }).expect(200);
        const unknown = await http
          .post(path)
          .set('X-Forwarded-For', freshIp())
          .send({ email: `inconnu-${email}` })
          .expect(200);
        expect(known.body).toEqual(unknown.body);
      }
    });
  });
});
