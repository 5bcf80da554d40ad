import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ADMIN, createTestApp, dataSource, loginToken } from './utils';
import { SmtpCapture } from './fixtures/smtp-capture';

const PUBLIC_URL = 'http://boutique.stockwatt.test';
const CONFIRM_LINK = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/confirmer-email\\?token=([A-Za-z0-9_-]{43})`);
const RESET_LINK = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/mot-de-passe\\?token=([A-Za-z0-9_-]{43})`);
const PASSWORD = 'Onduleur-Hybride-48V';

describe('accounts: sign-up, confirmation, sessions, reset, throttling (e2e)', () => {
  let app: NestFastifyApplication;
  let smtp: SmtpCapture;
  let http: ReturnType<typeof request>;
  let counter = 0;
  const newEmail = () => `pro-${Date.now()}-${++counter}@installateur.fr`;

  beforeAll(async () => {
    smtp = new SmtpCapture();
    process.env.SMTP_URL = await smtp.start();
    process.env.PUBLIC_URL = PUBLIC_URL;
    app = await createTestApp();
    http = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    delete process.env.SMTP_URL;
    delete process.env.PUBLIC_URL;
  });

  function refreshCookie(res: request.Response): string {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookie = cookies.find((c) => c.startsWith('sw_refresh='));
    if (!cookie) throw new Error(`no refresh cookie in ${JSON.stringify(cookies)}`);
    return cookie.split(';')[0];
  }

  /** Sign-up, confirmation link followed: a ready account. */
  async function confirmedAccount(email = newEmail(), password = PASSWORD): Promise<string> {
    await http.post('/api/auth/signup').send({ email, password }).expect(201);
    const token = await smtp.waitFor(email, CONFIRM_LINK);
    await http.post('/api/auth/confirm').send({ token }).expect(200);
    return email;
  }

  const login = (email: string, password = PASSWORD) => http.post('/api/auth/login').send({ email, password });

  describe('sign-up and confirmation', () => {
    it('creates a pro account, mails a confirmation link, refuses sign-in until confirmed', async () => {
      const email = newEmail();
      const res = await http
        .post('/api/auth/signup')
        .send({ email: `  ${email.toUpperCase()} `, password: PASSWORD })
        .expect(201);
      expect(res.body).toEqual({ message: 'Compte créé avec succès. Vérifiez votre email pour confirmer votre compte.' });

      const first = await smtp.waitFor(email, CONFIRM_LINK);
      const early = await login(email).expect(403);
      expect(early.body).toMatchObject({
        statusCode: 403,
        error: 'EmailNotConfirmed',
        message: expect.stringContaining('confirmer votre adresse email'),
      });

      // Resending replaces the first link.
      const resent = await http.post('/api/auth/resend-confirmation').send({ email }).expect(200);
      expect(resent.body.message).toContain('nouvel email de confirmation');
      const second = await smtp.waitFor(email, CONFIRM_LINK, 2);
      expect(second).not.toBe(first);
      const stale = await http.post('/api/auth/confirm').send({ token: first }).expect(400);
      expect(stale.body).toMatchObject({ statusCode: 400, fields: { token: expect.stringContaining('invalide ou a expiré') } });

      const confirmed = await http.post('/api/auth/confirm').send({ token: second }).expect(200);
      expect(confirmed.body.message).toBe('Votre adresse email est confirmée. Vous pouvez vous connecter.');
      await http.post('/api/auth/confirm').send({ token: second }).expect(400); // one use only

      const signedIn = await login(email).expect(200);
      expect(signedIn.body).toMatchObject({ accessToken: expect.any(String), expiresIn: 900, user: { email, role: 'pro' } });
      const me = await http.get('/api/auth/me').set('Authorization', `Bearer ${signedIn.body.accessToken}`).expect(200);
      expect(me.body).toEqual({ id: signedIn.body.user.id, email, role: 'pro' });
    });

    it('validates input with field messages: email, short password, common password', async () => {
      const bad = await http.post('/api/auth/signup').send({ email: 'pas-un-email', password: PASSWORD }).expect(400);
      expect(bad.body.fields).toEqual({ email: 'Adresse email invalide' });
      const short = await http.post('/api/auth/signup').send({ email: newEmail(), password: 'abc12' }).expect(400);
      expect(short.body.fields).toEqual({ password: 'Le mot de passe doit contenir au moins 10 caractères' });
      for (const common of ['password12', 'Azerty1234', 'qwertyuiop', '1234567890']) {
        const res = await http.post('/api/auth/signup').send({ email: newEmail(), password: common }).expect(400);
        expect(res.body.fields.password).toMatch(/^Mot de passe trop courant : choisissez-en un plus long ou moins prévisible/);
      }
      await http.post('/api/auth/confirm').send({ token: '../../etc/passwd' }).expect(400);
      await http.post('/api/auth/confirm').send({}).expect(400);
    });

    it('answers the same for a taken address and mails its owner instead', async () => {
      const email = await confirmedAccount();
      const again = await http.post('/api/auth/signup').send({ email, password: 'Autre-Mot-De-Passe-9' }).expect(201);
      expect(again.body).toEqual({ message: 'Compte créé avec succès. Vérifiez votre email pour confirmer votre compte.' });
      await smtp.waitFor(email, /(un compte existe déjà)/);
      await login(email).expect(200); // the old password still works
    });

    it('gives the same answer for an unknown email and a wrong password', async () => {
      const email = await confirmedAccount();
      const wrong = await login(email, 'Mauvais-Mot-De-Passe').expect(401);
      const unknown = await login(`inconnu-${Date.now()}@example.fr`).expect(401);
      expect({ ...wrong.body, requestId: 'one' }).toEqual({ ...unknown.body, requestId: 'one' }); // each answer names its own request
      expect(wrong.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Email ou mot de passe incorrect',
        requestId: expect.any(String),
      });
    });
  });

  describe('sessions', () => {
    it('sets an httpOnly, SameSite=Strict refresh cookie scoped to /api/auth', async () => {
      const email = await confirmedAccount();
      const res = await login(email).expect(200);
      const raw = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('sw_refresh='))!;
      expect(raw).toMatch(/HttpOnly/i);
      expect(raw).toMatch(/SameSite=Strict/i);
      expect(raw).toMatch(/Path=\/api\/auth(;|$)/);
      expect(raw).not.toMatch(/Secure/i); // only in production
      expect(res.body).not.toHaveProperty('refreshToken');
    });

    it('rotates the refresh token and revokes the whole family when a used one comes back', async () => {
      const email = await confirmedAccount();
      const first = refreshCookie(await login(email).expect(200));

      const rotated = await http.post('/api/auth/refresh').set('Cookie', first).expect(200);
      expect(rotated.body).toMatchObject({ accessToken: expect.any(String), user: { email, role: 'pro' } });
      const second = refreshCookie(rotated);
      expect(second).not.toBe(first);
      await http.get('/api/auth/me').set('Authorization', `Bearer ${rotated.body.accessToken}`).expect(200);

      // The first token is replayed after the grace window (stolen copy): refused, and the legitimate newer one dies with it.
      await dataSource(app).query(
        `UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = $1)`,
        [email],
      );
      const replay = await http.post('/api/auth/refresh').set('Cookie', first).expect(401);
      expect(replay.body.message).toBe('Session expirée, veuillez vous reconnecter');
      await http.post('/api/auth/refresh').set('Cookie', second).expect(401);

      // Another device's session is a different family and survives.
      const other = refreshCookie(await login(email).expect(200));
      await http.post('/api/auth/refresh').set('Cookie', other).expect(200);
    });

    it('gives two tabs refreshing at the same moment the same successor (grace window), the family stays alive', async () => {
      const email = await confirmedAccount();
      const first = refreshCookie(await login(email).expect(200));
      const [a, b] = await Promise.all([
        http.post('/api/auth/refresh').set('Cookie', first),
        http.post('/api/auth/refresh').set('Cookie', first),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(refreshCookie(a)).toBe(refreshCookie(b));
      const late = await http.post('/api/auth/refresh').set('Cookie', first).expect(200); // still within the window
      expect(refreshCookie(late)).toBe(refreshCookie(a));
      const next = await http.post('/api/auth/refresh').set('Cookie', refreshCookie(a)).expect(200);
      await http.get('/api/auth/me').set('Authorization', `Bearer ${next.body.accessToken}`).expect(200);
    });

    it('refuses a missing or made-up refresh cookie', async () => {
      await http.post('/api/auth/refresh').expect(401);
      await http.post('/api/auth/refresh').set('Cookie', 'sw_refresh=invente').expect(401);
    });

    it('logout ends this device only', async () => {
      const email = await confirmedAccount();
      const laptop = refreshCookie(await login(email).expect(200));
      const phone = refreshCookie(await login(email).expect(200));
      const out = await http.post('/api/auth/logout').set('Cookie', laptop).expect(204);
      expect(([] as string[]).concat(out.headers['set-cookie']).join()).toMatch(/sw_refresh=;/);
      await http.post('/api/auth/refresh').set('Cookie', laptop).expect(401);
      await http.post('/api/auth/refresh').set('Cookie', phone).expect(200);
      await http.post('/api/auth/logout').expect(204); // no cookie: nothing to do
    });

    it('logout-all ends every session, access tokens included', async () => {
      const email = await confirmedAccount();
      const laptop = await login(email).expect(200);
      const phone = await login(email).expect(200);
      await http.post('/api/auth/logout-all').expect(401);
      await http.post('/api/auth/logout-all').set('Authorization', `Bearer ${laptop.body.accessToken}`).expect(204);
      await http.post('/api/auth/refresh').set('Cookie', refreshCookie(laptop)).expect(401);
      await http.post('/api/auth/refresh').set('Cookie', refreshCookie(phone)).expect(401);
      await http.get('/api/auth/me').set('Authorization', `Bearer ${phone.body.accessToken}`).expect(401);
      const again = await login(email).expect(200);
      await http.get('/api/auth/me').set('Authorization', `Bearer ${again.body.accessToken}`).expect(200);
    });
  });

  describe('forgotten password', () => {
    it('mails a reset link, sets the new password once, and ends all sessions', async () => {
      const email = await confirmedAccount();
      const session = await login(email).expect(200);

      const unknown = await http
        .post('/api/auth/forgot-password')
        .send({ email: `inconnu-${Date.now()}@example.fr` })
        .expect(200);
      const known = await http.post('/api/auth/forgot-password').send({ email }).expect(200);
      expect(known.body).toEqual(unknown.body);
      const token = await smtp.waitFor(email, RESET_LINK);

      const common = await http.post('/api/auth/reset-password').send({ token, password: 'azertyuiop' }).expect(400);
      expect(common.body.fields.password).toMatch(/^Mot de passe trop courant : choisissez-en un plus long ou moins prévisible/);
      const done = await http.post('/api/auth/reset-password').send({ token, password: 'Nouveau-Mot-De-Passe-2026' }).expect(200);
      expect(done.body.message).toBe('Votre mot de passe a été modifié. Vous pouvez vous connecter.');
      const reused = await http.post('/api/auth/reset-password').send({ token, password: 'Encore-Un-Autre-2026' }).expect(400);
      expect(reused.body.message).toContain('lien de réinitialisation est invalide');

      await http.get('/api/auth/me').set('Authorization', `Bearer ${session.body.accessToken}`).expect(401);
      await http.post('/api/auth/refresh').set('Cookie', refreshCookie(session)).expect(401);
      await login(email).expect(401);
      await login(email, 'Nouveau-Mot-De-Passe-2026').expect(200);
    });
  });

  describe('rate limits', () => {
    it('answers 429 to the 6th sign-in in a minute for one IP and email, not for another email', async () => {
      const email = await confirmedAccount();
      for (let i = 0; i < 5; i++) await login(email, 'Mauvais-Mot-De-Passe').expect(401);
      const sixth = await login(email).expect(429); // even with the right password
      expect(sixth.body).toMatchObject({
        statusCode: 429,
        message: expect.stringMatching(/^Trop de tentatives\. Veuillez réessayer dans \d+ secondes?\.$/),
      });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      await login(await confirmedAccount()).expect(200);
    });

    it('limits password reset requests likewise', async () => {
      const email = `inconnu-${Date.now()}@example.fr`;
      for (let i = 0; i < 5; i++) await http.post('/api/auth/forgot-password').send({ email }).expect(200);
      await http.post('/api/auth/forgot-password').send({ email }).expect(429);
    });
  });

  describe('admin: users', () => {
    let admin: string;
    beforeAll(async () => {
      admin = await loginToken(app, ADMIN.email, ADMIN.password);
    });
    const as = (token: string) => ({
      get: (path: string) => http.get(path).set('Authorization', `Bearer ${token}`),
      put: (path: string) => http.put(path).set('Authorization', `Bearer ${token}`),
    });

    it('lists pro accounts in ra-data-simple-rest conventions, never with the password hash', async () => {
      const email = await confirmedAccount();
      const res = await as(admin)
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ role: 'pro', q: email }), sort: '["created_at","DESC"]', range: '[0,9]' })
        .expect(200);
      expect(res.headers['content-range']).toBe('users 0-0/1');
      expect(res.body).toEqual([
        expect.objectContaining({ email, role: 'pro', email_confirmed: true, disabled: false, disabled_at: null }),
      ]);
      expect(res.body[0]).not.toHaveProperty('password_hash');
      const one = await as(admin).get(`/api/admin/users/${res.body[0].id}`).expect(200);
      expect(one.body).toEqual(res.body[0]);
      await as(admin).get('/api/admin/users').query({ sort: '["password_hash","ASC"]' }).expect(400);
      await as(admin).get('/api/admin/users/999999').expect(404);
    });

    it('is for admins only', async () => {
      const email = await confirmedAccount();
      const pro = (await login(email).expect(200)).body.accessToken;
      await http.get('/api/admin/users').expect(401);
      await as(pro).get('/api/admin/users').expect(403);
      await as(pro).put('/api/admin/users/1').send({ role: 'admin' }).expect(403);
    });

    it('changes a role, which takes effect on the current token', async () => {
      const email = await confirmedAccount();
      const signedIn = await login(email).expect(200);
      const id = signedIn.body.user.id;
      await as(signedIn.body.accessToken).get('/api/admin/users').expect(403);
      const bad = await as(admin).put(`/api/admin/users/${id}`).send({ role: 'superadmin' }).expect(400);
      expect(bad.body.fields).toEqual({ role: 'Rôle invalide (admin ou pro)' });
      const promoted = await as(admin).put(`/api/admin/users/${id}`).send({ role: 'admin' }).expect(200);
      expect(promoted.body).toMatchObject({ id, role: 'admin' });
      await as(signedIn.body.accessToken).get('/api/admin/users').expect(200);
      await as(admin).put(`/api/admin/users/${id}`).send({ role: 'pro' }).expect(200);
    });

    it('will not let an admin demote or disable themselves', async () => {
      const me = (await http.get('/api/auth/me').set('Authorization', `Bearer ${admin}`).expect(200)).body;
      const demote = await as(admin).put(`/api/admin/users/${me.id}`).send({ role: 'pro' }).expect(400);
      expect(demote.body.fields).toEqual({ role: 'Vous ne pouvez pas modifier votre propre rôle' });
      await as(admin).put(`/api/admin/users/${me.id}`).send({ disabled: true }).expect(400);
    });

    it('disables an account: sign-in refused, sessions ended; re-enabling restores sign-in', async () => {
      const email = await confirmedAccount();
      const session = await login(email).expect(200);
      const id = session.body.user.id;
      const disabled = await as(admin).put(`/api/admin/users/${id}`).send({ disabled: true }).expect(200);
      expect(disabled.body).toMatchObject({ id, disabled: true, disabled_at: expect.any(String) });

      const refused = await login(email).expect(403);
      expect(refused.body).toMatchObject({
        error: 'AccountDisabled',
        message: 'Ce compte a été désactivé. Contactez-nous pour le réactiver.',
      });
      const wrong = await login(email, 'Mauvais-Mot-De-Passe').expect(401); // no hint without the password
      expect(wrong.body.message).toBe('Email ou mot de passe incorrect');
      await http.get('/api/auth/me').set('Authorization', `Bearer ${session.body.accessToken}`).expect(401);
      await http.post('/api/auth/refresh').set('Cookie', refreshCookie(session)).expect(401);

      await as(admin).put(`/api/admin/users/${id}`).send({ disabled: false }).expect(200);
      await login(email).expect(200);
    });
  });
});
