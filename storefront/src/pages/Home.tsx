import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Catalogue } from '../components/Catalogue';
import { Hero } from '../components/Hero';
import { useTitle } from '../components/ui';
import { useT } from '../i18n';
import { scrollToId } from '../lib/hooks';

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
      <Catalogue />
    </>
  );
}
