// First import on purpose: starts route data and chunk downloads before React evaluates.
import { routeReady } from './preload';
import '@fontsource-variable/inter/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { App } from './App';
import { AuthProvider } from './auth/AuthContext';
import { CartProvider } from './cart/CartContext';
import { ToastProvider } from './components/Toast';
import { GlobalStyle } from './GlobalStyle';
import { I18nProvider } from './i18n';
import { PrefsProvider } from './lib/prefs';
import { theme } from './theme';

// A deep link renders once with its chunk and data (at most 800 ms of waiting), no fallback flash.
void Promise.race([routeReady, new Promise((r) => setTimeout(r, 800))]).then(() =>
  createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nProvider>
        <ToastProvider>
          <AuthProvider>
            <PrefsProvider>
              <CartProvider>
                <BrowserRouter>
                  <App />
                </BrowserRouter>
              </CartProvider>
            </PrefsProvider>
          </AuthProvider>
        </ToastProvider>
      </I18nProvider>
    </ThemeProvider>
  </StrictMode>,
),
);
