import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { PARAMS_PROVIDER_TOKEN } from 'nestjs-pino';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { httpLogParams } from '../src/common/logging';
import { loadConfig } from '../src/config/configuration';
import { createHttpAdapter } from '../src/http-adapter';
import { setupApp } from '../src/setup-app';
import { UsersService } from '../src/users/users.service';
import { DataSource } from 'typeorm';
import { waitFor } from './support/quotes';

const SECRETS = {
  apiKey: 'swk_live_ThisPartnerKeyMustNeverBeLogged0123',
  bearer: 'eyJhbGciOiJIUzI1NiJ9.must-not-be-logged.signature',
  cookie: 'sw_refresh=refresh-token-must-not-be-logged',
};

/**
 * The whole app at LOG_LEVEL=info, its logs read from the logger's destination: one access line
 * per answer (method, route, status, duration, request id), the request id taken from the
 * balancer or made, sent back and put in error bodies; no credential in any line.
 */
describe('request logs and ids', () => {
  let app: NestFastifyApplication;
  const lines: string[] = [];

  beforeAll(async () => {
    const destination = { write: (line: string) => void lines.push(line) };
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(PARAMS_PROVIDER_TOKEN)
      .useValue(httpLogParams({ logLevel: 'info' }, destination))
      .compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(loadConfig()), { bufferLogs: true });
    await setupApp(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app?.close());

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const accessLine = (requestId: string) => entries().find((e) => e.msg === 'answered' && e.requestId === requestId);

  it.each([
    ['X-Api-Key', '/api/partner/v1/brands?via=header', { 'X-Api-Key': SECRETS.apiKey }, '/api/partner/v1/brands', 401],
    ['Authorization', '/api/partner/v1/brands?via=bearer', { Authorization: `Bearer ${SECRETS.bearer}` }, '/api/partner/v1/brands', 401],
    ['Cookie', '/api/auth/refresh?via=cookie', { Cookie: SECRETS.cookie }, '/api/auth/refresh', 401],
  ])('logs one line for a request carrying %s, with none of it', async (_name, url, headers, route, status) => {
    const method = url.startsWith('/api/auth') ? 'post' : 'get';
    const res = await request(app.getHttpServer())[method](url).set(headers);
    expect(res.status).toBe(status);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.requestId).toBe(id);
    // The line is written once the answer has gone.
    expect(await waitFor(async () => accessLine(id), 5_000, 'the access line')).toEqual(
      expect.objectContaining({ level: 30, requestId: id, method: method.toUpperCase(), route, status, durationMs: expect.any(Number) }),
    );
    const text = lines.join('\n');
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret.split('=').pop());
    expect(text).not.toContain('via=');
  });

  it('puts the request’s id on the lines it logs, not only on its access line', async () => {
    const email = `journal-${Date.now()}@example.fr`;
    await app.get(UsersService).create(email, 'Installateur-2026', 'pro', true);
    const http = request(app.getHttpServer());
    const login = await http.post('/api/auth/login').send({ email, password: 'Installateur-2026' }).expect(200);
    const first = ([] as string[])
      .concat(login.headers['set-cookie'])
      .find((c) => c.startsWith('sw_refresh='))!
      .split(';')[0];
    await http.post('/api/auth/refresh').set('Cookie', first).expect(200);
    await app
      .get(DataSource)
      .query(
        `UPDATE refresh_tokens SET used_at = now() - interval '1 minute' WHERE used_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = $1)`,
        [email],
      );
    const replay = await http.post('/api/auth/refresh').set('Cookie', first).set('X-Request-Id', 'replay-of-a-stolen-token').expect(401);
    expect(replay.headers['x-request-id']).toBe('replay-of-a-stolen-token');
    const warning = await waitFor(
      async () => entries().find((e) => e.msg === 'Refresh token reused: its family is revoked'),
      5_000,
      'the warning',
    );
    expect(warning).toMatchObject({ level: 40, requestId: 'replay-of-a-stolen-token' });
  });

  it('takes the balancer’s X-Request-Id, and makes a new one for a malformed id', async () => {
    const given = 'f3c1a9e07b2d4c5e8a9b0c1d2e3f4a5b';
    const ok = await request(app.getHttpServer()).get('/api/products?page=1').set('X-Request-Id', given).expect(200);
    expect(ok.headers['x-request-id']).toBe(given);
    expect(await waitFor(async () => accessLine(given), 5_000, 'the access line')).toMatchObject({ route: '/api/products', status: 200 });
    const forged = await request(app.getHttpServer())
      .get('/api/products/0')
      .set('X-Request-Id', 'x"}{injected ' + 'y'.repeat(200))
      .expect(400);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(forged.body.requestId).toBe(forged.headers['x-request-id']);
    const twice = await Promise.all([1, 2].map(() => request(app.getHttpServer()).get('/api/nope')));
    expect(twice[0].headers['x-request-id']).not.toBe(twice[1].headers['x-request-id']);
    expect(twice[0].body).toMatchObject({ statusCode: 404, requestId: twice[0].headers['x-request-id'] });
  });
});
