import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ConfigError, DEV_ADMIN_PASSWORD, loadConfig, loadConfigOrExit } from './configuration';

const strongKey = () => randomBytes(32).toString('base64');

describe('loadConfig', () => {
  it('has working development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/stockwatt',
      redisUrl: 'redis://127.0.0.1:6379',
      jwtSecret: '', // unset: a key made at first start and kept in the database signs (auth/signing-keys.ts)
      jwtRefreshSecret: '',
      adminPassword: DEV_ADMIN_PASSWORD,
    });
  });

  it('announces buyers’ answers to the first admin unless STAFF_ALERT_EMAIL names another address, which must be one', () => {
    expect(loadConfig({}).staffAlertEmail).toBe('admin@stockwatt.fr');
    expect(loadConfig({ ADMIN_EMAIL: 'patron@solaire.fr' }).staffAlertEmail).toBe('patron@solaire.fr');
    expect(loadConfig({ STAFF_ALERT_EMAIL: 'ventes@stockwatt.fr' }).staffAlertEmail).toBe('ventes@stockwatt.fr');
    expect(() => loadConfig({ STAFF_ALERT_EMAIL: 'ventes' })).toThrow(/STAFF_ALERT_EMAIL must be an email address/);
  });

  it('refuses to run in production with the admin password that ships in the repository', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongKey() })).toThrow(/ADMIN_PASSWORD/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongKey(), ADMIN_PASSWORD: 'p4ss' }).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'p4ss' }).jwtSecret).toBe(''); // the kept key signs
  });

  it.each(['development', 'production'])('refuses a guessable signing key in %s, naming it without its value', (mode) => {
    for (const weak of ['x', 'dev-only-secret-change-me', 'a'.repeat(64), 'abcdefghij'.repeat(3)]) {
      for (const name of ['JWT_SECRET', 'JWT_REFRESH_SECRET'])
        expect(() => loadConfig({ NODE_ENV: mode, ADMIN_PASSWORD: 'p4ss', [name]: weak })).toThrow(
          `${name} must be at least 32 random bytes (64 hex digits or 43 base64 characters: openssl rand -base64 32) (value hidden)`,
        );
    }
    const same = strongKey();
    expect(() => loadConfig({ NODE_ENV: mode, JWT_SECRET: same, JWT_REFRESH_SECRET: same })).toThrow(
      /JWT_REFRESH_SECRET must be a key of its own/,
    );
    expect(
      loadConfig({ NODE_ENV: mode, ADMIN_PASSWORD: 'p4ss', JWT_SECRET: strongKey(), JWT_REFRESH_SECRET: randomBytes(32).toString('hex') })
        .nodeEnv,
    ).toBe(mode);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x' }).jwtSecret).toBe('x'); // tests sign with what they like
  });
});

describe('process role and storage settings', () => {
  it('defaults to one process doing everything with files on local disk', () => {
    const config = loadConfig({});
    expect(config.role).toBe('all');
    expect(config.storage).toMatchObject({ driver: 'local', publicUrl: '/uploads' });
  });

  it('refuses an unknown ROLE or STORAGE_DRIVER at boot', () => {
    expect(() => loadConfig({ ROLE: 'web' })).toThrow(/ROLE must be one of api, worker, all/);
    expect(() => loadConfig({ STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER must be one of local, s3/);
  });

  it('needs a bucket and keys for S3, and uses path-style addressing for a custom endpoint', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000/' }).storage.s3).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      region: 'us-east-1',
    });
    expect(loadConfig(s3).storage.s3.forcePathStyle).toBe(false);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('takes UPLOADS_PUBLIC_URL as a path or an http(s) URL only', () => {
    expect(loadConfig({ UPLOADS_PUBLIC_URL: 'https://cdn.example.fr/stockwatt/' }).storage.publicUrl).toBe(
      'https://cdn.example.fr/stockwatt',
    );
    expect(() => loadConfig({ UPLOADS_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/UPLOADS_PUBLIC_URL/);
  });

  it('reads a relative path from the directory the process started in, keeps an absolute one, and defaults inside the checkout when blank', () => {
    const typed = loadConfig({ UPLOADS_DIR: 'uploads/', STOREFRONT_DIST: './storefront/dist', BACKOFFICE_DIST: '../admin' });
    expect(typed.storage.uploadsDir).toBe(path.join(process.cwd(), 'uploads'));
    expect(typed.storefrontDist).toBe(path.join(process.cwd(), 'storefront', 'dist'));
    expect(typed.backofficeDist).toBe(path.join(path.dirname(process.cwd()), 'admin'));
    expect(loadConfig({ UPLOADS_DIR: '/data/uploads' }).storage.uploadsDir).toBe('/data/uploads');
    const checkout = path.resolve(__dirname, '..', '..', '..');
    expect(loadConfig({ UPLOADS_DIR: '  ', STOREFRONT_SSR_ENTRY: '' })).toMatchObject({
      storage: { uploadsDir: path.join(checkout, 'uploads') },
      storefrontSsrEntry: path.join(checkout, 'storefront', 'dist-ssr', 'entry-server.mjs'),
    });
  });
});

describe('settings checked at boot', () => {
  it.each([
    ['PORT', 'abc', 'PORT must be a whole number from 1 to 65535 (got "abc")'],
    ['PORT', '3000.5', 'PORT must be a whole number from 1 to 65535 (got "3000.5")'],
    ['DATABASE_POOL_SIZE', '0', 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "0")'],
    ['QUOTE_DELIVERY_ATTEMPTS', 'huit', 'QUOTE_DELIVERY_ATTEMPTS must be a whole number from 1 to 100 (got "huit")'],
    ['CATALOGUE_CACHE_TTL_MS', '-1', 'CATALOGUE_CACHE_TTL_MS must be a whole number ≥ 0 (got "-1")'],
    ['CATALOGUE_SHARED_MAX_AGE_SECONDS', '30s', 'CATALOGUE_SHARED_MAX_AGE_SECONDS must be a whole number from 0 to 86400 (got "30s")'],
    ['CATALOGUE_SHARED_MAX_AGE_SECONDS', '-1', 'CATALOGUE_SHARED_MAX_AGE_SECONDS must be a whole number from 0 to 86400 (got "-1")'],
    ['CATALOGUE_SHARED_MAX_AGE_SECONDS', '86401', 'CATALOGUE_SHARED_MAX_AGE_SECONDS must be a whole number from 0 to 86400 (got "86401")'],
    ['DATABASE_URL', 'localhost/stockwatt', 'DATABASE_URL must be a postgres or postgresql URL (got "localhost/stockwatt")'],
    ['REDIS_URL', 'http://127.0.0.1:6379', 'REDIS_URL must be a redis or rediss URL (got "http://127.0.0.1:6379")'],
    ['FORM_SERVICE_URL', 'forms.example.fr', 'FORM_SERVICE_URL must be a http or https URL (got "forms.example.fr")'],
    ['SMTP_URL', 'mail.example.fr:587', 'SMTP_URL must be a smtp or smtps URL (got "mail.example.fr:587")'],
    ['ADMIN_EMAIL', 'admin', 'ADMIN_EMAIL must be an email address (got "admin")'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")'],
    ['NODE_ENV', 'prod', 'NODE_ENV must be one of development, production, test (got "prod")'],
    ['S3_FORCE_PATH_STYLE', 'maybe', 'S3_FORCE_PATH_STYLE must be true or false (got "maybe")'],
  ])('%s=%s stops the boot with one line naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('TRUST_PROXY: loopback by default, a number of hops, or addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4, loopback, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.internal', '11', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/^TRUST_PROXY must be /);
    }
  });

  it('CATALOGUE_SHARED_MAX_AGE_SECONDS: 30 by default, 0 allowed; the old CATALOGUE_HTTP_MAX_AGE_SECONDS stops the boot', () => {
    expect(loadConfig({}).catalogueSharedMaxAgeSeconds).toBe(30);
    expect(loadConfig({ CATALOGUE_SHARED_MAX_AGE_SECONDS: '0' }).catalogueSharedMaxAgeSeconds).toBe(0);
    expect(loadConfig({ CATALOGUE_SHARED_MAX_AGE_SECONDS: '300' }).catalogueSharedMaxAgeSeconds).toBe(300);
    // Its max-age meant browsers' copies; set, it would now be ignored without a word.
    expect(() => loadConfig({ CATALOGUE_HTTP_MAX_AGE_SECONDS: '30' })).toThrow(ConfigError);
    expect(() => loadConfig({ CATALOGUE_HTTP_MAX_AGE_SECONDS: '30' })).toThrow(
      /^CATALOGUE_HTTP_MAX_AGE_SECONDS must be unset: .*CATALOGUE_SHARED_MAX_AGE_SECONDS.* \(got "30"\)$/,
    );
  });

  it('loadConfigOrExit prints one line and exits with 1 on a bad setting', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => loadConfigOrExit({ PORT: 'trois-mille' })).toThrow('exit 1');
      expect(error.mock.calls).toEqual([['configuration: PORT must be a whole number from 1 to 65535 (got "trois-mille")']]);
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
