import styled from 'styled-components';
import { QUOTE_STATUS_RULES, type BuyerQuoteTone, type MyQuote } from '@stockwatt/shared';
import { Alert, Container, SectionTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { Section } from './ProSpace.styles';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  th,
  td {
    padding: 12px 14px;
    text-align: left;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    font-size: 14px;
  }
  th {
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.muted};
    font-weight: 700;
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  ${(p) => p.theme.mq.mobile} {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      padding: 10px 12px;
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
      gap: 4px;
    }
    td {
      border: 0;
      padding: 0;
    }
    td:nth-child(2) {
      grid-column: 1 / -1;
      font-weight: 600;
    }
  }
`;

const Status = styled.span<{ $tone: BuyerQuoteTone }>`
  display: inline-block;
  border-radius: 999px;
  padding: 2px 10px;
  font-weight: 700;
  font-size: 13px;
  background: ${(p) => (p.$tone === 'done' ? p.theme.colors.greenSoft : p.$tone === 'progress' ? '#e7efff' : p.theme.colors.amberSoft)};
  color: ${(p) => (p.$tone === 'done' ? p.theme.colors.green : p.$tone === 'progress' ? '#1d4ed8' : '#7a4d00')};
`;

/** The signed-in buyer's quote requests and where each stands (null while they load). */
export function MyQuotes({ quotes, failed }: { quotes: MyQuote[] | null; failed: boolean }) {
  const { t, formatDate } = useI18n();
  return (
    <Section aria-labelledby="quotes-title">
      <Container>
        <SectionTitle id="quotes-title">{t('pro.quotesTitle')}</SectionTitle>
        {failed ? (
          <Alert $variant="error">{t('pro.quotesError')}</Alert>
        ) : quotes && quotes.length === 0 ? (
          <p>{t('pro.quotesEmpty')}</p>
        ) : quotes ? (
          <Table data-testid="my-quotes">
            <thead>
              <tr>
                <th scope="col">{t('pro.colDate')}</th>
                <th scope="col">{t('pro.colSubject')}</th>
                <th scope="col">{t('pro.colItems')}</th>
                <th scope="col">{t('pro.colStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {quotes.map((q) => (
                <tr key={q.id}>
                  <td>{formatDate(q.created_at, 'short')}</td>
                  <td>{q.subject}</td>
                  <td>{t('header.cartCount', { count: q.items?.reduce((s, i) => s + i.quantity, 0) ?? 0 })}</td>
                  <td>
                    <Status $tone={QUOTE_STATUS_RULES[q.status].buyer.tone}>
                      {t(`pro.status.${QUOTE_STATUS_RULES[q.status].buyer.state}`)}
                    </Status>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
      </Container>
    </Section>
  );
}
