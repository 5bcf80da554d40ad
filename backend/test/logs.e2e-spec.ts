import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { PARAMS_PROVIDER_TOKEN } from 'nestjs-pino';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { httpLogParams } from '../src/common/logging';
import { loadConfig } from '../src/config/configuration';
import { createHttpAdapter } from '../src/http-adapter';
import { setupApp } from '../src/setup-app';

const SECRETS = {
  apiKey: 'swk_live_ThisPartnerKeyMustNeverBeLogged0123',
  bearer: 'eyJhbGciOiJIUzI1NiJ9.must-not-be-logged.signature',
  cookie: 'sw_refresh=refresh-token-must-not-be-logged',
};

/**
 * The whole app at LOG_LEVEL=debug (every request logged), its logs read from the logger's
 * destination: the log line of a request carrying each credential holds none of them.
 */
describe('request logs', () => {
  let app: NestFastifyApplication;
  const lines: string[] = [];

  beforeAll(async () => {
    const destination = { write: (line: string) => void lines.push(line) };
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(PARAMS_PROVIDER_TOKEN)
      .useValue(httpLogParams({ logLevel: 'debug' }, destination))
      .compile();
    app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(loadConfig()), { bufferLogs: true });
    await setupApp(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app?.close());

  const logged = (url: string) => lines.map((line) => JSON.parse(line)).filter((entry) => entry.req?.url === url);

  it.each([
    ['X-Api-Key', '/api/partner/v1/brands?via=header', { 'X-Api-Key': SECRETS.apiKey }, 'x-api-key'],
    ['Authorization', '/api/partner/v1/brands?via=bearer', { Authorization: `Bearer ${SECRETS.bearer}` }, 'authorization'],
    ['Cookie', '/api/auth/refresh?via=cookie', { Cookie: SECRETS.cookie }, 'cookie'],
  ])('writes %s as [Redacted]', async (_name, url, headers, header) => {
    const method = url.startsWith('/api/auth') ? 'post' : 'get';
    await request(app.getHttpServer())[method](url).set(headers);
    const entries = logged(url);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.req.headers[header]).toBe('[Redacted]');
    const text = lines.join('\n');
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret.split('=').pop());
  });
});
