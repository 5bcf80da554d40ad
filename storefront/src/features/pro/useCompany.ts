import { useEffect, useState } from 'react';
import type { CompanyProfile } from '@stockwatt/shared';
import { api } from '../../api/client';

/**
 * The signed-in pro account's company (`GET /api/account/company`): undefined while it loads (or
 * when `enabled` is false), null when the account has none yet (204).
 */
export function useCompanyProfile(enabled: boolean) {
  const [profile, setProfile] = useState<CompanyProfile | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    api<CompanyProfile | undefined>('/account/company', { auth: true })
      .then((answer) => {
        if (!cancelled) setProfile(answer ?? null);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return { profile, setProfile, failed };
}
