import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import Home from './pages/Home';
import { RequireAuth } from './auth/RequireAuth';
import { Layout } from './components/Layout';
import { preloadable } from './lib/routeLoaders';
import { loadProductPage } from './lib/routes';

export const ProductPage = preloadable(loadProductPage as () => Promise<typeof import('./pages/ProductPage')>);
const QuotePage = lazy(() => import('./pages/QuotePage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const ConfirmEmailPage = lazy(() => import('./pages/ConfirmEmailPage'));
const ProSpace = lazy(() => import('./pages/ProSpace'));
const FavouritesPage = lazy(() => import('./pages/FavouritesPage'));
const LegalPage = lazy(() => import('./pages/LegalPage'));
const NotFound = lazy(() => import('./pages/NotFound'));

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
