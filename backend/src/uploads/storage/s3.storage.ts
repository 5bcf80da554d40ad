import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { contentDisposition, FileStorage, STORAGE_KEY, StoredFile, UPLOAD_CACHE_CONTROL } from './file-storage';
import { S3Settings } from '../../config/storage.config';

/**
 * Uploads as objects in an S3-compatible bucket (AWS, MinIO…), so every API instance sees the same
 * files. Objects carry their content type, cache policy and disposition, so a bucket or CDN that
 * serves them directly answers the same headers as this API does (nosniff excepted: S3 has no
 * such object metadata, the CDN or proxy in front must add it).
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    settings: S3Settings,
    private readonly publicBase: string,
  ) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint || undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Two attempts: an upload waits on this, and a dead endpoint should fail the request fast.
      maxAttempts: 2,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    this.check(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: UPLOAD_CACHE_CONTROL,
        ContentDisposition: contentDisposition(key),
      }),
    );
  }

  async delete(key: string): Promise<void> {
    this.check(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async read(key: string): Promise<Buffer | null> {
    const file = await this.open(key);
    if (file === null || file === 'not-modified') return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  publicUrl(key: string): string {
    return `${this.publicBase}/${key}`;
  }

  async open(key: string, ifNoneMatch?: string): Promise<StoredFile | 'not-modified' | null> {
    if (!STORAGE_KEY.test(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, IfNoneMatch: ifNoneMatch }));
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        length: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      if (status === 304) return 'not-modified';
      if (status === 404 || (error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  destroy(): void {
    this.client.destroy();
  }

  private check(key: string): void {
    if (!STORAGE_KEY.test(key)) throw new Error(`Refused storage key ${key}`);
  }
}
