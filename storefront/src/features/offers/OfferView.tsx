import styled from 'styled-components';
import type { BuyerOffer } from '@stockwatt/shared';
import { OFFER_STATUS } from '@stockwatt/shared';
import { TotalsList } from '../../components/Totals';
import { useI18n } from '../../i18n';
import { stackedRows } from '../pro/ProTable';
import { OfferBadge } from './Badges';
import { PdfLink } from './PdfLink';
import { theme } from '../../theme';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
  h2,
  h3 {
    margin: 0;
    font-size: 20px;
    /* Inter's contextual forms space the hyphens of DEV-2026-00042 out between capitals and figures. */
    font-feature-settings:
      'cv11',
      'ss01',
      'calt' 0;
  }
`;

const Meta = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.muted};
  font-size: 14px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 16px;
`;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  th,
  td {
    padding: 10px 8px;
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: baseline;
  }
  th {
    color: ${theme.colors.muted};
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    background: ${theme.colors.bg};
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  .ref {
    font-family: ${theme.mono};
    font-size: 13px;
    white-space: nowrap;
  }
  ${theme.mq.mobile} {
    ${stackedRows}
    tr {
      gap: 2px 12px;
      padding: 10px 0;
    }
    /* The name shares its row with the line's total: it wraps in its own column, a long free
       line (« Mise en service… (forfait) ») included, and never runs under the amount. */
    td.label {
      grid-column: 1;
      grid-row: 1;
      min-width: 0;
      overflow-wrap: anywhere;
      font-weight: 600;
    }
    td.ref {
      grid-column: 1 / -1;
    }
    td[data-label]::before {
      content: attr(data-label) ' ';
      color: ${theme.colors.muted};
      font-size: 12px;
    }
    td.num {
      text-align: left;
    }
    td.total {
      grid-column: 2;
      grid-row: 1;
      font-weight: 700;
      text-align: right;
    }
  }
`;

const Totals = styled(TotalsList)`
  margin: 16px 0 0 auto;
  max-width: 340px;
  gap: 6px 0;
  dd {
    padding-left: 16px;
  }
  .ttc {
    border-top: 1px solid ${theme.colors.border};
    padding-top: 8px;
  }
`;

const Note = styled.div`
  margin-top: 16px;
  background: ${theme.colors.bg};
  border-left: 3px solid ${theme.colors.amber};
  padding: 10px 14px;
  border-radius: ${theme.radii.sm};
  font-size: 14px;
  white-space: pre-line;
  strong {
    display: block;
    margin-bottom: 4px;
  }
`;

const Outcome = styled.p`
  margin: 16px 0 0;
  font-size: 14px;
  font-weight: 600;
`;

/** The lines table's columns: their titles' keys (offers.*) and alignment. */
const COLUMNS = [
  ['colLabel', undefined],
  ['colReference', undefined],
  ['colQuantity', 'num'],
  ['colUnit', 'num'],
  ['colDiscount', 'num'],
  ['colTotal', 'num'],
] as const;

/** One offer as sent (totals as the API computed them), read only; `heading` is its title's level. */
export function OfferView({
  offer,
  quoteId,
  keyParam,
  heading = 'h2',
}: {
  offer: BuyerOffer;
  quoteId: number;
  keyParam: string | null;
  heading?: 'h2' | 'h3';
}) {
  const { t, formatPrice, formatDate, formatNumber } = useI18n();
  const number = offer.number ?? '';
  const Title = heading;
  const titleId = `offer-${offer.id}-title`;
  return (
    <article aria-labelledby={titleId} data-testid="offer">
      <Head>
        <Title id={titleId}>
          {t('offers.offerTitle', { number })}{' '}
          <small style={{ fontWeight: 500, fontSize: 15 }}>· {t('offers.version', { version: offer.version })}</small>
        </Title>
        <OfferBadge state={offer.state} />
      </Head>
      <Meta>
        {offer.sent_at && <span>{t('offers.sentOn', { date: formatDate(offer.sent_at) })}</span>}
        <span>{t('offers.validUntil', { date: formatDate(offer.valid_until) })}</span>
        <PdfLink quoteId={quoteId} offerId={offer.id} number={number} keyParam={keyParam} />
      </Meta>
      <Lines>
        <caption>{t('offers.linesCaption', { number })}</caption>
        <thead>
          <tr>
            {COLUMNS.map(([key, className]) => (
              <th key={key} scope="col" className={className}>
                {t(`offers.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {offer.lines.map((line, i) => (
            <tr key={i}>
              <td className="label">{line.label}</td>
              <td className="ref">{line.reference ?? ''}</td>
              <td className="num" data-label={`${t('offers.colQuantity')} :`}>
                {formatNumber(line.quantity)}
              </td>
              <td className="num" data-label={`${t('offers.colUnit')} :`}>
                {formatPrice(line.unitPriceHt)}
              </td>
              <td className="num" data-label={line.discountPercent ? `${t('offers.colDiscount')} :` : undefined}>
                {line.discountPercent ? `−${formatNumber(line.discountPercent, line.discountPercent % 1 ? 1 : 0)} %` : ''}
              </td>
              <td className="num total">{formatPrice(line.totalHt)}</td>
            </tr>
          ))}
        </tbody>
      </Lines>
      <Totals data-testid="offer-totals">
        <dt>{t('offers.goods')}</dt>
        <dd>{formatPrice(offer.goods_ht)}</dd>
        <dt>{t('offers.delivery')}</dt>
        <dd>{offer.delivery_ht === 0 ? t('offers.deliveryFree') : formatPrice(offer.delivery_ht)}</dd>
        <dt>{t('offers.totalHt')}</dt>
        <dd>{formatPrice(offer.total_ht)}</dd>
        <dt>{t('offers.vat')}</dt>
        <dd>{formatPrice(offer.vat)}</dd>
        <dt className="ttc">{t('offers.totalTtc')}</dt>
        <dd className="ttc">{formatPrice(offer.total_ttc)}</dd>
      </Totals>
      {offer.note && (
        <Note>
          <strong>{t('offers.note')}</strong>
          {offer.note}
        </Note>
      )}
      <OfferOutcome offer={offer} />
    </article>
  );
}

/** What became of an answered offer, in a sentence (an accepted one names its order). */
function OfferOutcome({ offer }: { offer: BuyerOffer }) {
  const { t, formatDate } = useI18n();
  const date = offer.answered_at ? formatDate(offer.answered_at) : '';
  const texts: Partial<Record<BuyerOffer['status'], string>> = {
    [OFFER_STATUS.accepted]: t('offers.acceptedBy', { date, name: offer.accepted_name ?? '' }),
    [OFFER_STATUS.declined]: t('offers.declinedBecause', { date, reason: offer.decline_reason ?? '' }),
    [OFFER_STATUS.changesRequested]: t('offers.changesAsked', { date }),
    [OFFER_STATUS.superseded]: t('offers.superseded'),
  };
  const text = texts[offer.status];
  if (!text) return null;
  return (
    <Outcome>
      {text} {offer.order_number && <strong>{t('offers.orderLink', { number: offer.order_number })}</strong>}
    </Outcome>
  );
}
