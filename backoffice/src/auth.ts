/**
 * The API's tokens: a short-lived access token kept in memory only, renewed silently with
 * POST /api/auth/refresh (httpOnly cookie on /api/auth, shared with the storefront): the shared
 * session client, fetching with the browser's own fetch.
 */
import { createSession, MFA_SETUP_STORAGE_KEY, type AuthResponse, type AuthUser } from '@stockwatt/shared';

export type SessionUser = AuthUser;

export const LOGIN_URL = '/login?redirect=/admin';

const session = createSession({
  refresh: async () => {
    const res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as AuthResponse;
    return body.accessToken ? body : null;
  },
});

/** The token to send, renewed from the refresh cookie when missing or about to expire. */
export const getToken = session.fresh;
/** Runs an API call with the token, renewing it and replaying the call once on a 401. */
export const send = session.send;

export async function fetchMe(): Promise<SessionUser | null> {
  const token = await getToken();
  if (!token) return null;
  const res = await fetch('/api/auth/me', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  if (!res.ok) return null;
  const user = (await res.json()) as SessionUser;
  session.setUser(user);
  return user;
}

export type BootState = 'admin' | 'forbidden' | 'anonymous' | 'totp-setup';

/** No session but a sign-in waiting for its second factor's setup (ADMIN_TOTP_REQUIRED): the back office sets it up first. */
export async function bootstrap(): Promise<BootState> {
  const user = await fetchMe();
  if (!user) return hasPendingMfaSetup() ? 'totp-setup' : 'anonymous';
  return user.role === 'admin' ? 'admin' : 'forbidden';
}

export const getUser = session.user;
/** A sign-in answer (the second factor's setup opened the session) becomes the back office's session. */
export const applySession = session.apply;

/** A `setup` step handed over by the storefront's sign-in page (this tab only): read by security/SetupRequired.tsx. */
export function hasPendingMfaSetup(): boolean {
  try {
    return !!sessionStorage.getItem(MFA_SETUP_STORAGE_KEY);
  } catch {
    return false;
  }
}

export async function signOut(): Promise<void> {
  const token = session.token();
  session.apply(null);
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    /* offline: the cookie expires by itself */
  }
}

export function goToLogin(): void {
  window.location.replace(LOGIN_URL);
}
