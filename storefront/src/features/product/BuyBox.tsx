import '../cart/cart.messages';
import styled from 'styled-components';
import type { ProductDetail } from '@stockwatt/shared';
import { TruckIcon } from '../../components/Icons';
import { useToast } from '../../components/Toast';
import { Button, ButtonLink } from '../../components/ui';
import { useI18n } from '../../i18n';
import { usePrefs } from '../../lib/prefs';
import { useCart } from '../cart/CartContext';
import { StockLine } from '../catalogue/ProductCard';
import { theme } from '../../theme';

const Buy = styled.div`
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  padding: 18px;
  display: grid;
  gap: 12px;
  .price {
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 10px;
    font-variant-numeric: tabular-nums;
  }
  .now {
    font-size: 32px;
    font-weight: 800;
    color: ${theme.colors.navy};
    letter-spacing: -0.02em;
  }
  .now small {
    font-size: 16px;
    font-weight: 700;
    margin-left: 6px;
    color: ${theme.colors.muted};
  }
  s {
    color: ${theme.colors.muted};
    font-size: 17px;
  }
  .alt {
    font-size: 13px;
    color: ${theme.colors.muted};
    margin: -8px 0 0;
    font-variant-numeric: tabular-nums;
  }
  .actions {
    display: grid;
    gap: 10px;
    ${theme.mq.md} {
      grid-template-columns: 1fr 1fr;
    }
  }
  .free {
    display: flex;
    align-items: center;
    gap: 8px;
    color: ${theme.colors.green};
    font-weight: 600;
    font-size: 14px;
    margin: 0;
  }
`;

/** Price in the chosen tax mode (the other one below it), stock, add to cart and quote request. */
export function BuyBox({ product }: { product: ProductDetail }) {
  const { t, formatPrice } = useI18n();
  const { tax } = usePrefs();
  const { add } = useCart();
  const toast = useToast();
  const ht = tax === 'HT';
  const price = ht ? product.price_ht : product.price_ttc;
  const original = ht ? product.original_price_ht : product.original_price_ttc;
  const outOfStock = product.stock_display === 'on_order';

  const addToCart = () => {
    const qty = add({
      id: product.id,
      name: product.name,
      reference: product.reference,
      image: product.image_card_url ?? product.image_url,
      price_ttc: product.price_ttc,
      price_ht: product.price_ht,
    });
    toast({
      title: t('cart.added'),
      description: qty > 1 ? t('cart.addedQty', { name: product.name, count: qty }) : product.name,
      variant: 'success',
      duration: 3000,
    });
  };

  return (
    <Buy>
      <div className="price">
        <span className="now" data-testid="product-price">
          {formatPrice(price)}
          <small>{ht ? t('product.ht') : t('product.ttc')}</small>
        </span>
        {original && original > price ? (
          <s aria-label={t('product.was')} data-testid="original-price">
            {formatPrice(original)}
          </s>
        ) : null}
      </div>
      <p className="alt">
        {ht ? `${formatPrice(product.price_ttc)} ${t('product.ttc')}` : `${formatPrice(product.price_ht)} ${t('product.ht')}`}
      </p>
      <StockLine product={product} />
      <div className="actions">
        <Button type="button" $size="lg" disabled={outOfStock} onClick={addToCart} data-testid="add-to-cart">
          {outOfStock ? t('product.outOfStock') : t('product.addToCart')}
        </Button>
        <ButtonLink to={`/demande-devis?ref=${encodeURIComponent(product.reference)}`} $variant="secondary" $size="lg">
          {t('product.quote')}
        </ButtonLink>
      </div>
      <p className="free">
        <TruckIcon width={18} height={18} />
        <span>
          <strong>{t('product.freeDelivery')}</strong>
          {` ${t('product.freeFrom')}`}
        </span>
      </p>
    </Buy>
  );
}
