import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { UsersService } from '../src/users/users.service';
import { createTestApp, dataSource, loginToken } from './utils';

let ipCounter = 0;
/** A client address of this suite's own range, apart from freshIp()'s (whose counts other suites may have left in Redis). */
const freshIp = () => `172.${16 + (process.pid % 16)}.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

const PASSWORD = 'Double-Facteur-2026';

/** The code an authenticator app shows for this secret, `stepsAhead` 30-second steps from now (as the otpauth library makes it). */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ issuer: 'Stockwatt', algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A code of no step near now (differs from every code of the window). */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((n) => codeFor(secret, n)));
  for (let n = 0; ; n++) {
    const code = String((123_456 + n * 7919) % 1_000_000).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/**
 * The administrators' second factor end to end: setup (QR code, secret shown once), confirmation
 * (10 recovery codes), sign-in in two steps (no session from the password alone), codes used
 * once, recovery codes once, wrong codes (401, then 429 from the route's limit and the account's
 * growing delay), turning it off with a code, and ADMIN_TOTP_REQUIRED (production's default):
 * no administrator session without it, the sign-in sets it up. Each test has its own admin
 * account (UsersService.create); the suites' admin never gets a second factor.
 */
describe('admin two-factor sign-in (TOTP) (e2e)', () => {
  let app: NestFastifyApplication;
  let counter = 0;
  const http = () => request(app.getHttpServer());
  const post = (path: string, body: object, ip = freshIp()) => http().post(path).set('X-Forwarded-For', ip).send(body);

  async function newAdmin(role: 'admin' | 'pro' = 'admin'): Promise<{ email: string; id: number }> {
    const email = `totp-${role}-${process.pid}-${++counter}@stockwatt.test`;
    const user = await app.get(UsersService).create(email, PASSWORD, role, true);
    return { email, id: user.id };
  }

  /** Setup and confirmation while signed in; the secret and the recovery codes. */
  async function enable(email: string): Promise<{ secret: string; recoveryCodes: string[]; token: string }> {
    const token = await loginToken(app, email, PASSWORD);
    const setup = await post('/api/auth/totp/setup', {}).set('Authorization', `Bearer ${token}`).expect(200);
    const confirmed = await post('/api/auth/totp/confirm', { code: codeFor(setup.body.secret) })
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    return { secret: setup.body.secret, recoveryCodes: confirmed.body.recoveryCodes, token };
  }

  async function mfaToken(email: string, step: 'code' | 'setup' = 'code'): Promise<string> {
    const res = await post('/api/auth/login', { email, password: PASSWORD }).expect(200);
    expect(res.body).toEqual({ mfaRequired: true, mfaStep: step, mfaToken: expect.any(String), expiresIn: step === 'code' ? 300 : 900 });
    expect(res.headers['set-cookie']).toBeUndefined(); // no session yet
    return res.body.mfaToken;
  }

  beforeAll(async () => {
    delete process.env.ADMIN_TOTP_REQUIRED;
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('sets up from the back office: QR code and secret once, a first right code turns it on with 10 recovery codes', async () => {
    const { email, id } = await newAdmin();
    const token = await loginToken(app, email, PASSWORD);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await http().get('/api/auth/totp').set(auth).expect(200)).body).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const setup = await post('/api/auth/totp/setup', {}).set(auth).expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toBe(
      `otpauth://totp/Stockwatt:${encodeURIComponent(email)}?issuer=Stockwatt&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.body.qrDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    // Kept sealed (AES-256-GCM), never as it was shown.
    const [row] = await dataSource(app).query(`SELECT totp_secret, totp_enabled_at FROM users WHERE id = $1`, [id]);
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(setup.body.secret);
    expect(row.totp_enabled_at).toBeNull();

    const wrong = await post('/api/auth/totp/confirm', { code: wrongCode(setup.body.secret) })
      .set(auth)
      .expect(400);
    expect(wrong.body.fields).toEqual({ code: expect.stringContaining('Code incorrect') });
    const confirmed = await post('/api/auth/totp/confirm', { code: codeFor(setup.body.secret) })
      .set(auth)
      .expect(200);
    expect(confirmed.body).toEqual({ recoveryCodes: expect.any(Array) });
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const hashes = await dataSource(app).query(`SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1 ORDER BY code_hash`, [id]);
    expect(hashes.map((h: { code_hash: string }) => h.code_hash)).toEqual(
      codes.map((c) => createHash('sha256').update(c.replace('-', '')).digest('hex')).sort(),
    );

    const status = (await http().get('/api/auth/totp').set(auth).expect(200)).body;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(JSON.stringify(status)).not.toContain(setup.body.secret);
    // Shown once: a second setup is refused while it is on, the admin view says only that it is on.
    await post('/api/auth/totp/setup', {}).set(auth).expect(409);
    await post('/api/auth/totp/confirm', { code: codeFor(setup.body.secret, 1) })
      .set(auth)
      .expect(409);
    const view = await http().get(`/api/admin/users/${id}`).set(auth).expect(200);
    expect(view.body.totp_enabled).toBe(true);
    expect(JSON.stringify(view.body)).not.toMatch(/totp_secret|v1\./);
    // The change history has it, with its author, and never the secret.
    const [entry] = await dataSource(app).query(
      `SELECT actor_id, changes FROM admin_history WHERE resource = 'users' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(entry.actor_id).toBe(id);
    expect(entry.changes).toEqual([{ field: 'totp_enabled', before: false, after: true }]);
  });

  it('then signs in in two steps: no session from the password alone, a wrong code 401, a right one the session, each code once', async () => {
    const { email } = await newAdmin();
    const { secret } = await enable(email);

    const token = await mfaToken(email);
    // The step's token is no access token.
    await http().get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    await http().get('/api/admin/products').set('Authorization', `Bearer ${token}`).expect(401);

    const wrong = await post('/api/auth/login/totp', { mfaToken: token, code: wrongCode(secret) }).expect(401);
    expect(wrong.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Code incorrect ou déjà utilisé. Saisissez le code à 6 chiffres affiché par votre application, ou un code de secours.',
      requestId: expect.any(String),
    });
    await post('/api/auth/login/totp', { mfaToken: 'pas.un.jeton', code: codeFor(secret, 1) }).expect(401);
    await post('/api/auth/login/totp', { mfaToken: token, code: 'abc' }).expect(400);

    // The code of the next step: the one of the current step was used by the confirmation.
    const code = codeFor(secret, 1);
    const signedIn = await post('/api/auth/login/totp', { mfaToken: token, code }).expect(200);
    expect(signedIn.body).toMatchObject({ accessToken: expect.any(String), expiresIn: 900, user: { email, role: 'admin' } });
    expect(([] as string[]).concat(signedIn.headers['set-cookie']).some((c) => c.startsWith('sw_refresh='))).toBe(true);
    await http().get('/api/admin/products').set('Authorization', `Bearer ${signedIn.body.accessToken}`).expect(200);

    // The step's token is used up; the code too, even with a new token.
    const again = await post('/api/auth/login/totp', { mfaToken: token, code: codeFor(secret, 2) }).expect(401);
    expect(again.body.message).toContain('Étape de connexion expirée');
    await post('/api/auth/login/totp', { mfaToken: await mfaToken(email), code }).expect(401);
  });

  it('takes a recovery code once, in any case and with or without its hyphen', async () => {
    const { email } = await newAdmin();
    const { recoveryCodes, token } = await enable(email);
    const code = recoveryCodes[3];
    const signedIn = await post('/api/auth/login/totp', {
      mfaToken: await mfaToken(email),
      code: code.replace('-', '').toLowerCase(),
    }).expect(200);
    expect(signedIn.body.user.email).toBe(email);
    await post('/api/auth/login/totp', { mfaToken: await mfaToken(email), code }).expect(401);
    const status = await http().get('/api/auth/totp').set('Authorization', `Bearer ${token}`).expect(200);
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('limits wrong codes: 429 past 5 a minute from one address, and a growing delay per account from any address', async () => {
    // One address: the route's limit (AUTH_THROTTLE_LIMIT, 5 a minute).
    const one = await newAdmin();
    const { secret: oneSecret } = await enable(one.email);
    const token = await mfaToken(one.email);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await post('/api/auth/login/totp', { mfaToken: token, code: wrongCode(oneSecret) }, ip).expect(401);
    const limited = await post('/api/auth/login/totp', { mfaToken: token, code: codeFor(oneSecret, 1) }, ip).expect(429);
    expect(limited.body.message).toMatch(/^Trop de tentatives/);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));

    // Many addresses: after 5 wrong codes in a row the account waits 1 s, then 2…, even for a right code.
    const many = await newAdmin();
    const { secret } = await enable(many.email);
    const manyToken = await mfaToken(many.email);
    for (let i = 0; i < 6; i++) await post('/api/auth/login/totp', { mfaToken: manyToken, code: wrongCode(secret) }).expect(401);
    const held = await post('/api/auth/login/totp', { mfaToken: manyToken, code: codeFor(secret, 1) }).expect(429);
    expect(held.body.message).toMatch(/^Trop de codes incorrects pour ce compte : réessayez dans 1 seconde$/);
    expect(held.headers['retry-after']).toBe('1');
    // A right password does not wipe the wrong codes.
    await post('/api/auth/login/totp', { mfaToken: await mfaToken(many.email), code: codeFor(secret, 1) }).expect(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await post('/api/auth/login/totp', { mfaToken: manyToken, code: codeFor(secret, 1) }).expect(200);
  });

  it('turns off with a code only; the next sign-in is the password alone', async () => {
    const { email, id } = await newAdmin();
    const { secret, token } = await enable(email);
    const auth = { Authorization: `Bearer ${token}` };
    await http().delete('/api/auth/totp').set(auth).set('X-Forwarded-For', freshIp()).send({}).expect(400);
    const wrong = await http()
      .delete('/api/auth/totp')
      .set(auth)
      .set('X-Forwarded-For', freshIp())
      .send({ code: wrongCode(secret) })
      .expect(400);
    expect(wrong.body.fields).toEqual({ code: expect.stringContaining('Code incorrect') });
    await http()
      .delete('/api/auth/totp')
      .set(auth)
      .set('X-Forwarded-For', freshIp())
      .send({ code: codeFor(secret, 1) })
      .expect(204);

    const [row] = await dataSource(app).query(`SELECT totp_secret, totp_enabled_at FROM users WHERE id = $1`, [id]);
    expect(row).toEqual({ totp_secret: null, totp_enabled_at: null });
    expect(await dataSource(app).query(`SELECT 1 FROM totp_recovery_codes WHERE user_id = $1`, [id])).toEqual([]);
    const res = await post('/api/auth/login', { email, password: PASSWORD }).expect(200);
    expect(res.body.accessToken).toEqual(expect.any(String));
    await http().get('/api/auth/me').set(auth).expect(200); // not required here: the session goes on
  });

  it('is for administrators: a pro account cannot set it up', async () => {
    const { email } = await newAdmin('pro');
    const token = await loginToken(app, email, PASSWORD);
    const res = await post('/api/auth/totp/setup', {}).set('Authorization', `Bearer ${token}`).expect(403);
    expect(res.body.message).toBe('La double authentification est réservée aux comptes administrateurs.');
    await post('/api/auth/totp/setup', {}).expect(401);
    await http().get('/api/auth/totp').set('Authorization', `Bearer ${token}`).expect(403);
  });

  describe('required (ADMIN_TOTP_REQUIRED=true, production’s default)', () => {
    let required: NestFastifyApplication;
    const rpost = (path: string, body: object) => request(required.getHttpServer()).post(path).set('X-Forwarded-For', freshIp()).send(body);

    beforeAll(async () => {
      process.env.ADMIN_TOTP_REQUIRED = 'true';
      required = await createTestApp();
    });
    afterAll(async () => {
      delete process.env.ADMIN_TOTP_REQUIRED;
      await required?.close();
    });

    it('gives an administrator without it no session: the sign-in sets it up, then opens the session', async () => {
      const { email } = await newAdmin();
      // A session opened before it was required ends at its next refresh.
      const before = await post('/api/auth/login', { email, password: PASSWORD }).expect(200);
      const cookie = ([] as string[])
        .concat(before.headers['set-cookie'])
        .find((c) => c.startsWith('sw_refresh='))!
        .split(';')[0];
      await request(required.getHttpServer()).post('/api/auth/refresh').set('Cookie', cookie).expect(401);

      const login = await rpost('/api/auth/login', { email, password: PASSWORD }).expect(200);
      expect(login.body).toEqual({ mfaRequired: true, mfaStep: 'setup', mfaToken: expect.any(String), expiresIn: 900 });
      expect(login.headers['set-cookie']).toBeUndefined();
      const setupToken = login.body.mfaToken;
      // The setup step's token opens nothing else.
      await request(required.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${setupToken}`).expect(401);
      await rpost('/api/auth/login/totp', { mfaToken: setupToken, code: '123456' }).expect(401);

      const setup = await rpost('/api/auth/totp/setup', { mfaToken: setupToken }).expect(200);
      const confirmed = await rpost('/api/auth/totp/confirm', { mfaToken: setupToken, code: codeFor(setup.body.secret) }).expect(200);
      expect(confirmed.body).toEqual({
        recoveryCodes: expect.any(Array),
        session: { accessToken: expect.any(String), expiresIn: 900, user: { id: expect.any(Number), email, role: 'admin' } },
      });
      expect(([] as string[]).concat(confirmed.headers['set-cookie']).some((c) => c.startsWith('sw_refresh='))).toBe(true);
      const auth = { Authorization: `Bearer ${confirmed.body.session.accessToken}` };
      await request(required.getHttpServer()).get('/api/admin/products').set(auth).expect(200);
      expect((await request(required.getHttpServer()).get('/api/auth/totp').set(auth).expect(200)).body).toMatchObject({
        enabled: true,
        required: true,
      });
      // Its token is used up; the next sign-in asks for a code.
      await rpost('/api/auth/totp/confirm', { mfaToken: setupToken, code: codeFor(setup.body.secret, 1) }).expect(401);
      const next = await rpost('/api/auth/login', { email, password: PASSWORD }).expect(200);
      expect(next.body.mfaStep).toBe('code');
      await rpost('/api/auth/login/totp', { mfaToken: next.body.mfaToken, code: codeFor(setup.body.secret, 1) }).expect(200);

      // Turning it off where it is required ends every session: the next sign-in sets it up again.
      await request(required.getHttpServer())
        .delete('/api/auth/totp')
        .set(auth)
        .set('X-Forwarded-For', freshIp())
        .send({ code: confirmed.body.recoveryCodes[0] })
        .expect(204);
      await request(required.getHttpServer()).get('/api/auth/me').set(auth).expect(401);
      expect((await rpost('/api/auth/login', { email, password: PASSWORD }).expect(200)).body.mfaStep).toBe('setup');
    });

    it('leaves pro accounts with their password alone', async () => {
      const { email } = await newAdmin('pro');
      const res = await rpost('/api/auth/login', { email, password: PASSWORD }).expect(200);
      expect(res.body).toMatchObject({ accessToken: expect.any(String), user: { role: 'pro' } });
    });
  });
});
