import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../i18n';
import { useCart } from '../features/cart/CartContext';
import Footer from './Footer';
import { Header } from './Header';
import { useFollowLinks } from './Link';
import { ScrollManager } from './ScrollManager';
import { Loading } from './ui';
import { theme } from '../theme';

const CartDrawer = lazy(() => import('../features/cart/CartDrawer'));

/** The drawer code loads on first open only (keeps the initial bundle small). */
function LazyDrawer() {
  const { open } = useCart();
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted ? (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  ) : null;
}

const Skip = styled.a`
  position: absolute;
  left: 8px;
  top: -60px;
  z-index: 300;
  background: #fff;
  color: ${theme.colors.navy};
  padding: 10px 14px;
  border-radius: 8px;
  font-weight: 600;
  &:focus {
    top: 8px;
  }
`;

const Main = styled.main`
  min-height: 60vh;
`;

export function Layout() {
  const t = useT();
  useFollowLinks();
  return (
    <>
      <Skip href="#contenu">{t('common.skip')}</Skip>
      <ScrollManager />
      <Header />
      <Main id="contenu" tabIndex={-1}>
        <Suspense fallback={<Loading label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </Main>
      {/* Not lazy: the server renders it, and a part still waiting for its code when the page first updates is rendered again. */}
      <Footer />
      <LazyDrawer />
    </>
  );
}
