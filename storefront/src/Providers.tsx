import type { ReactNode } from 'react';
import { AuthProvider } from './features/auth/AuthContext';
import { CartProvider } from './features/cart/CartContext';
import { ToastProvider } from './components/Toast';
import { GlobalStyle } from './GlobalStyle';
import { I18nProvider } from './i18n';
import type { Lang } from './i18n/types';
import { PrefsProvider } from './lib/prefs';

/**
 * Everything around the router, the same in the browser (boot.tsx) and on the server (entry-server.tsx).
 * `globalStyle` false: the page already has the global rules, as the server wrote them (lib/adopt-server-styles.ts).
 */
export function Providers({ children, lang, globalStyle = true }: { children: ReactNode; lang: Lang; globalStyle?: boolean }) {
  return (
    <>
      {globalStyle && <GlobalStyle />}
      <I18nProvider lang={lang}>
        <ToastProvider>
          <AuthProvider>
            <PrefsProvider>
              <CartProvider>{children}</CartProvider>
            </PrefsProvider>
          </AuthProvider>
        </ToastProvider>
      </I18nProvider>
    </>
  );
}
