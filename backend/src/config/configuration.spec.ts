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
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000/' }).storage.s3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true, region: 'us-east-1' });
    expect(loadConfig(s3).storage.s3.forcePathStyle).toBe(false);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });

  it('takes UPLOADS_PUBLIC_URL as a path or an http(s) URL only', () => {
    expect(loadConfig({ UPLOADS_PUBLIC_URL: 'https://cdn.example.fr/stockwatt/' }).storage.publicUrl).toBe('https://cdn.example.fr/stockwatt');
    expect(() => loadConfig({ UPLOADS_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/UPLOADS_PUBLIC_URL/);
  });
});
