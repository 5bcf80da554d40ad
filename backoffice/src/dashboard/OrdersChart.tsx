import { BarChart } from '@mui/x-charts/BarChart';
import type { DashboardData } from '@stockwatt/shared';
import { formatEuros } from '../products/choices';
import { useDashboardText } from './dashboard.messages';

type Month = DashboardData['orders']['per_month'][number];

/** Value HT of orders per month (MUI X Charts, the chunk QuotesChart loads). Hidden from screen readers: the table beside it says the same. */
export default function OrdersChart({ months, compact }: { months: Month[]; compact: boolean }) {
  const { m, locale } = useDashboardText();
  const format = (month: string) =>
    new Date(`${month}-15T12:00:00`).toLocaleDateString(locale === 'en' ? 'en-GB' : 'fr-FR', { month: 'short', year: '2-digit' });
  return (
    <div aria-hidden="true">
      <BarChart
        dataset={months as unknown as Record<string, string | number>[]}
        height={compact ? 220 : 260}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[
          { scaleType: 'band', dataKey: 'month', valueFormatter: format, tickLabelInterval: (_v, i) => (11 - i) % (compact ? 3 : 2) === 0 },
        ]}
        yAxis={[{ width: 64, valueFormatter: (v: number) => `${Math.round(v).toLocaleString('fr-FR')} €` }]}
        series={[{ dataKey: 'value_ht', label: m.orders.value, color: '#f5a300', valueFormatter: (v) => formatEuros(v) }]}
        hideLegend
        skipAnimation
      />
    </div>
  );
}
