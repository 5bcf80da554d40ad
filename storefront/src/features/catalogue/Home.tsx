import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Catalogue } from './Catalogue';
import { Hero } from './Hero';
import { useTitle } from '../../components/ui';
import { useT } from '../../i18n';
import { scrollToId } from '../../lib/hooks';

// The hero and the catalogue's first page come from the server and hydrate together: a lazy
// catalogue would be a boundary still waiting for its code when the visitor's stored preferences
// (HT, favourites, cart) update the page, and React would then render it again from scratch.
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
      {/* 'Voir les produits' leads here. */}
      <div id="produits" style={{ scrollMarginTop: 80, minHeight: '60vh' }}>
        <Catalogue />
      </div>
    </>
  );
}
