import { useEffect, useRef, useState } from 'react';
import { Link } from './Link';
import styled from 'styled-components';
import { useAuth } from '../features/auth/AuthContext';
import { useCart } from '../features/cart/CartContext';
import { useI18n } from '../i18n';
import { company } from '../lib/company';
import { usePrefs } from '../lib/prefs';
import { CartIcon, ChatIcon, ClockIcon, HeartIcon, Logo, PhoneIcon, UserIcon } from './Icons';
import { Container } from './ui';
import { theme } from '../theme';

const Bar = styled.header`
  position: sticky;
  top: -38px;
  z-index: 50;
  background: ${theme.colors.navy};
  color: #fff;
  box-shadow: 0 1px 0 rgba(255, 255, 255, 0.06);
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: 8px;
  height: 64px;
  ${theme.mq.md} {
    gap: 12px;
    height: 72px;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: #fff;
  text-decoration: none;
  font-weight: 800;
  font-size: 20px;
  letter-spacing: -0.02em;
  margin-right: auto;
  span small {
    display: block;
    font-size: 11px;
    font-weight: 500;
    color: #aab8cc;
    letter-spacing: 0.02em;
  }
  ${theme.mq.mobile} {
    span small {
      display: none;
    }
  }
`;

const Strip = styled.div`
  background: #071629;
  color: #c9d4e5;
  font-size: 13px;
`;

const StripRow = styled(Container)`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 38px;
`;

const Hours = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-right: auto;
  white-space: nowrap;
`;

const Promise = styled.span`
  display: none;
  margin-right: auto;
  ${theme.mq.lg} {
    display: inline;
  }
`;

const FavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: #e6ecf5;
  text-decoration: none;
  font-weight: 600;
  padding: 4px 6px;
  border-radius: 6px;
  &:hover {
    color: #fff;
    background: rgba(255, 255, 255, 0.08);
  }
  .label {
    display: none;
    ${theme.mq.md} {
      display: inline;
    }
  }
`;

const RoundBtn = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 38px;
  height: 38px;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.22);
  background: transparent;
  color: #fff;
  text-decoration: none;
  flex-shrink: 0;
  transition:
    background ${theme.transition},
    border-color ${theme.transition};
  &:hover {
    background: rgba(255, 255, 255, 0.1);
    border-color: rgba(255, 255, 255, 0.45);
  }
  &[aria-expanded='true'] {
    background: ${theme.colors.amber};
    color: ${theme.colors.navy};
    border-color: transparent;
  }
  ${theme.mq.md} {
    width: 44px;
    height: 44px;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${theme.colors.amber};
  color: ${theme.colors.navy};
  font-size: 12px;
  font-weight: 800;
  line-height: 20px;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const PhoneWrap = styled.div`
  position: relative;
`;

const Popup = styled.div`
  position: absolute;
  right: -60px;
  top: calc(100% + 10px);
  background: #fff;
  color: ${theme.colors.navy};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
  padding: 14px 16px;
  min-width: 230px;
  font-size: 14px;
  a {
    display: block;
    font-size: 19px;
    font-weight: 750;
    text-decoration: none;
    font-variant-numeric: tabular-nums;
    margin: 2px 0;
  }
  span {
    color: ${theme.colors.muted};
  }
  ${theme.mq.md} {
    right: 0;
  }
`;

const Lang = styled.div`
  display: inline-flex;
  border: 1px solid rgba(255, 255, 255, 0.22);
  border-radius: ${theme.radii.pill};
  padding: 2px;
  button {
    border: 0;
    background: transparent;
    color: #c9d4e5;
    font-size: 12px;
    font-weight: 700;
    padding: 3px 8px;
    border-radius: ${theme.radii.pill};
    min-width: 32px;
  }
  button[aria-pressed='true'] {
    background: #fff;
    color: ${theme.colors.navy};
  }
`;

const AccountLink = styled(Link)`
  display: none;
  align-items: center;
  gap: 8px;
  color: #fff;
  text-decoration: none;
  font-weight: 600;
  font-size: 14px;
  padding: 0 14px;
  height: 44px;
  border-radius: ${theme.radii.sm};
  border: 1px solid rgba(255, 255, 255, 0.22);
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
  ${theme.mq.md} {
    display: inline-flex;
  }
`;

const MobileAccount = styled(RoundBtn)`
  ${theme.mq.md} {
    display: none;
  }
`;

const CartBtn = styled(RoundBtn)`
  background: ${theme.colors.amber};
  color: ${theme.colors.navy};
  border-color: transparent;
  &:hover {
    background: #ffb31f;
  }
  ${Badge} {
    background: #fff;
  }
`;

export function Header() {
  const { t, lang, setLang } = useI18n();
  const { count, setOpen } = useCart();
  const { favourites } = usePrefs();
  const { user } = useAuth();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const phoneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!phoneOpen) return;
    const onDoc = (e: MouseEvent) => {
      if (phoneRef.current && !phoneRef.current.contains(e.target as Node)) setPhoneOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPhoneOpen(false);
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [phoneOpen]);

  return (
    <Bar>
      <Strip>
        <StripRow>
          <Hours>
            <ClockIcon width={14} height={14} />
            {t('header.hours')}
          </Hours>
          <Promise>{`${t('home.reassurance.deliveryTitle')} · ${t('home.reassurance.deliveryText')}`}</Promise>
          <FavLink to="/favoris" aria-label={`${t('header.favourites')} (${favourites.length})`}>
            <HeartIcon width={15} height={15} />
            <span className="label">{t('header.favourites')}</span>
            <span className="tabular" aria-hidden="true">
              {`(${favourites.length})`}
            </span>
          </FavLink>
          <Lang role="group" aria-label={t('lang.label')}>
            <button type="button" aria-pressed={lang === 'fr'} onClick={() => setLang('fr')} lang="fr">
              FR<span className="sr-only"> – Français</span>
            </button>
            <button type="button" aria-pressed={lang === 'en'} onClick={() => setLang('en')} lang="en">
              EN<span className="sr-only"> – English</span>
            </button>
          </Lang>
        </StripRow>
      </Strip>
      <Row>
        <Brand to="/">
          <Logo />
          <span>
            Stockwatt
            <small>{t('home.eyebrow')}</small>
            <span className="sr-only">{`, ${t('header.home')}`}</span>
          </span>
        </Brand>
        <RoundBtn
          as="a"
          href={company.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('header.chat')}
          data-testid="chat-link"
        >
          <ChatIcon />
        </RoundBtn>
        <PhoneWrap ref={phoneRef}>
          <RoundBtn
            type="button"
            aria-label={t('header.phone')}
            aria-expanded={phoneOpen}
            aria-controls="phone-popup"
            onClick={() => setPhoneOpen((o) => !o)}
          >
            <PhoneIcon />
          </RoundBtn>
          {phoneOpen && (
            <Popup id="phone-popup" data-testid="phone-popup">
              <span>{t('header.callUs')}</span>
              <a href={company.phoneHref}>{company.phone}</a>
              <span>{t('footer.hours')}</span>
            </Popup>
          )}
        </PhoneWrap>
        <AccountLink to={user ? '/espace-pro' : '/login?redirect=/espace-pro'}>
          <UserIcon width={18} height={18} />
          {user ? t('header.account') : t('header.login')}
        </AccountLink>
        <MobileAccount
          as={Link}
          to={user ? '/espace-pro' : '/login?redirect=/espace-pro'}
          aria-label={user ? t('header.account') : t('header.login')}
        >
          <UserIcon />
        </MobileAccount>
        <CartBtn type="button" onClick={() => setOpen(true)} data-testid="cart-button">
          <CartIcon />
          <span className="sr-only">{`${t('header.cart')}, `}</span>
          <Badge data-testid="cart-count">{String(count)}</Badge>
          <span className="sr-only">{` ${t('header.cartCount', { count }).replace(/^\d+\s*/, '')}`}</span>
        </CartBtn>
      </Row>
    </Bar>
  );
}
