import './auth.messages';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from '../../components/ui';
import { useT } from '../../i18n';
import { useAuth } from './AuthContext';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  const location = useLocation();
  const t = useT();
  if (loading) return <Loading label={t('guard.loading')} />;
  if (!user) {
    const target = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return <>{children}</>;
}

/** Only same-site relative paths are accepted as redirect targets. */
export function safeRedirect(raw: string | null, fallback = '/espace-pro'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  return raw;
}
