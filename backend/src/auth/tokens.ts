import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and mail links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Random tokens need no slow hash: sha256 makes a stolen table useless. */
export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The refresh token that follows `token` in its family: derived (HMAC with the server secret),
 * so every API process hands out the same successor to two tabs refreshing at once, and no
 * one without the secret can predict it.
 */
export function successorToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}
