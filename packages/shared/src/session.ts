import type { AuthResponse, AuthUser } from './api-types.js';

/**
 * The front ends' session, without a framework: the access token lives in memory only and is
 * renewed from the httpOnly refresh cookie (POST /api/auth/refresh) a minute before it expires,
 * by one request at a time however many callers ask; a call answered 401 is replayed once with
 * a renewed token. The storefront and the back office each give it their way to call refresh.
 */
export interface SessionOptions {
  /** Asks the API for a new access token; null, or a throw, means there is no session. */
  refresh: () => Promise<AuthResponse | null>;
}

export type SessionListener = (answer: AuthResponse | null) => void;

/** Renewed this long before expiry, and never sooner than the floor from now. */
const RENEW_BEFORE_MS = 60_000;
const RENEW_FLOOR_MS = 10_000;
/** A token this close to expiry is renewed before use rather than sent. */
const STALE_WITHIN_MS = 15_000;

export function createSession({ refresh }: SessionOptions) {
  let token: string | null = null;
  let expiresAt = 0;
  let user: AuthUser | null = null;
  let pending: Promise<string | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<SessionListener>();

  /** A sign-in or refresh answer (or null: signed out) becomes the session; listeners hear of it. */
  function apply(answer: AuthResponse | null): void {
    clearTimeout(timer);
    token = answer?.accessToken ?? null;
    user = answer?.user ?? null;
    expiresAt = answer ? Date.now() + answer.expiresIn * 1000 : 0;
    if (answer) timer = setTimeout(() => void renew(), Math.max(expiresAt - Date.now() - RENEW_BEFORE_MS, RENEW_FLOOR_MS));
    for (const listener of listeners) listener(answer);
  }

  /** A new access token from the refresh cookie; callers arriving meanwhile share the same request. */
  function renew(): Promise<string | null> {
    pending ??= refresh()
      .catch(() => null)
      .then((answer) => {
        apply(answer);
        return token;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  /** The token to send now, renewed first when missing or about to expire. */
  async function fresh(): Promise<string | null> {
    if (token && Date.now() < expiresAt - STALE_WITHIN_MS) return token;
    return renew();
  }

  /**
   * Runs `call` with the token; when `unauthorized` says its outcome (value or error) was a 401,
   * renews once and replays it with the new token, else gives the outcome back.
   */
  async function send<R>(
    call: (token: string | null) => Promise<R>,
    unauthorized: (outcome: unknown) => boolean,
    first: string | null = token,
  ): Promise<R> {
    let outcome: { value: R } | { error: unknown };
    try {
      outcome = { value: await call(first) };
    } catch (error) {
      outcome = { error };
    }
    if (unauthorized('value' in outcome ? outcome.value : outcome.error)) {
      const renewed = await renew();
      if (renewed) return call(renewed);
    }
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }

  return {
    apply,
    renew,
    fresh,
    send,
    /** The token in memory (may be null or expired: `send` deals with a 401). */
    token: () => token,
    user: () => user,
    /** The user as GET /api/auth/me last described them. */
    setUser: (value: AuthUser | null) => {
      user = value;
    },
    subscribe(listener: SessionListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Session = ReturnType<typeof createSession>;
