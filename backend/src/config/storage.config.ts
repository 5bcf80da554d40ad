import { ConfigError, Settings } from './settings';

/** Where uploads are kept (env → defaults). Read once through AppConfig.storage; README lists every variable. */
export type StorageDriver = (typeof DRIVERS)[number];

export interface S3Settings {
  /** Empty = AWS itself; set for MinIO or any S3-compatible server (`http://minio:9000`). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path rather than the host name: what MinIO and most self-hosted servers expect. */
  forcePathStyle: boolean;
}

export interface StorageConfig {
  driver: StorageDriver;
  /** local driver: the directory served under /uploads. */
  uploadsDir: string;
  /**
   * Prefix of the URLs handed out for uploaded files. `/uploads` (default): this API serves them
   * (from disk, or streamed from the bucket). An absolute URL: the bucket or a CDN in front of it
   * serves them, and must add `X-Content-Type-Options: nosniff` itself.
   */
  publicUrl: string;
  s3: S3Settings;
}

const DRIVERS = ['local', 's3'] as const;

export function loadStorageConfig(s: Settings, defaultUploadsDir: string): StorageConfig {
  const driver = s.oneOf('STORAGE_DRIVER', DRIVERS, 'local');
  const endpoint = s.string('S3_ENDPOINT', '').replace(/\/+$/, '');
  const config: StorageConfig = {
    driver,
    uploadsDir: s.path('UPLOADS_DIR', defaultUploadsDir),
    publicUrl: s.string('UPLOADS_PUBLIC_URL', '/uploads').replace(/\/+$/, ''),
    s3: {
      endpoint,
      region: s.string('S3_REGION', 'us-east-1'),
      bucket: s.string('S3_BUCKET', ''),
      accessKeyId: s.string('S3_ACCESS_KEY_ID', ''),
      secretAccessKey: s.string('S3_SECRET_ACCESS_KEY', ''),
      forcePathStyle: s.bool('S3_FORCE_PATH_STYLE', endpoint !== ''),
    },
  };
  if (!/^(\/[A-Za-z0-9._~/-]*|https?:\/\/[^\s]+)$/.test(config.publicUrl)) {
    throw new ConfigError('UPLOADS_PUBLIC_URL', 'a path starting with / or an http(s) URL', s.raw('UPLOADS_PUBLIC_URL'));
  }
  if (driver === 's3') {
    const missing = (['bucket', 'accessKeyId', 'secretAccessKey'] as const).filter((k) => !config.s3[k]);
    const names = { bucket: 'S3_BUCKET', accessKeyId: 'S3_ACCESS_KEY_ID', secretAccessKey: 'S3_SECRET_ACCESS_KEY' };
    if (missing.length) throw new ConfigError(missing.map((k) => names[k]).join(', '), 'set when STORAGE_DRIVER=s3', undefined);
    if (endpoint) s.url('S3_ENDPOINT', '', ['http', 'https']);
  }
  return config;
}
