import { JwtService } from '@nestjs/jwt';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { SIGNING_KEYS, SigningKeys } from '../src/auth/signing-keys';
import { ADMIN, createTestApp, dataSource, loginToken } from './utils';

/** The default JWT_SECRET the repository shipped until it was replaced by a key of the shop's own. */
const PUBLIC_DEFAULT = 'dev-only-secret-change-me';

/**
 * With no JWT_SECRET set (as `npm start` runs), tokens are signed with a key made at first
 * start and kept in the database: the public default signs nothing, a restart (or another
 * replica) accepts the sessions already open, and refresh-token successors use a key of their own.
 */
describe('signing keys', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    delete process.env.JWT_SECRET;
    delete process.env.JWT_REFRESH_SECRET;
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('refuses an admin token signed with the public default secret', async () => {
    const [admin] = await dataSource(app).query(`SELECT id FROM users WHERE email = $1`, [ADMIN.email]);
    const forged = new JwtService().sign({ sub: admin.id, email: ADMIN.email, role: 'admin', ts: Date.now() }, { secret: PUBLIC_DEFAULT });
    await request(app.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${forged}`).expect(401);
    await request(app.getHttpServer()).get('/api/admin/dashboard').set('Authorization', `Bearer ${forged}`).expect(401);
  });

  it('keeps two random keys of 32 bytes in the database, one for access tokens and one for refresh successors', async () => {
    // (`totp`, the key sealing two-factor secrets, is made at its first use: auth/totp-secret-box.ts.)
    const rows: { name: string; secret: string }[] = await dataSource(app).query(
      `SELECT name, secret FROM signing_keys WHERE name <> 'totp' ORDER BY name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['access', 'refresh']);
    for (const { secret } of rows) expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const keys = app.get<SigningKeys>(SIGNING_KEYS);
    expect(keys).toEqual({ access: rows[0].secret, refresh: rows[1].secret });
    expect(keys.access).not.toBe(keys.refresh);
  });

  it('accepts after a restart (or on another replica) the sessions opened before it', async () => {
    const token = await loginToken(app, ADMIN.email, ADMIN.password);
    const restarted = await createTestApp();
    try {
      expect(restarted.get<SigningKeys>(SIGNING_KEYS)).toEqual(app.get<SigningKeys>(SIGNING_KEYS));
      const me = await request(restarted.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
      expect(me.body.email).toBe(ADMIN.email);
    } finally {
      await restarted.close();
    }
  });

  it('signs with JWT_SECRET when it is set, and only with it', async () => {
    const keptKeyToken = await loginToken(app, ADMIN.email, ADMIN.password);
    process.env.JWT_SECRET = 'test-only-access-key';
    const configured = await createTestApp();
    try {
      expect(configured.get<SigningKeys>(SIGNING_KEYS).access).toBe('test-only-access-key');
      const token = await loginToken(configured, ADMIN.email, ADMIN.password);
      await request(configured.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
      await request(configured.getHttpServer()).get('/api/auth/me').set('Authorization', `Bearer ${keptKeyToken}`).expect(401);
    } finally {
      delete process.env.JWT_SECRET;
      await configured.close();
    }
  });
});
