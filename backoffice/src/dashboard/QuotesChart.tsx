import { BarChart } from '@mui/x-charts/BarChart';
import { QUOTE_STATUSES, type QuoteStatus } from '@stockwatt/shared';
import { useDashboardText } from './dashboard.messages';
import type { QuotesDay } from '@stockwatt/shared';

/** Quote statuses in the theme's spirit: waiting blue, done green, failed red, kept grey. */
const COLORS: Record<QuoteStatus, string> = {
  reçu: '#1e88e5',
  transmis: '#43a047',
  échec: '#e53935',
  stocké: '#90a4ae',
  traité: '#6d4c41',
};

/**
 * The stacked bars (MUI X Charts, in a chunk of their own). Hidden from screen readers: the
 * figure's caption and data table beside it say the same in text.
 */
export default function QuotesChart({ days, compact }: { days: QuotesDay[]; compact: boolean }) {
  const { m, locale } = useDashboardText();
  const format = (day: string) =>
    new Date(`${day}T12:00:00`).toLocaleDateString(locale === 'en' ? 'en-GB' : 'fr-FR', { day: 'numeric', month: 'short' });
  return (
    <div aria-hidden="true">
      <BarChart
        dataset={days as unknown as Record<string, string | number>[]}
        height={compact ? 240 : 300}
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
        xAxis={[{ scaleType: 'band', dataKey: 'day', valueFormatter: format, tickLabelInterval: (_v, i) => i % (compact ? 7 : 3) === 0 }]}
        yAxis={[{ tickMinStep: 1, width: 32 }]}
        series={QUOTE_STATUSES.map((status) => ({ dataKey: status, label: m.status[status], stack: 'quotes', color: COLORS[status] }))}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
        skipAnimation
      />
    </div>
  );
}
