import './quote.messages';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCart } from '../cart/CartContext';
import { ClockIcon, PhoneIcon, ShieldIcon, TruckIcon } from '../../components/Icons';
import { QuoteForm } from './QuoteForm';
import { Container, PageHeader, useTitle } from '../../components/ui';
import { useT } from '../../i18n';
import { company } from '../../lib/company';
import { theme } from '../../theme';

const Layout = styled(Container)`
  display: grid;
  gap: 24px;
  margin-top: -24px;
  ${theme.mq.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
  }
`;

const Card = styled.div`
  background: #fff;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
  padding: 20px;
  ${theme.mq.md} {
    padding: 32px;
  }
`;

const Side = styled.aside`
  display: grid;
  gap: 12px;
  ${theme.mq.lg} {
    margin-top: 24px;
  }
  div {
    display: flex;
    gap: 12px;
    background: #fff;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    padding: 16px;
  }
  svg {
    flex-shrink: 0;
    color: ${theme.colors.amberDark};
  }
  h2 {
    font-size: 16px;
    margin: 0 0 2px;
  }
  p {
    margin: 0;
    font-size: 14px;
    color: ${theme.colors.muted};
  }
  a {
    font-weight: 700;
    color: ${theme.colors.navy};
    font-size: 18px;
    text-decoration: none;
    font-variant-numeric: tabular-nums;
  }
`;

export default function QuotePage() {
  const t = useT();
  useTitle(t('titles.quote'));
  const [params] = useSearchParams();
  const { items, clear } = useCart();
  const fromCart = params.get('panier') === '1';
  const ref = params.get('ref') ?? undefined;
  const search = params.get('recherche') ?? undefined;
  return (
    <>
      <PageHeader>
        <Container>
          <h1>{t('quote.title')}</h1>
          <p>{t('quote.intro')}</p>
        </Container>
      </PageHeader>
      <Layout>
        <Card>
          <QuoteForm
            initialReference={ref}
            initialSearch={search}
            cartItems={fromCart ? items : undefined}
            onSent={(withCart) => withCart && clear()}
          />
        </Card>
        <Side>
          <div>
            <ClockIcon />
            <span>
              <h2>{t('quote.side1Title')}</h2>
              <p>{t('quote.side1Text')}</p>
            </span>
          </div>
          <div>
            <TruckIcon />
            <span>
              <h2>{t('quote.side2Title')}</h2>
              <p>{t('quote.side2Text')}</p>
            </span>
          </div>
          <div>
            <ShieldIcon />
            <span>
              <h2>{t('quote.side3Title')}</h2>
              <p>{t('quote.side3Text')}</p>
            </span>
          </div>
          <div>
            <PhoneIcon />
            <span>
              <h2>{t('header.callUs')}</h2>
              <a href={company.phoneHref}>{company.phone}</a>
            </span>
          </div>
        </Side>
      </Layout>
    </>
  );
}
