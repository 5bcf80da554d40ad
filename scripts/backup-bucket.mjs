// The bucket side of scripts/backup.sh and scripts/restore.sh (STORAGE_DRIVER=s3), with the AWS
// SDK the backend already depends on. Reads the shop's S3_* settings as the app does
// (backend/src/config/storage.config.ts).
//
//   node scripts/backup-bucket.mjs download <dir> <objects.json>   every object into <dir>/<key>,
//                                                                  content types into objects.json
//   node scripts/backup-bucket.mjs upload <dir> [objects.json]     every file of <dir> as an object
//   node scripts/backup-bucket.mjs count                           how many objects the bucket holds
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = createRequire(path.join(root, 'backend', 'package.json'))(
  '@aws-sdk/client-s3',
);

// What the shop stores uploads with (backend/src/uploads/storage/s3.storage.ts).
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const TYPES = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

function fail(message) {
  console.error(`backup-bucket: ${message}`);
  process.exit(1);
}

function client() {
  const env = process.env;
  const endpoint = (env.S3_ENDPOINT ?? '').replace(/\/+$/, '');
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]);
  if (missing.length) fail(`${missing.join(', ')} must be set when STORAGE_DRIVER=s3`);
  const pathStyle = env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : endpoint !== '';
  return new S3Client({
    ...(endpoint ? { endpoint } : {}),
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: pathStyle,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
}

async function* objects(s3, bucket) {
  let token;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) yield object;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** A key that stays inside the folder it is written to. */
function safeKey(key) {
  if (!key || key.startsWith('/') || key.split('/').some((part) => part === '..' || part === ''))
    fail(`refusing the key ${JSON.stringify(key)}`);
  return key;
}

async function download(s3, bucket, dir, metadataFile) {
  const metadata = {};
  for await (const object of objects(s3, bucket)) {
    const key = safeKey(object.Key);
    const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const file = path.join(dir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(answer.Body, createWriteStream(file));
    metadata[key] = { contentType: answer.ContentType ?? null, cacheControl: answer.CacheControl ?? null };
  }
  await writeFile(metadataFile, `${JSON.stringify(metadata, null, 1)}\n`);
  console.log(`backup-bucket: ${Object.keys(metadata).length} objects from ${bucket}`);
}

async function upload(s3, bucket, dir, metadataFile) {
  const metadata = metadataFile ? JSON.parse(await readFile(metadataFile, 'utf8')) : {};
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let count = 0;
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const key = safeKey(path.relative(dir, file).split(path.sep).join('/'));
    const kept = metadata[key] ?? {};
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: await readFile(file),
        ContentType: kept.contentType ?? TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        CacheControl: kept.cacheControl ?? CACHE_CONTROL,
      }),
    );
    count += 1;
  }
  console.log(`backup-bucket: ${count} objects into ${bucket}`);
}

async function count(s3, bucket) {
  let n = 0;
  for await (const object of objects(s3, bucket)) if (object.Key) n += 1;
  console.log(n);
}

const [command, dir, metadataFile] = process.argv.slice(2);
const s3 = client();
const bucket = process.env.S3_BUCKET;
try {
  if (command === 'download' && dir && metadataFile) await download(s3, bucket, dir, metadataFile);
  else if (command === 'upload' && dir) await upload(s3, bucket, dir, metadataFile);
  else if (command === 'count') await count(s3, bucket);
  else fail('usage: backup-bucket.mjs download <dir> <objects.json> | upload <dir> [objects.json] | count');
} catch (error) {
  fail(`${bucket}: ${error.name ?? 'Error'}: ${error.message}`);
} finally {
  s3.destroy();
}
