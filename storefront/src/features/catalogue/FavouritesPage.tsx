import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import type { ProductSummary } from '@stockwatt/shared';
import { HeartIcon } from '../../components/Icons';
import { ButtonLink, Container, EmptyState, Loading, PageHeader, useTitle } from '../../components/ui';
import { useT } from '../../i18n';
import { usePrefs } from '../../lib/prefs';
import { ProductGrid } from './ProductCard';

export default function FavouritesPage() {
  const t = useT();
  useTitle(t('titles.favourites'));
  const { favourites } = usePrefs();
  const [products, setProducts] = useState<Record<number, ProductSummary | null>>({});

  useEffect(() => {
    const missing = favourites.filter((id) => !(id in products));
    if (!missing.length) return;
    void Promise.all(
      missing.map((id) =>
        api<ProductSummary>(`/products/${id}`)
          .then((p) => [id, p] as const)
          .catch(() => [id, null] as const),
      ),
    ).then((entries) => setProducts((prev) => ({ ...prev, ...Object.fromEntries(entries) })));
  }, [favourites, products]);

  const loading = favourites.some((id) => !(id in products));
  const list = favourites.map((id) => products[id]).filter((p): p is ProductSummary => !!p);

  return (
    <>
      <PageHeader>
        <Container>
          <h1>{t('favourites.title')}</h1>
          <p>{t('favourites.text')}</p>
        </Container>
      </PageHeader>
      <Container style={{ paddingTop: 32 }}>
        {favourites.length === 0 ? (
          <EmptyState>
            <HeartIcon />
            <h2>{t('favourites.empty')}</h2>
            <p>{t('favourites.hint')}</p>
            <ButtonLink to="/#produits" $variant="dark">
              {t('favourites.browse')}
            </ButtonLink>
          </EmptyState>
        ) : loading && list.length === 0 ? (
          <Loading label={t('common.loading')} />
        ) : (
          <ProductGrid products={list} />
        )}
      </Container>
    </>
  );
}
