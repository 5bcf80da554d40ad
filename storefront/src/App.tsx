import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import Home from './features/catalogue/Home';
import { RequireAuth } from './features/auth/RequireAuth';
import { Layout } from './components/Layout';
import { preloadable } from './lib/routeLoaders';
import { loadProductPage } from './lib/routes';

export const ProductPage = preloadable(loadProductPage as () => Promise<typeof import('./features/product/ProductPage')>);
const QuotePage = lazy(() => import('./features/quote/QuotePage'));
const LoginPage = lazy(() => import('./features/auth/LoginPage'));
const ResetPasswordPage = lazy(() => import('./features/auth/ResetPasswordPage'));
const ConfirmEmailPage = lazy(() => import('./features/auth/ConfirmEmailPage'));
const ProSpace = lazy(() => import('./features/pro/ProSpace'));
const FavouritesPage = lazy(() => import('./features/catalogue/FavouritesPage'));
const LegalPage = lazy(() => import('./features/legal/LegalPage'));
const NotFound = lazy(() => import('./NotFound'));

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="demande-devis" element={<QuotePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="mot-de-passe" element={<ResetPasswordPage />} />
        <Route path="confirmer-email" element={<ConfirmEmailPage />} />
        <Route
          path="espace-pro"
          element={
            <RequireAuth>
              <ProSpace />
            </RequireAuth>
          }
        />
        <Route path="favoris" element={<FavouritesPage />} />
        <Route path="conditions-generales" element={<LegalPage doc="terms" />} />
        <Route path="politique-confidentialite" element={<LegalPage doc="privacy" />} />
        <Route path="mentions-legales" element={<LegalPage doc="mentions" />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
