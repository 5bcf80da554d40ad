import { useSearchParams } from 'react-router-dom';
import { searchTitle } from '@stockwatt/shared';
import { Catalogue } from './Catalogue';
import { Hero } from './Hero';
import { useTitle } from '../../components/ui';
import { useT } from '../../i18n';
import { useHashAnchor } from '../../lib/hooks';

// The hero and the catalogue's first page come from the server and hydrate together: a lazy
// catalogue would be a boundary still waiting for its code when the visitor's stored preferences
// (HT, favourites, cart) update the page, and React would then render it again from scratch.
export default function Home() {
  const t = useT();
  // A search's page is titled with its words, as the server titled it (StorefrontRoutes.home).
  useTitle(searchTitle(t('titles.search'), useSearchParams()[0].get('q')) ?? t('titles.home'));
  // 'Voir les produits', the pager and a search sent before the script has run lead to #produits.
  useHashAnchor('produits', true);
  return (
    <>
      <Hero />
      <div id="produits" style={{ scrollMarginTop: 80, minHeight: '60vh' }}>
        <Catalogue />
      </div>
    </>
  );
}
