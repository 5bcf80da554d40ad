import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { api } from '../../api/client';
import type { CataloguePage } from '@stockwatt/shared';
import { Container } from '../../components/ui';
import { useI18n } from '../../i18n';
import { company } from '../../lib/company';
import { usePrefersReducedMotion } from '../../lib/hooks';
import { theme } from '../../theme';

const Logos = styled.div`
  background: #fff;
  border-top: 1px solid ${theme.colors.border};
  border-bottom: 1px solid ${theme.colors.border};
  padding: 20px 0;
  overflow: hidden;
  h2 {
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${theme.colors.muted};
    text-align: center;
    margin-bottom: 14px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: 12px;
    ${theme.mq.md} {
      grid-template-columns: repeat(6, 1fr);
    }
  }
  li {
    height: 56px;
    display: flex;
    align-items: center;
    justify-content: center;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    font-weight: 800;
    font-size: 17px;
    letter-spacing: -0.01em;
    color: ${theme.colors.navySoft};
    text-align: center;
    padding: 0 6px;
    line-height: 1.15;
    ${theme.mq.mobile} {
      font-size: 14px;
      height: 48px;
    }
    transition: transform 250ms ease;
    background: ${theme.colors.bg};
  }
  li:first-child {
    border-color: ${theme.colors.amber};
  }
`;

/** Six manufacturer brands: the catalogue's most represented ones (facets of the whole catalogue), the company's list until they arrive. */
function useTopBrands(): string[] {
  const [brands, setBrands] = useState<string[]>(company.brands);
  useEffect(() => {
    api<CataloguePage>('/products?page=1&pageSize=1')
      .then((all) => {
        const top = [...all.facets.brands]
          .sort((a, b) => (b.count ?? 0) - (a.count ?? 0) || a.value.localeCompare(b.value))
          .map((b) => b.value);
        if (top.length) setBrands([...new Set([...top, ...company.brands])].slice(0, 6));
      })
      .catch(() => undefined);
  }, []);
  return brands;
}

/** The brands we stock, one step to the left every 3 s (not for visitors who asked for less motion). */
export function BrandCarousel() {
  const { t } = useI18n();
  const brands = useTopBrands();
  const reduce = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (reduce) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % brands.length), 3000);
    return () => window.clearInterval(id);
  }, [reduce, brands.length]);

  return (
    <Logos aria-labelledby="brands-title">
      <Container>
        <h2 id="brands-title">{t('pro.brandsTitle')}</h2>
        <ul data-testid="brand-carousel" data-index={index}>
          {[...brands.slice(index), ...brands.slice(0, index)].map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </Container>
    </Logos>
  );
}
