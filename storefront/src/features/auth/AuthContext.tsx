import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, configureAuth } from '../../api/client';
import type { AuthResponse, AuthUser } from '@stockwatt/shared';

interface AuthValue {
  loading: boolean;
  user: AuthUser | null;
  accessToken: string | null;
  signIn: (email: string, password: string) => Promise<AuthUser>;
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
  const tokenRef = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const inflight = useRef<Promise<string | null> | null>(null);

  // A session answer schedules the next refresh and a refresh applies its answer: the two call each
  // other, so they are made together, once.
  const { apply, refreshNow } = useMemo(() => {
    function apply(data: AuthResponse | null) {
      window.clearTimeout(timer.current);
      if (!data) {
        tokenRef.current = null;
        setAccessToken(null);
        setUser(null);
        setHint(false);
        return;
      }
      tokenRef.current = data.accessToken;
      setAccessToken(data.accessToken);
      setUser(data.user);
      setHint(true);
      // Silent refresh one minute before expiry (at least 10 s from now).
      const ms = Math.max(10, (data.expiresIn ?? 900) - 60) * 1000;
      timer.current = window.setTimeout(() => void refreshNow(), ms);
    }

    function refreshNow(): Promise<string | null> {
      if (inflight.current) return inflight.current;
      const p = api<AuthResponse>('/auth/refresh', { method: 'POST', retryOn401: false })
        .then((data) => {
          apply(data);
          return data.accessToken;
        })
        .catch(() => {
          apply(null);
          return null;
        })
        .finally(() => {
          inflight.current = null;
        });
      inflight.current = p;
      return p;
    }
    return { apply, refreshNow };
  }, []);

  useEffect(() => {
    configureAuth(() => tokenRef.current, refreshNow);
    if (hasHint()) void refreshNow().finally(() => setLoading(false));
    else setLoading(false);
    return () => window.clearTimeout(timer.current);
  }, [refreshNow]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const data = await api<AuthResponse>('/auth/login', { method: 'POST', body: { email, password }, retryOn401: false });
      apply(data);
      return data.user;
    },
    [apply],
  );

  const signUp = useCallback(async (email: string, password: string) => {
    await api('/auth/signup', { method: 'POST', body: { email, password } });
  }, []);

  const signOut = useCallback(
    async (everywhere = false) => {
      try {
        if (everywhere) await api('/auth/logout-all', { method: 'POST', auth: true });
        await api('/auth/logout', { method: 'POST' });
      } catch {
        /* the local session is dropped anyway */
      }
      apply(null);
    },
    [apply],
  );

  const value = useMemo(
    () => ({ loading, user, accessToken, signIn, signUp, signOut }),
    [loading, user, accessToken, signIn, signUp, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used within an AuthProvider');
  return ctx;
}
