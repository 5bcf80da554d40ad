import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1, an ephemeral port and a throw-away data
 * directory, with one bucket made through the AWS SDK as an operator would. `env` is what the
 * shop needs to use it (STORAGE_DRIVER=s3 and the S3_* settings).
 */
export class TestS3Server {
  readonly bucket = 'stockwatt-test';
  private server?: S3rver;
  private dir = '';
  port = 0;

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get env(): Record<string, string> {
    return {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: this.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
  }

  async start(): Promise<this> {
    this.dir = await mkdtemp(path.join(tmpdir(), 'stockwatt-s3-'));
    this.server = new S3rver({ address: '127.0.0.1', port: 0, directory: this.dir, silent: true });
    this.port = (await this.server.run()).port;
    const client = this.client();
    await client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    client.destroy();
    return this;
  }

  client(): S3Client {
    return new S3Client({
      endpoint: this.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  }

  /** The object as the bucket itself serves it (plain GET, path style). */
  direct(key: string): Promise<Response> {
    return fetch(`${this.endpoint}/${this.bucket}/${key}`);
  }

  async stop(): Promise<void> {
    await this.server?.close();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}
