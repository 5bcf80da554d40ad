import { MFA_SETUP_STORAGE_KEY, type PendingMfaSetup } from '@stockwatt/shared';

/** The `setup` step the storefront's sign-in page handed over (this tab only), if any. */
export function pendingMfaSetup(): PendingMfaSetup | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(MFA_SETUP_STORAGE_KEY) ?? 'null') as Partial<PendingMfaSetup> | null;
    return typeof value?.mfaToken === 'string' && typeof value.email === 'string' ? (value as PendingMfaSetup) : null;
  } catch {
    return null;
  }
}

export function clearPendingMfaSetup(): void {
  try {
    sessionStorage.removeItem(MFA_SETUP_STORAGE_KEY);
  } catch {
    /* storage off: nothing was kept */
  }
}
