import styled from 'styled-components';
import { OFFER_STATUS, ORDER_STATUS, type OfferState, type OrderStatus } from '@stockwatt/shared';
import { useT } from '../../i18n';
import { theme } from '../../theme';

type Tone = 'wait' | 'done' | 'progress' | 'off';

/** What a buyer reads for each offer state (the API's `state`: the status, or « expirée »), and its tone. */
const OFFER_STATES: Record<OfferState, { key: string; tone: Tone }> = {
  [OFFER_STATUS.draft]: { key: 'draft', tone: 'off' },
  [OFFER_STATUS.sent]: { key: 'sent', tone: 'wait' },
  [OFFER_STATUS.accepted]: { key: 'accepted', tone: 'done' },
  [OFFER_STATUS.declined]: { key: 'declined', tone: 'off' },
  [OFFER_STATUS.changesRequested]: { key: 'changesRequested', tone: 'progress' },
  [OFFER_STATUS.superseded]: { key: 'superseded', tone: 'off' },
  expirée: { key: 'expired', tone: 'off' },
};

const ORDER_STATES: Record<OrderStatus, { key: string; tone: Tone }> = {
  [ORDER_STATUS.confirmed]: { key: 'confirmed', tone: 'wait' },
  [ORDER_STATUS.preparing]: { key: 'preparing', tone: 'progress' },
  [ORDER_STATUS.shipped]: { key: 'shipped', tone: 'progress' },
  [ORDER_STATUS.delivered]: { key: 'delivered', tone: 'done' },
  [ORDER_STATUS.cancelled]: { key: 'cancelled', tone: 'off' },
};

export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  border-radius: ${theme.radii.pill};
  padding: 2px 10px;
  font-weight: 700;
  font-size: 13px;
  white-space: nowrap;
  background: ${(p) =>
    p.$tone === 'done'
      ? theme.colors.greenSoft
      : p.$tone === 'progress'
        ? '#e7efff'
        : p.$tone === 'wait'
          ? theme.colors.amberSoft
          : theme.colors.bg2};
  color: ${(p) =>
    p.$tone === 'done' ? theme.colors.green : p.$tone === 'progress' ? '#1d4ed8' : p.$tone === 'wait' ? '#7a4d00' : theme.colors.muted};
`;

export function OfferBadge({ state }: { state: OfferState }) {
  const t = useT();
  const { key, tone } = OFFER_STATES[state];
  return (
    <Badge $tone={tone} data-testid="offer-state">
      {t(`offers.state.${key}`)}
    </Badge>
  );
}

export function OrderBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  const { key, tone } = ORDER_STATES[status];
  return <Badge $tone={tone}>{t(`pro.orderStatus.${key}`)}</Badge>;
}
