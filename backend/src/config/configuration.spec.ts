import { DEV_ADMIN_PASSWORD, DEV_JWT_SECRET, loadConfig } from './configuration';

describe('loadConfig', () => {
  it('has working development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/stockwatt',
      redisUrl: 'redis://127.0.0.1:6379',
      jwtSecret: DEV_JWT_SECRET,
      adminPassword: DEV_ADMIN_PASSWORD,
    });
  });

  it('refuses to run in production with the secrets that ship in the repository', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-real-one' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-real-one' })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's3cret', ADMIN_PASSWORD: 'p4ss' }).nodeEnv).toBe('production');
  });
});
