/**
 * Where uploaded files live. Keys are relative, '/'-separated (`documents/…pdf`), never chosen by
 * the client. The local-disk implementation serves them from UPLOADS_DIR under /uploads; an
 * S3-compatible one would put objects in a bucket and answer the bucket's public URL.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  publicUrl(key: string): string;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Only names this API generates: lower-case letters, digits, dashes, one dot extension, optional folder. */
export const STORAGE_KEY = /^(?:[a-z0-9-]+\/)?[a-z0-9-]+\.[a-z0-9]{2,5}$/;
