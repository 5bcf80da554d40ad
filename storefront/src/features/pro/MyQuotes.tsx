import { Link } from '../../components/Link';
import styled from 'styled-components';
import { QUOTE_STATUS_RULES, quoteThreadPath, type BuyerQuoteTone, type MyQuote } from '@stockwatt/shared';
import { useI18n } from '../../i18n';
import { OfferBadge } from '../offers/Badges';
import { PdfLink } from '../offers/PdfLink';
import { listState, ProListSection } from './ProListSection';
import { ProTable } from './ProTable';
import { useLatestOffers, type LatestOffer } from './useMyQuotes';
import { theme } from '../../theme';

const Status = styled.span<{ $tone: BuyerQuoteTone }>`
  display: inline-block;
  border-radius: 999px;
  padding: 2px 10px;
  font-weight: 700;
  font-size: 13px;
  background: ${(p) => (p.$tone === 'done' ? theme.colors.greenSoft : p.$tone === 'progress' ? '#e7efff' : theme.colors.amberSoft)};
  color: ${(p) => (p.$tone === 'done' ? theme.colors.green : p.$tone === 'progress' ? '#1d4ed8' : '#7a4d00')};
`;

const OfferCell = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 10px;
  font-weight: 500;
  .number {
    font-family: ${theme.mono};
    font-size: 13px;
  }
`;

function LatestOfferCell({ quoteId, offer }: { quoteId: number; offer: LatestOffer | undefined }) {
  const { t } = useI18n();
  if (offer === undefined) return null;
  if (offer === 'failed') return <span>{t('pro.offersError')}</span>;
  if (offer === null) return <span style={{ color: '#4a5a70' }}>{t('pro.noOffer')}</span>;
  const number = offer.number ?? '';
  return (
    <OfferCell>
      <span className="number">{t('pro.offerLine', { number, version: offer.version })}</span>
      <OfferBadge state={offer.state} />
      <PdfLink quoteId={quoteId} offerId={offer.id} number={number} keyParam={null} />
    </OfferCell>
  );
}

/** The signed-in buyer's quote requests, where each stands, and its newest offer (null while they load). */
export function MyQuotes({ quotes, failed }: { quotes: MyQuote[] | null; failed: boolean }) {
  const { t, formatDate } = useI18n();
  const offers = useLatestOffers(quotes);
  return (
    <ProListSection
      id="devis"
      title={t('pro.quotesTitle')}
      state={listState(quotes, failed)}
      error={t('pro.quotesError')}
      empty={t('pro.quotesEmpty')}
    >
      {quotes && (
        <ProTable data-testid="my-quotes">
          <thead>
            <tr>
              <th scope="col">{t('pro.colDate')}</th>
              <th scope="col">{t('pro.colSubject')}</th>
              <th scope="col">{t('pro.colItems')}</th>
              <th scope="col">{t('pro.colStatus')}</th>
              <th scope="col">{t('pro.colOffers')}</th>
            </tr>
          </thead>
          <tbody>
            {quotes.map((q) => (
              <tr key={q.id}>
                <td>{formatDate(q.created_at, 'short')}</td>
                <td className="wide">
                  <Link to={quoteThreadPath(q.id)} aria-label={t('pro.openQuote', { subject: q.subject })}>
                    {q.subject}
                  </Link>
                </td>
                <td>{t('header.cartCount', { count: q.items?.reduce((s, i) => s + i.quantity, 0) ?? 0 })}</td>
                <td>
                  <Status $tone={QUOTE_STATUS_RULES[q.status].buyer.tone}>
                    {t(`pro.status.${QUOTE_STATUS_RULES[q.status].buyer.state}`)}
                  </Status>
                </td>
                <td className="wide">
                  <LatestOfferCell quoteId={q.id} offer={offers[q.id]} />
                </td>
              </tr>
            ))}
          </tbody>
        </ProTable>
      )}
    </ProListSection>
  );
}
