/** Where uploads are kept (env → defaults). Read once through AppConfig.storage; README lists every variable. */
export type StorageDriver = 'local' | 's3';

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

const DRIVERS: StorageDriver[] = ['local', 's3'];

export function loadStorageConfig(env: NodeJS.ProcessEnv, defaultUploadsDir: string): StorageConfig {
  const driver = (env.STORAGE_DRIVER ?? 'local').trim() as StorageDriver;
  if (!DRIVERS.includes(driver)) throw new Error(`STORAGE_DRIVER must be one of ${DRIVERS.join(', ')} (got "${env.STORAGE_DRIVER}")`);
  const endpoint = (env.S3_ENDPOINT ?? '').trim().replace(/\/+$/, '');
  const config: StorageConfig = {
    driver,
    uploadsDir: env.UPLOADS_DIR ?? defaultUploadsDir,
    publicUrl: (env.UPLOADS_PUBLIC_URL ?? '/uploads').trim().replace(/\/+$/, ''),
    s3: {
      endpoint,
      region: (env.S3_REGION ?? 'us-east-1').trim(),
      bucket: (env.S3_BUCKET ?? '').trim(),
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, endpoint !== '', 'S3_FORCE_PATH_STYLE'),
    },
  };
  if (!/^(\/[A-Za-z0-9._~/-]*|https?:\/\/[^\s]+)$/.test(config.publicUrl)) {
    throw new Error(`UPLOADS_PUBLIC_URL must be a path starting with / or an http(s) URL (got "${env.UPLOADS_PUBLIC_URL}")`);
  }
  if (driver === 's3') {
    const missing = (['bucket', 'accessKeyId', 'secretAccessKey'] as const).filter((k) => !config.s3[k]);
    const names = { bucket: 'S3_BUCKET', accessKeyId: 'S3_ACCESS_KEY_ID', secretAccessKey: 'S3_SECRET_ACCESS_KEY' };
    if (missing.length) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.map((k) => names[k]).join(', ')}`);
    if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
  }
  return config;
}

function bool(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  if (/^(true|1|yes)$/i.test(value.trim())) return true;
  if (/^(false|0|no)$/i.test(value.trim())) return false;
  throw new Error(`${name} must be true or false (got "${value}")`);
}
