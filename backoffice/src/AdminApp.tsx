import { lazy } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, Error, LoadingPage, NotFound, Notification, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { theme } from './theme';
import { Layout } from './Layout';
import products from './products';
import suppliers from './suppliers';
import searchSynonyms from './search-synonyms';
import quotes from './quotes';
import reviews from './reviews';
import users from './users';
import partners from './partners';
import orders from './orders';
import deliveries from './deliveries';

const CatchAll = () => <NotFound />;
const SecurityPage = lazy(() => import('./security/SecurityPage'));
// The first screen after sign-in, in a chunk of its own (the first-screen budget is the shell's).
const Dashboard = lazy(() => import('./dashboard/Dashboard'));

/** The back office itself, once the session is known to be an administrator's. */
export default function AdminApp() {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme}>
      {/* AdminUI without its login, auth-callback and welcome pages: Boot has already checked
          the session (no login page here), and they would only weigh on the first screen. */}
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title="Stockwatt"
          layout={Layout}
          dashboard={Dashboard}
          loginPage={false}
          catchAll={CatchAll}
          error={Error}
          loading={LoadingPage}
          ready={LoadingPage}
          disableTelemetry
        >
          <Resource name="products" {...products} />
          <Resource name="suppliers" {...suppliers} />
          <Resource name="search-synonyms" {...searchSynonyms} />
          <Resource name="quotes" {...quotes} />
          <Resource name="reviews" {...reviews} />
          <Resource name="users" {...users} />
          <Resource name="partners" {...partners} />
          <Resource name="orders" {...orders} />
          <Resource name="deliveries" {...deliveries} />
          <CustomRoutes>
            {/* The menu's former address of Commandes (bookmarks): the orders resource now. */}
            <Route path="/commandes" element={<Navigate to="/orders" replace />} />
            <Route path="/securite" element={<SecurityPage />} />
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
