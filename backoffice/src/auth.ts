/**
 * The API's tokens: a short-lived access token kept in memory only, renewed silently with
 * POST /api/auth/refresh (httpOnly cookie on /api/auth, shared with the storefront): the shared
 * session client, fetching with the browser's own fetch.
 */
import { createSession, type AuthResponse, type AuthUser } from '@stockwatt/shared';

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

export type BootState = 'admin' | 'forbidden' | 'anonymous';

export async function bootstrap(): Promise<BootState> {
  const user = await fetchMe();
  if (!user) return 'anonymous';
  return user.role === 'admin' ? 'admin' : 'forbidden';
}

export const getUser = session.user;

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
