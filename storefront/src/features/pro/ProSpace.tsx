import { useRef } from 'react';
import { Container, SectionTitle, useTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { useAuth } from '../auth/AuthContext';
import { scrollToId } from '../../lib/hooks';
import { QuoteForm, type QuoteFormHandle } from '../quote/QuoteForm';
import { BrandCarousel } from './BrandCarousel';
import { MyCompany } from './MyCompany';
import { MyOrders } from './MyOrders';
import { MyQuotes } from './MyQuotes';
import { ProHero } from './ProHero';
import { Card, Section, Two } from './ProSpace.styles';
import { Solutions } from './Solutions';
import { useCompanyProfile } from './useCompany';
import { useMyQuotes } from './useMyQuotes';
import { Warehouses } from './Warehouses';

export default function ProSpace() {
  const { t } = useI18n();
  useTitle(t('titles.pro'));
  const formRef = useRef<QuoteFormHandle>(null);
  const { quotes, failed, reload } = useMyQuotes();
  // Only a pro account has a company (an administrator may look at the space too).
  const { user } = useAuth();
  const isPro = user?.role === 'pro';
  const company = useCompanyProfile(isPro);

  // A solution's quote button fills the form's subject, scrolls to it and focuses it once the scroll is over.
  const onQuote = (name: string) => {
    formRef.current?.prefill(t('pro.quoteFor', { name }));
    scrollToId('contact');
    window.setTimeout(() => formRef.current?.focus(), 800);
  };

  return (
    <>
      <ProHero />
      <BrandCarousel />
      <Solutions onQuote={onQuote} />
      <Section id="contact" aria-labelledby="contact-title">
        <Container>
          <Two>
            <Card>
              <SectionTitle id="contact-title">{t('pro.contactTitle')}</SectionTitle>
              <p style={{ color: '#4a5a70' }}>{t('pro.contactText')}</p>
              <QuoteForm ref={formRef} idPrefix="pro-quote" onSent={reload} company={company} />
            </Card>
            <Warehouses />
          </Two>
        </Container>
      </Section>
      <MyQuotes quotes={quotes} failed={failed} />
      {isPro && <MyCompany profile={company.profile} failed={company.failed} onSaved={company.setProfile} />}
      <MyOrders />
    </>
  );
}
