import '../pro/pro.messages';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../components/Link';
import styled from 'styled-components';
import type { MyOrder } from '@stockwatt/shared';
import { Alert, Button, ButtonLink, Container, EmptyState, Eyebrow, Loading, PageHeader, useTitle } from '../../components/ui';
import { useI18n } from '../../i18n';
import { useAuth } from '../auth/AuthContext';
import { Card, Two } from '../pro/ProSpace.styles';
import { OfferAnswers } from './OfferAnswers';
import { OfferView } from './OfferView';
import { QuoteMessages } from './QuoteMessages';
import { useQuoteThread } from './useQuoteThread';
import { theme } from '../../theme';

const Layout = styled(Two)`
  padding: 32px 0 56px;
`;

const Panel = styled(Card)`
  display: grid;
  gap: 24px;
  min-width: 0;
`;

const Earlier = styled.details`
  border-top: 1px solid ${theme.colors.border};
  padding-top: 16px;
  summary {
    cursor: pointer;
    font-weight: 700;
    min-height: 36px;
    display: flex;
    align-items: center;
  }
  > div {
    display: grid;
    gap: 24px;
    margin-top: 12px;
  }
  > div > p {
    margin: 0;
    color: ${theme.colors.muted};
    font-size: 14px;
  }
`;

type Answered = { kind: 'accept'; order: MyOrder } | { kind: 'decline' | 'change' } | null;

/** Why the buttons went away: focused when it appears, since the form that held the focus is gone. */
function ConflictNotice() {
  const { t } = useI18n();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <Alert $variant="info" role="alert" tabIndex={-1} ref={notice} data-testid="offer-changed">
      {t('offers.changedElsewhere')}
    </Alert>
  );
}

/**
 * A quote's page for its buyer (`/devis/:id`): the request, the current offer with its lines and
 * totals as the API computed them, earlier versions read only, the messages, and the answers to a
 * live offer. Opened by its signed-in owner, or by anyone with the mailed link (`?cle=`).
 */
export default function QuoteThreadPage() {
  const { t, formatDate } = useI18n();
  useTitle(t('titles.offer'));
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const key = search.get('cle');
  const location = useLocation();
  const { user } = useAuth();
  const { data, reload, actions } = useQuoteThread(id, key);
  const [answered, setAnswered] = useState<Answered>(null);
  /** The offer an answer was refused for (409): answered in another tab, by a colleague, or replaced. */
  const [conflict, setConflict] = useState<number | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);

  if (data.state === 'loading') return <Loading label={t('offers.loading')} />;
  if (data.state === 'invalid' || data.state === 'failed') {
    const invalid = data.state === 'invalid';
    return (
      <Container style={{ padding: '48px 16px', maxWidth: 640 }}>
        <EmptyState role={invalid ? undefined : 'alert'}>
          <h1 style={{ fontSize: 26 }}>{invalid ? t('offers.invalidTitle') : t('common.error')}</h1>
          <p>{invalid ? t('offers.invalidText') : t('offers.loadError')}</p>
          {invalid && !user ? (
            <ButtonLink to={`/login?redirect=${encodeURIComponent(location.pathname)}`} $variant="dark">
              {t('offers.signIn')}
            </ButtonLink>
          ) : !invalid ? (
            <Button type="button" $variant="dark" onClick={() => void reload()}>
              {t('offers.retry')}
            </Button>
          ) : null}
        </EmptyState>
      </Container>
    );
  }

  const { thread } = data;
  const [current, ...earlier] = thread.offers;
  const onAnswered = (answer: NonNullable<Answered>) => {
    setAnswered(answer);
    setConflict(null);
    void reload().then(() => confirmation.current?.focus());
  };
  const onConflict = () => {
    setAnswered(null);
    setConflict(current.id);
    void reload();
  };
  // A conflict that left the offer open (a product out of stock) stays in the form's own alert.
  const changed = conflict !== null && !(current?.answerable && current.id === conflict);

  return (
    <>
      <PageHeader>
        <Container>
          <Eyebrow style={{ color: '#f5c56b' }}>{t('offers.eyebrow', { id: thread.id })}</Eyebrow>
          <h1>{thread.subject}</h1>
          <p>
            {t('offers.requestedOn', { date: formatDate(thread.created_at) })} · {thread.name}
            {thread.company ? ` · ${thread.company}` : ''}
          </p>
        </Container>
      </PageHeader>
      <Container>
        <Layout>
          <Panel>
            {answered && (
              <Alert $variant="success" role="status" tabIndex={-1} ref={confirmation} data-testid="answer-confirmation">
                {answered.kind === 'accept'
                  ? t('offers.ordered', { number: answered.order.number })
                  : t(answered.kind === 'decline' ? 'offers.declinedDone' : 'offers.changeDone')}
                {answered.kind === 'accept' && user && (
                  <>
                    {' '}
                    <Link to="/espace-pro#commandes">{t('offers.ordersLink')}</Link>
                  </>
                )}
              </Alert>
            )}
            {changed && <ConflictNotice />}
            {current ? (
              <>
                <OfferView offer={current} quoteId={thread.id} keyParam={key} />
                {current.answerable ? (
                  <OfferAnswers key={current.id} offer={current} actions={actions} onAnswered={onAnswered} onConflict={onConflict} />
                ) : current.state === 'expirée' ? (
                  <Alert $variant="info" data-testid="offer-expired">
                    {t('offers.expired', { date: formatDate(current.valid_until) })}
                  </Alert>
                ) : null}
              </>
            ) : (
              <p style={{ margin: 0 }}>{t('offers.noOffer')}</p>
            )}
            {earlier.length > 0 && (
              <Earlier data-testid="earlier-offers">
                <summary>{t('offers.earlier', { count: earlier.length })}</summary>
                <div>
                  <p>{t('offers.earlierNote')}</p>
                  {earlier.map((offer) => (
                    <OfferView key={offer.id} offer={offer} quoteId={thread.id} keyParam={key} heading="h3" />
                  ))}
                </div>
              </Earlier>
            )}
          </Panel>
          <Panel>
            <QuoteMessages messages={thread.messages} send={actions.message} onSent={() => void reload()} />
          </Panel>
        </Layout>
        {user && (
          <p style={{ margin: '0 0 48px' }}>
            <Link to="/espace-pro#devis">{t('offers.back')}</Link>
          </p>
        )}
      </Container>
    </>
  );
}
