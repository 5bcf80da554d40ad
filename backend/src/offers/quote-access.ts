import { createHmac, timingSafeEqual } from 'node:crypto';
import { AuthUser } from '../access/auth-user';

/** Who reads a quote's thread: its signed-in owner, or whoever holds the key its mails carry. */
export interface QuoteAccess {
  userId: number | null;
  key: unknown;
}

export const quoteAccess = (user: AuthUser | undefined, key: unknown): QuoteAccess => ({ userId: user?.id ?? null, key });

/**
 * The key of a quote's buyer link (mailed with each offer): an HMAC of the quote's id under the
 * shop's access-token key, so every process checks it alike and nothing is stored for it. It
 * opens that quote's offers and messages only, for a buyer who sent the request without an account.
 */
export function quoteAccessKey(secret: string, quoteId: number): string {
  return createHmac('sha256', secret).update(`quote-access:${quoteId}`).digest('base64url');
}

export function isQuoteAccessKey(secret: string, quoteId: number, key: unknown): boolean {
  if (typeof key !== 'string' || key.length > 100) return false;
  const expected = Buffer.from(quoteAccessKey(secret, quoteId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The quote's page in the shop with its key: the link every mail about the quote, its offers and its order carries. */
export function quoteLink(siteBase: string, secret: string, quoteId: number): string {
  return `${siteBase}/devis/${quoteId}?cle=${quoteAccessKey(secret, quoteId)}`;
}
