import { fileTypeFromBuffer } from 'file-type';
import * as path from 'node:path';

/** Image formats accepted, by detected MIME type, with the extensions a name may honestly carry. */
export const IMAGE_TYPES: Record<string, { ext: string; names: string[] }> = {
  'image/jpeg': { ext: 'jpg', names: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  'image/png': { ext: 'png', names: ['png'] },
  'image/webp': { ext: 'webp', names: ['webp'] },
  'image/avif': { ext: 'avif', names: ['avif'] },
  'image/gif': { ext: 'gif', names: ['gif'] },
};

/** The type read from the file's first bytes (magic numbers), never from its name or declared type. */
export async function detectType(data: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(data))?.mime;
}

/**
 * The client's file name as a display name: refused when it tries to be a path (`../`, `/`, `\`,
 * NUL or control characters); answers the lower-cased extension too ('' when none).
 */
export function checkClientName(name: string): { fileName: string; ext: string } | null {
  // eslint-disable-next-line no-control-regex -- control characters are what it rejects
  if (!name || name.length > 255 || /[/\\\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..') return null;
  const ext = path.extname(name).slice(1).toLowerCase();
  return { fileName: name.normalize('NFC'), ext };
}

/** A complete PDF ends with `%%EOF` (possibly followed by whitespace) in its last kilobyte. */
export function looksCompletePdf(data: Buffer): boolean {
  return data.subarray(0, 5).toString('latin1') === '%PDF-' && data.subarray(-1024).toString('latin1').includes('%%EOF');
}
