import { lazy, Suspense, useEffect, useState } from 'react';
import { bootstrap, BootState, goToLogin } from './auth';
import { bootText } from './i18n/boot';
import { cspNonce } from './emotionCache';

// Starts downloading the back office while the session is being restored (in parallel).
const adminApp = import('./AdminApp');
const AdminApp = lazy(() => adminApp);
const AccessDenied = lazy(() => import('./AccessDenied'));
const SetupRequired = lazy(() => import('./security/SetupRequired'));

const spinnerCss = `
@keyframes sw-spin { to { transform: rotate(360deg); } }
.sw-boot { min-height: 100vh; display: grid; place-items: center; background: #f5f7fa; color: #4a5a70;
  font: 15px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
.sw-boot__spinner { width: 40px; height: 40px; margin: 0 auto 12px; border-radius: 50%;
  border: 4px solid #dde3ec; border-top-color: #0b1f3a; animation: sw-spin 0.8s linear infinite; }
@media (prefers-reduced-motion: reduce) { .sw-boot__spinner { animation-duration: 2.4s; } }
`;

/** Spec section 2: while the session loads, a spinner. */
export function BootSpinner() {
  return (
    <div className="sw-boot" role="status" aria-live="polite" data-testid="boot-spinner">
      <style nonce={cspNonce}>{spinnerCss}</style>
      <div>
        <div className="sw-boot__spinner" aria-hidden="true" />
        {bootText('loading')}
      </div>
    </div>
  );
}

/**
 * No session: the storefront's /login?redirect=/admin; a signed-in `pro` account: 'Accès
 * refusé'; an admin: the back office; an admin whose sign-in demands the second factor's setup
 * first (ADMIN_TOTP_REQUIRED): its QR code, then the back office.
 */
export function Boot() {
  const [state, setState] = useState<BootState | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    bootstrap()
      .catch((): BootState => 'anonymous')
      .then((result) => {
        if (!live) return;
        if (result === 'anonymous') goToLogin();
        else setState(result);
      });
    return () => {
      live = false;
    };
  }, []);

  if (state === 'loading') return <BootSpinner />;
  return (
    <Suspense fallback={<BootSpinner />}>
      {state === 'forbidden' ? (
        <AccessDenied />
      ) : state === 'totp-setup' ? (
        <SetupRequired onDone={() => setState('admin')} />
      ) : (
        <AdminApp />
      )}
    </Suspense>
  );
}
