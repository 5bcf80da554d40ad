import './cart.messages';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import styled, { css } from 'styled-components';
import { useCart } from './CartContext';
import { useI18n } from '../../i18n';
import { usePrefs } from '../../lib/prefs';
import { CartIcon, TrashIcon, TruckIcon } from '../../components/Icons';
import { TotalsList } from '../../components/Totals';
import { Button } from '../../components/ui';
import { theme } from '../../theme';

export const FREE_DELIVERY_TTC = 500;

const Overlay = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 200;
  background: rgba(7, 22, 41, 0.55);
  opacity: ${(p) => (p.$open ? 1 : 0)};
  pointer-events: ${(p) => (p.$open ? 'auto' : 'none')};
  transition: opacity 200ms ease;
`;

const Panel = styled.aside<{ $open: boolean }>`
  position: fixed;
  z-index: 201;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(440px, 100vw);
  background: #fff;
  box-shadow: ${theme.shadows.lg};
  display: flex;
  flex-direction: column;
  transform: translateX(${(p) => (p.$open ? '0' : '100%')});
  transition:
    transform 220ms ease,
    visibility 220ms;
  ${(p) =>
    !p.$open &&
    css`
      visibility: hidden;
    `}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px;
  border-bottom: 1px solid ${theme.colors.border};
  h2 {
    margin: 0;
    font-size: 20px;
  }
  button {
    width: 40px;
    height: 40px;
    border-radius: 8px;
    border: 0;
    background: ${theme.colors.bg};
    font-size: 22px;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 8px 20px;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr auto;
  gap: 12px;
  padding: 14px 0;
  border-bottom: 1px solid ${theme.colors.border};
  img {
    width: 64px;
    height: 64px;
    object-fit: contain;
    background: ${theme.colors.bg};
    border-radius: 8px;
  }
  .name {
    font-weight: 600;
    font-size: 14px;
    line-height: 1.3;
    color: ${theme.colors.navy};
    text-decoration: none;
  }
  .name:hover {
    text-decoration: underline;
  }
  .ref {
    font-family: ${theme.mono};
    font-size: 12px;
    color: ${theme.colors.muted};
  }
  .unit {
    font-size: 13px;
    color: ${theme.colors.muted};
  }
  .total {
    font-weight: 700;
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.colors.border};
  border-radius: 8px;
  margin-top: 8px;
  button {
    width: 34px;
    height: 34px;
    border: 0;
    background: none;
    font-size: 18px;
    font-weight: 600;
    color: ${theme.colors.navy};
  }
  button:hover {
    background: ${theme.colors.bg};
  }
  input {
    width: 44px;
    height: 34px;
    border: 0;
    text-align: center;
    font-variant-numeric: tabular-nums;
    -moz-appearance: textfield;
  }
  input::-webkit-inner-spin-button {
    -webkit-appearance: none;
  }
`;

const Remove = styled.button`
  margin-top: 8px;
  border: 0;
  background: none;
  color: ${theme.colors.muted};
  width: 34px;
  height: 34px;
  border-radius: 8px;
  float: right;
  &:hover {
    color: ${theme.colors.red};
    background: ${theme.colors.redSoft};
  }
`;

const Foot = styled.div`
  border-top: 1px solid ${theme.colors.border};
  padding: 16px 20px 20px;
  display: grid;
  gap: 10px;
  background: ${theme.colors.bg};
`;

const Free = styled.div<{ $pct: number }>`
  font-size: 13px;
  color: ${theme.colors.navy};
  display: grid;
  gap: 6px;
  span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .bar {
    height: 6px;
    border-radius: 3px;
    background: ${theme.colors.border};
    overflow: hidden;
  }
  .bar::after {
    content: '';
    display: block;
    height: 100%;
    width: ${(p) => p.$pct}%;
    background: ${(p) => (p.$pct >= 100 ? theme.colors.green : theme.colors.amber)};
  }
`;

const Empty = styled.div`
  text-align: center;
  padding: 48px 12px;
  color: ${theme.colors.muted};
  svg {
    width: 48px;
    height: 48px;
    color: ${theme.colors.border};
  }
  p:first-of-type {
    font-weight: 700;
    color: ${theme.colors.navy};
    font-size: 17px;
    margin-top: 12px;
  }
`;

export function CartDrawer() {
  const { t, formatPrice } = useI18n();
  const { items, open, setOpen, setQuantity, remove, clear, totalHT, totalTTC, count } = useCart();
  const { tax } = usePrefs();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
      if (e.key === 'Tab' && panelRef.current) {
        const f = panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea');
        if (!f.length) return;
        const first = f[0];
        const last = f[f.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      previous?.focus?.();
    };
  }, [open, setOpen]);

  const pct = Math.min(100, Math.round((totalTTC / FREE_DELIVERY_TTC) * 100));
  const remaining = Math.max(0, Math.round((FREE_DELIVERY_TTC - totalTTC) * 100) / 100);

  return (
    <>
      <Overlay $open={open} onClick={() => setOpen(false)} aria-hidden="true" />
      <Panel
        ref={panelRef}
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-title"
        aria-hidden={!open}
        inert={!open}
        data-testid="cart-drawer"
      >
        <Head>
          <h2 id="cart-title">
            {`${t('cart.title')} `}
            <span className="tabular">{`(${count})`}</span>
          </h2>
          <button ref={closeRef} type="button" aria-label={t('common.close')} onClick={() => setOpen(false)}>
            ×
          </button>
        </Head>
        <Body>
          {items.length === 0 ? (
            <Empty>
              <CartIcon />
              <p>{t('cart.empty')}</p>
              <p>{t('cart.emptyHint')}</p>
              <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
                {t('cart.continue')}
              </Button>
            </Empty>
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((i) => {
                const unit = tax === 'HT' ? i.price_ht : i.price_ttc;
                return (
                  <Line key={i.id} data-testid="cart-line">
                    <img src={i.image ?? '/favicon.svg'} alt="" width={64} height={64} loading="lazy" />
                    <div>
                      <Link className="name" to={`/product/${i.id}`} onClick={() => setOpen(false)}>
                        {i.name}
                      </Link>
                      <div className="ref">{i.reference}</div>
                      <div className="unit tabular">{t('cart.unit', { price: `${formatPrice(unit)} ${tax}` })}</div>
                      <Stepper>
                        <button
                          type="button"
                          aria-label={t('cart.decrease', { name: i.name })}
                          onClick={() => setQuantity(i.id, i.quantity - 1)}
                        >
                          −
                        </button>
                        <input
                          type="number"
                          min={0}
                          inputMode="numeric"
                          aria-label={t('cart.quantity', { name: i.name })}
                          value={i.quantity}
                          onChange={(e) => {
                            const v = parseInt(e.target.value, 10);
                            if (!Number.isNaN(v)) setQuantity(i.id, v);
                          }}
                        />
                        <button
                          type="button"
                          aria-label={t('cart.increase', { name: i.name })}
                          onClick={() => setQuantity(i.id, i.quantity + 1)}
                        >
                          +
                        </button>
                      </Stepper>
                    </div>
                    <div>
                      <div className="total">{formatPrice(Math.round(unit * i.quantity * 100) / 100)}</div>
                      <Remove type="button" aria-label={t('cart.remove', { name: i.name })} onClick={() => remove(i.id)}>
                        <TrashIcon width={18} height={18} />
                      </Remove>
                    </div>
                  </Line>
                );
              })}
            </ul>
          )}
        </Body>
        {items.length > 0 && (
          <Foot>
            <Free $pct={pct}>
              <span>
                <TruckIcon width={16} height={16} />
                {remaining <= 0 ? t('cart.freeReached') : t('cart.freeRemaining', { amount: formatPrice(remaining) })}
              </span>
              <div className="bar" aria-hidden="true" />
            </Free>
            <TotalsList>
              <dt>{t('cart.totalHT')}</dt>
              <dd data-testid="cart-total-ht">{formatPrice(totalHT)}</dd>
              <dt className="ttc">{t('cart.totalTTC')}</dt>
              <dd className="ttc" data-testid="cart-total-ttc">
                {formatPrice(totalTTC)}
              </dd>
            </TotalsList>
            <Button
              type="button"
              $block
              $size="lg"
              onClick={() => {
                setOpen(false);
                navigate('/demande-devis?panier=1');
              }}
            >
              {t('cart.requestQuote')}
            </Button>
            <Button type="button" $variant="ghost" $size="sm" onClick={clear}>
              {t('cart.clear')}
            </Button>
          </Foot>
        )}
      </Panel>
    </>
  );
}

export default CartDrawer;
