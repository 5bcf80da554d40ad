import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, session } from '../../api/client';
import { isMfaChallenge, type AuthResponse, type AuthUser, type MfaChallenge, type SignInAnswer } from '@stockwatt/shared';

interface AuthValue {
  loading: boolean;
  user: AuthUser | null;
  accessToken: string | null;
  /** The user, or for an administrator with a second factor the step it asks for first (no session yet). */
  signIn: (email: string, password: string) => Promise<AuthUser | MfaChallenge>;
  /** The second step: the 6-digit code (or a recovery code) with the step's token. */
  signInWithCode: (mfaToken: string, code: string) => Promise<AuthUser>;
  signUp: (email: string, password: string) => Promise<void>;
  signOut: (everywhere?: boolean) => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);
/** Only a hint that a refresh cookie may exist (the cookie itself is httpOnly). */
const HINT_KEY = 'stockwatt.session';

function setHint(on: boolean) {
  try {
    if (on) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    /* ignore */
  }
}

function hasHint() {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(true);
  const [user, setUser] = useState<AuthUser | null>(null);
  const [accessToken, setAccessToken] = useState<string | null>(null);

  useEffect(() => {
    const unsubscribe = session.subscribe((answer) => {
      setAccessToken(answer?.accessToken ?? null);
      setUser(answer?.user ?? null);
      setHint(answer !== null);
    });
    if (hasHint()) void session.renew().finally(() => setLoading(false));
    else setLoading(false);
    return unsubscribe;
  }, []);

  const signIn = useCallback(async (email: string, password: string) => {
    const data = await api<SignInAnswer>('/auth/login', { method: 'POST', body: { email, password }, retryOn401: false });
    if (isMfaChallenge(data)) return data;
    session.apply(data);
    return data.user;
  }, []);

  const signInWithCode = useCallback(async (mfaToken: string, code: string) => {
    const data = await api<AuthResponse>('/auth/login/totp', { method: 'POST', body: { mfaToken, code }, retryOn401: false });
    session.apply(data);
    return data.user;
  }, []);

  const signUp = useCallback(async (email: string, password: string) => {
    await api('/auth/signup', { method: 'POST', body: { email, password } });
  }, []);

  const signOut = useCallback(async (everywhere = false) => {
    try {
      if (everywhere) await api('/auth/logout-all', { method: 'POST', auth: true });
      await api('/auth/logout', { method: 'POST' });
    } catch {
      /* the local session is dropped anyway */
    }
    session.apply(null);
  }, []);

  const value = useMemo(
    () => ({ loading, user, accessToken, signIn, signInWithCode, signUp, signOut }),
    [loading, user, accessToken, signIn, signInWithCode, signUp, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
