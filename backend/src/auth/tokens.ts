import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and mail links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Random tokens need no slow hash: sha256 makes a stolen table useless. */
export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
