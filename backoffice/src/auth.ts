/**
 * The API's tokens: a short-lived access token kept in memory only, renewed silently with
 * POST /api/auth/refresh (httpOnly cookie on /api/auth, shared with the storefront).
 */
export interface SessionUser {
  id: number;
  email: string;
  role: 'admin' | 'pro' | string;
}

interface TokenAnswer {
  accessToken: string;
  expiresIn: number;
  user?: SessionUser;
}

export const LOGIN_URL = '/login?redirect=/admin';

let accessToken: string | null = null;
let expiresAt = 0;
let currentUser: SessionUser | null = null;
let pending: Promise<string | null> | null = null;
let timer: number | undefined;

function jwtExpiry(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

function setToken(token: string, expiresInSeconds?: number): void {
  accessToken = token;
  expiresAt = expiresInSeconds ? Date.now() + expiresInSeconds * 1000 : jwtExpiry(token);
  window.clearTimeout(timer);
  // Silent refresh a minute before expiry (at least 10 s from now).
  const ms = Math.max(expiresAt - Date.now() - 60_000, 10_000);
  timer = window.setTimeout(() => void renew(), ms);
}

function clear(): void {
  accessToken = null;
  expiresAt = 0;
  currentUser = null;
  window.clearTimeout(timer);
}

async function refreshFromCookie(): Promise<string | null> {
  try {
    const res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as TokenAnswer;
    if (!body.accessToken) return null;
    setToken(body.accessToken, body.expiresIn);
    if (body.user) currentUser = body.user;
    return body.accessToken;
  } catch {
    return null;
  }
}

/** A new access token from the refresh cookie. One request at a time. */
export function renew(): Promise<string | null> {
  pending ??= refreshFromCookie()
    .then((token) => {
      if (!token) clear();
      return token;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

export async function getToken(): Promise<string | null> {
  if (accessToken && Date.now() < expiresAt - 15_000) return accessToken;
  return renew();
}

export async function fetchMe(): Promise<SessionUser | null> {
  const token = await getToken();
  if (!token) return null;
  const res = await fetch('/api/auth/me', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  if (!res.ok) return null;
  currentUser = (await res.json()) as SessionUser;
  return currentUser;
}

export type BootState = 'admin' | 'forbidden' | 'anonymous';

export async function bootstrap(): Promise<BootState> {
  const user = await fetchMe();
  if (!user) return 'anonymous';
  return user.role === 'admin' ? 'admin' : 'forbidden';
}

export function getUser(): SessionUser | null {
  return currentUser;
}

export async function signOut(): Promise<void> {
  const token = accessToken;
  clear();
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
