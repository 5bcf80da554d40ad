import { Readable } from 'node:stream';

/** A stored file opened for serving. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  length?: number;
  etag?: string;
  lastModified?: Date;
}

/**
 * Where uploaded files live. Keys are relative, '/'-separated (`documents/…pdf`), never chosen by
 * the client. Local disk: files under UPLOADS_DIR, served by @fastify/static under /uploads.
 * S3: objects in a bucket, streamed by this API under /uploads (`open`) or served by the bucket
 * itself when UPLOADS_PUBLIC_URL points at it.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** The stored bytes, null when absent (the one-off image backfill reads originals with it). */
  read(key: string): Promise<Buffer | null>;
  publicUrl(key: string): string;
  /** Only stores the API streams from; `'not-modified'` when `ifNoneMatch` still matches, null when absent. */
  open?(key: string, ifNoneMatch?: string): Promise<StoredFile | 'not-modified' | null>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Only names this API generates: lower-case letters, digits, dashes, one dot extension, optional folder. */
export const STORAGE_KEY = /^(?:[a-z0-9-]+\/)?[a-z0-9-]+\.[a-z0-9]{2,5}$/;

/** Names are random and never reused, so every copy may be kept a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** PDFs open in the browser's viewer rather than downloading; everything else as the browser sees fit. */
export function contentDisposition(key: string): string | undefined {
  return key.endsWith('.pdf') ? 'inline' : undefined;
}
