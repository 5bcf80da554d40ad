import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { sha256 } from './tokens';

/** What authenticator apps show above the code, and the otpauth:// issuer. */
export const TOTP_ISSUER = 'Stockwatt';
/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const TOTP_SETTINGS = { issuer: TOTP_ISSUER, algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** A code of the step before or after the current one is taken too (clocks drift, typing takes time). */
const TOTP_WINDOW = 1;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

export const RECOVERY_CODE_COUNT = 10;
/** Letters and figures no one confuses (no 0/O, 1/I/L): 10 of them are 50 random bits. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** A new secret: 160 random bits (RFC 4226's recommendation), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ ...TOTP_SETTINGS, label: email, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// address the QR code carries (issuer, account, secret, algorithm, digits, period). */
export function otpauthUrl(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The 30-second step `code` belongs to (current one ± TOTP_WINDOW), or null when it matches none. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpFor(secret, '');
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** What a person typed, as compared: spaces and hyphens dropped, capitals. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** Ten one-time codes, written `ABCDE-FGHJK` (the hyphen and case are optional when typed). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Random codes need no slow hash (as refresh tokens): sha256 of the normalised code. */
export function recoveryCodeHash(code: string): string {
  return sha256(normalizeCode(code));
}
