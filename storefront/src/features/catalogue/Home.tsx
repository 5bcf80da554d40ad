import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Hero } from './Hero';
import { Loading, useTitle } from '../../components/ui';
import { useT } from '../../i18n';
import { scrollToId } from '../../lib/hooks';

// The hero renders with the first bundle (it is the LCP); the catalogue streams in after.
const Catalogue = lazy(() => import('./Catalogue').then((m) => ({ default: m.Catalogue })));

export default function Home() {
  const t = useT();
  useTitle(t('titles.home'));
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#produits') window.setTimeout(() => scrollToId('produits', false), 50);
  }, [hash]);
  return (
    <>
      <Hero />
      {/* The anchor exists before the catalogue chunk arrives, so 'Voir les produits' always scrolls. */}
      <div id="produits" style={{ scrollMarginTop: 80, minHeight: '60vh' }}>
        <Suspense fallback={<Loading label={t('common.loading')} />}>
          <Catalogue />
        </Suspense>
      </div>
    </>
  );
}
