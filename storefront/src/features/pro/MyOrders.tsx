import { ORDER_STATUS, quoteThreadPath } from '@stockwatt/shared';
import { Link } from '../../components/Link';
import { useI18n } from '../../i18n';
import { OrderBadge } from '../offers/Badges';
import { listState, ProListSection } from './ProListSection';
import { ProTable } from './ProTable';
import { useMyOrders } from './useMyOrders';

/** The signed-in buyer's orders: number (opening the quote's page: the accepted offer, its lines and PDF), date, status, total TTC as the API gives it, and the parcel's tracking once shipped. */
export function MyOrders() {
  const { t, formatDate, formatPrice } = useI18n();
  const { orders, failed } = useMyOrders();
  return (
    <ProListSection
      id="commandes"
      title={t('pro.ordersTitle')}
      state={listState(orders, failed)}
      error={t('pro.ordersError')}
      empty={t('pro.ordersEmpty')}
    >
      {orders && (
        <ProTable data-testid="my-orders">
          <thead>
            <tr>
              <th scope="col">{t('pro.colOrder')}</th>
              <th scope="col">{t('pro.colDate')}</th>
              <th scope="col">{t('pro.colStatus')}</th>
              <th scope="col" className="num">
                {t('pro.colTotal')}
              </th>
              <th scope="col">{t('pro.colTracking')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => {
              const shipped = o.status === ORDER_STATUS.shipped || o.status === ORDER_STATUS.delivered;
              return (
                <tr key={o.id}>
                  <td className="wide mono">
                    <Link to={quoteThreadPath(o.quote_id)} aria-label={t('pro.openOrder', { number: o.number })}>
                      {o.number}
                    </Link>
                  </td>
                  <td>{formatDate(o.created_at, 'short')}</td>
                  <td>
                    <OrderBadge status={o.status} />
                  </td>
                  <td className="num strong">{formatPrice(o.total_ttc)}</td>
                  <td>
                    {shipped && o.carrier && o.tracking_number
                      ? t('pro.trackingLine', { carrier: o.carrier, number: o.tracking_number })
                      : t('pro.noTracking')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ProTable>
      )}
    </ProListSection>
  );
}
