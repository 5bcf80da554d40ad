import { useState } from 'react';
import styled from 'styled-components';
import { api } from '../../api/client';
import type { ProductDetail, ProductSummary } from '@stockwatt/shared';
import { Button } from '../../components/ui';
import { useI18n } from '../../i18n';
import { theme } from '../../theme';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  img {
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: contain;
    background: linear-gradient(180deg, #f8fafc, #e6ebf1);
  }
  .body {
    padding: 16px;
    display: flex;
    flex-direction: column;
    gap: 10px;
    flex: 1;
  }
  h3 {
    margin: 0;
    font-size: 18px;
  }
  p,
  li {
    margin: 0;
    color: ${theme.colors.muted};
    font-size: 15px;
  }
  /* The full description: its headings repeat the card's title. */
  .full {
    display: grid;
    gap: 6px;
  }
  .full h1,
  .full h2,
  .full h3 {
    display: none;
  }
  .full ul,
  .full ol {
    margin: 0;
    padding-left: 20px;
  }
  .dots {
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.bg};
    border-radius: 999px;
    font-weight: 800;
    padding: 0 10px;
    height: 28px;
    margin-left: 6px;
    line-height: 1;
    vertical-align: middle;
  }
  .cta {
    margin-top: auto;
  }
`;

/**
 * A battery solution: its summary (the API's first sentence of the description), the whole
 * description behind the dots button (read when first asked for), and a quote request.
 */
export function SolutionCard({ product, onQuote }: { product: ProductSummary; onQuote: (name: string) => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState<string | null>(null);
  const toggle = () => {
    if (!open && full === null)
      api<ProductDetail>(`/products/${product.id}`)
        .then((d) => setFull(d.description))
        .catch(() => undefined);
    setOpen((o) => !o);
  };
  const dots = product.summary ? (
    <button
      type="button"
      className="dots"
      aria-expanded={open}
      aria-label={open ? t('pro.less', { name: product.name }) : t('pro.more', { name: product.name })}
      onClick={toggle}
    >
      {open ? '−' : '…'}
    </button>
  ) : null;

  return (
    <Card data-testid="solution-card">
      <img src={product.image_card_url ?? product.image_url ?? '/favicon.svg'} alt={product.name} width={480} height={300} loading="lazy" />
      <div className="body">
        <h3>{product.name}</h3>
        {open && full ? (
          <div>
            <div className="full" dangerouslySetInnerHTML={{ __html: full }} />
            {dots}
          </div>
        ) : (
          <p>
            {product.summary || `${product.name}.`}
            {dots}
          </p>
        )}
        <Button type="button" className="cta" $block onClick={() => onQuote(product.name)}>
          {t('pro.quoteButton')}
        </Button>
      </div>
    </Card>
  );
}
