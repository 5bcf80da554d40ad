import { fetchUtils, HttpError } from 'react-admin';
import type { TotpEnabled, TotpSetup, TotpStatus } from '@stockwatt/shared';
import { httpClient } from '../dataProvider';
import type { SecurityMessages } from './security.messages';

const AUTH = '/api/auth';

/**
 * The second factor's API: signed in (Bearer, through the back office's client), or with the
 * `setup` step's token of a sign-in that demands it (no session yet, so no Bearer).
 */
function post<T>(path: string, body: Record<string, string>, mfaToken?: string): Promise<T> {
  const options = { method: 'POST', body: JSON.stringify(mfaToken ? { ...body, mfaToken } : body) };
  const call = mfaToken ? fetchUtils.fetchJson(`${AUTH}${path}`, options) : httpClient(`${AUTH}${path}`, options);
  return call.then(({ json }) => json as T);
}

export const totpApi = {
  status: () => httpClient(`${AUTH}/totp`).then(({ json }) => json as TotpStatus),
  setup: (mfaToken?: string) => post<TotpSetup>('/totp/setup', {}, mfaToken),
  confirm: (code: string, mfaToken?: string) => post<TotpEnabled>('/totp/confirm', { code }, mfaToken),
  disable: (code: string) => httpClient(`${AUTH}/totp`, { method: 'DELETE', body: JSON.stringify({ code }) }).then(() => undefined),
};

/** A step's token that expired or was used: the sign-in starts again. */
export function isExpiredStep(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401 && (error.body as { error?: string } | undefined)?.error === 'MfaTokenInvalid';
}

/** What to tell the person: a wrong code, a wait, or the API's own words (French) when in French. */
export function codeError(error: unknown, m: SecurityMessages, locale: string): string {
  if (!(error instanceof HttpError)) return m.error;
  if (isExpiredStep(error)) return m.expired;
  const field = (error.body as { fields?: Record<string, string> } | undefined)?.fields?.code;
  if (error.status === 400 && field) return locale === 'fr' ? field : m.code_invalid;
  if (error.status === 429) return locale === 'fr' && error.message ? error.message : m.too_many;
  return locale === 'fr' && error.message ? error.message : m.error;
}
