import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Rating,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import type { StockwattDataProvider } from '../dataProvider';
import { ORDER_STATUSES, QUOTE_STATUSES, REVIEW_STATUS, type ReviewStatus } from '@stockwatt/shared';
import { formatEuros } from '../products/choices';
import { useDashboardText } from './dashboard.messages';
import type { DashboardData, DashboardQuote } from '@stockwatt/shared';

// The chart library is the heaviest part: the figures and tables show before it arrives.
const QuotesChart = lazy(() => import('./QuotesChart'));
const OrdersChart = lazy(() => import('./OrdersChart'));

function Section({ title, id, children, action }: { title: string; id: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
          <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A chart (lazy, hidden from screen readers) with its caption and the same figures as a table
 * under a disclosure: what a screen reader reads.
 */
function ChartFigure(props: {
  id: string;
  caption: string;
  title: string;
  height: number;
  chart: React.ReactNode;
  columns: string[];
  rows: (string | number)[][];
}) {
  const { m } = useDashboardText();
  return (
    <Box component="figure" aria-labelledby={props.id} sx={{ m: 0 }}>
      <Typography id={props.id} component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {props.caption}
      </Typography>
      <Suspense
        fallback={
          <Box sx={{ height: props.height, display: 'grid', placeItems: 'center' }}>
            <CircularProgress size={28} aria-label={props.title} />
          </Box>
        }
      >
        {props.chart}
      </Suspense>
      <Box component="details" sx={{ mt: 1, '& summary': { cursor: 'pointer', color: 'primary.main', fontSize: 14 } }}>
        <summary>{m.quotes.table}</summary>
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              fontSize: 13,
              '& th, & td': { px: 1, py: 0.25, textAlign: 'right', borderBottom: 1, borderColor: 'divider' },
              '& th:first-of-type': { textAlign: 'left' },
            }}
          >
            <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{props.title}</caption>
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map(([head, ...cells]) => (
                <tr key={head}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

function QuotesSection({ data }: { data: DashboardData }) {
  const { m, fill, locale } = useDashboardText();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const days = data.quotes_per_day;
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const failed = days.reduce((sum, d) => sum + d['échec'], 0);
  const dayLabel = (day: string) =>
    new Date(`${day}T12:00:00`).toLocaleDateString(locale === 'en' ? 'en-GB' : 'fr-FR', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
  return (
    <Section title={m.quotes.title} id="dashboard-quotes">
      <ChartFigure
        id="dashboard-quotes-caption"
        caption={fill(m.quotes.caption, { smart_count: total, today: days[days.length - 1]?.total ?? 0, failed })}
        title={m.quotes.title}
        height={compact ? 240 : 300}
        chart={<QuotesChart days={days} compact={compact} />}
        columns={[m.quotes.day, ...QUOTE_STATUSES.map((s) => m.status[s]), m.quotes.total]}
        rows={days.map((d) => [dayLabel(d.day), ...QUOTE_STATUSES.map((s) => d[s]), d.total])}
      />
    </Section>
  );
}

const percent = (rate: number, locale: string) =>
  rate.toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** Orders by status, the requests → offers → orders funnel and the value HT per month. */
function OrdersSection({ data }: { data: DashboardData }) {
  const { m, fill, locale } = useDashboardText();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { by_status: byStatus, per_month: months, conversion: c } = data.orders;
  const value = months.reduce((sum, mo) => sum + mo.value_ht, 0);
  const count = months.reduce((sum, mo) => sum + mo.count, 0);
  const monthLabel = (month: string) =>
    new Date(`${month}-15T12:00:00`).toLocaleDateString(locale === 'en' ? 'en-GB' : 'fr-FR', { month: 'long', year: 'numeric' });
  const steps: [label: string, value: number, rate?: string][] = [
    [m.orders.requests, c.requests],
    [m.orders.offers_sent, c.offers_sent, fill(m.orders.rate, { rate: percent(c.offer_rate, locale) })],
    [m.orders.orders, c.orders, fill(m.orders.order_rate, { rate: percent(c.order_rate, locale) })],
  ];
  return (
    <Section
      title={m.orders.title}
      id="dashboard-orders"
      action={
        <Button component={RouterLink} to="/orders" size="small">
          {m.orders.all}
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15, mb: 1 }}>
            {m.orders.by_status}
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {ORDER_STATUSES.map((s) => (
              <li key={s}>
                <Chip
                  component={RouterLink}
                  to={`/orders?filter=${encodeURIComponent(JSON.stringify({ status: s }))}`}
                  clickable
                  variant="outlined"
                  label={
                    <>
                      <strong>{byStatus[s]}</strong> {m.orders.status[s]}
                    </>
                  }
                />
              </li>
            ))}
          </Box>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15, mb: 1 }}>
            {m.orders.funnel}
          </Typography>
          <Box
            component="ol"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
          >
            {steps.map(([label, n, rate]) => (
              <Box component="li" key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}>
                <Box sx={{ fontSize: 24, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{n}</Box>
                <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{label}</Box>
                {rate ? <Box sx={{ fontSize: 12.5, color: 'text.secondary' }}>{rate}</Box> : null}
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15 }}>
            {m.orders.per_month}
          </Typography>
          <ChartFigure
            id="dashboard-orders-caption"
            caption={fill(m.orders.caption, {
              value: formatEuros(value),
              count: count === 1 ? m.orders.count_one : fill(m.orders.count_many, { count }),
              current: formatEuros(months[months.length - 1]?.value_ht ?? 0),
            })}
            title={m.orders.per_month}
            height={compact ? 220 : 260}
            chart={<OrdersChart months={months} compact={compact} />}
            columns={[m.orders.month, m.orders.count, m.orders.value]}
            rows={months.map((mo) => [monthLabel(mo.month), mo.count, formatEuros(mo.value_ht)])}
          />
        </Box>
      </Box>
    </Section>
  );
}

function ResendButton({ quote, available, onDone }: { quote: DashboardQuote; available: boolean; onDone: () => void }) {
  const { m, fill } = useDashboardText();
  const dataProvider = useDataProvider<StockwattDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [busy, setBusy] = useState(false);
  const button = (
    <span>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ReplayIcon />}
        disabled={!available || busy}
        aria-label={fill(m.deliveries.resend_label, { id: quote.id, name: quote.name })}
        onClick={async () => {
          setBusy(true);
          try {
            await dataProvider.resend('quotes', { id: quote.id });
            notify(m.deliveries.resent, { type: 'success' });
            onDone();
          } catch (error) {
            notifyError(m.deliveries.resend_error, error);
          } finally {
            setBusy(false);
          }
        }}
      >
        {m.deliveries.resend}
      </Button>
    </span>
  );
  return available ? button : <Tooltip title={m.deliveries.resend_unavailable}>{button}</Tooltip>;
}

function QuoteLines({ quotes, resend, onDone }: { quotes: DashboardQuote[]; resend?: boolean; onDone: () => void }) {
  const { m, fill } = useDashboardText();
  return (
    <List dense disablePadding>
      {quotes.map((q) => (
        <ListItem
          key={q.id}
          disableGutters
          divider
          secondaryAction={resend !== undefined ? <ResendButton quote={q} available={resend} onDone={onDone} /> : undefined}
          sx={{ pr: resend !== undefined ? 14 : 0 }}
        >
          <ListItemText
            primary={
              <Link
                component={RouterLink}
                to={`/quotes?filter=${encodeURIComponent(JSON.stringify({ id: q.id }))}`}
              >{`n° ${q.id} · ${q.name}${q.company ? ` (${q.company})` : ''}`}</Link>
            }
            secondary={`${q.subject} · ${fill(m.deliveries.attempts, { count: q.attempts })}${q.last_error ? ` · ${q.last_error}` : ''}`}
            slotProps={{ secondary: { noWrap: true } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function DeliveriesSection({ data, reload }: { data: DashboardData; reload: () => void }) {
  const { m, fill } = useDashboardText();
  const d = data.deliveries;
  const minutes = Math.round(d.waiting_after_seconds / 60);
  const delay = minutes >= 1 ? `${minutes} min` : `${d.waiting_after_seconds} s`;
  const jobs = d.queue.jobs ?? {};
  return (
    <Section
      title={m.deliveries.title}
      id="dashboard-deliveries"
      action={
        <Button component={RouterLink} to="/quotes" size="small">
          {m.deliveries.open}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15 }}>
            {m.deliveries.failed} <Chip size="small" color={d.failed_count ? 'error' : 'default'} label={d.failed_count} />
          </Typography>
          {d.failed.length ? (
            <QuoteLines quotes={d.failed} resend={d.resend_available} onDone={reload} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {m.deliveries.none}
            </Typography>
          )}
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15 }}>
            {fill(m.deliveries.waiting, { delay })}{' '}
            <Chip size="small" color={d.waiting_count ? 'warning' : 'default'} label={d.waiting_count} />
          </Typography>
          {d.waiting.length ? (
            <QuoteLines quotes={d.waiting} onDone={reload} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {m.deliveries.none}
            </Typography>
          )}
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15, mb: 0.5 }}>
            {m.deliveries.queue}{' '}
            <Chip
              size="small"
              variant="outlined"
              color={d.queue.status === 'up' ? 'success' : 'warning'}
              label={d.queue.status === 'up' ? m.deliveries.queue_up : m.deliveries.queue_down}
            />
          </Typography>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, fontSize: 14 }}>
            {(Object.keys(m.deliveries.jobs) as (keyof typeof m.deliveries.jobs)[]).map((key) => (
              <li key={key}>
                <strong>{jobs[key] ?? '—'}</strong> {m.deliveries.jobs[key]}
              </li>
            ))}
            {d.queue.quotes_stuck ? (
              <li>
                <strong>{d.queue.quotes_stuck}</strong> {m.deliveries.stuck}
              </li>
            ) : null}
          </Box>
          {d.queue.message ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {d.queue.message}
            </Alert>
          ) : null}
        </Box>
      </Stack>
    </Section>
  );
}

function CatalogueSection({ data }: { data: DashboardData }) {
  const { m, fill } = useDashboardText();
  const c = data.catalogue;
  const tiles: [label: string, value: number, tone: 'default' | 'warning' | 'error', to?: string][] = [
    [m.catalogue.published, c.published, 'default', `/products?filter=${encodeURIComponent(JSON.stringify({ status: 'publié' }))}`],
    [m.catalogue.draft, c.draft, 'default', `/products?filter=${encodeURIComponent(JSON.stringify({ status: 'brouillon' }))}`],
    [m.catalogue.out_of_stock, c.out_of_stock, c.out_of_stock ? 'error' : 'default'],
    [fill(m.catalogue.low_stock, { units: c.low_stock_units }), c.low_stock, c.low_stock ? 'warning' : 'default'],
    [m.catalogue.without_image, c.without_image, c.without_image ? 'warning' : 'default'],
    [m.catalogue.without_datasheet, c.without_datasheet, c.without_datasheet ? 'warning' : 'default'],
  ];
  return (
    <Section title={m.catalogue.title} id="dashboard-catalogue">
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 1, m: 0 }}>
        {tiles.map(([label, value, tone, to]) => (
          <Box
            key={label}
            sx={{
              border: 1,
              borderColor: tone === 'default' ? 'divider' : `${tone}.main`,
              borderRadius: 1,
              p: 1.25,
              display: 'flex',
              flexDirection: 'column-reverse',
            }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {to ? (
                <Link component={RouterLink} to={to}>
                  {label}
                </Link>
              ) : (
                label
              )}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: 24, fontWeight: 700, color: tone === 'default' ? 'text.primary' : `${tone}.dark` }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography component="h3" sx={{ fontWeight: 600, fontSize: 15, mt: 2 }}>
        {m.catalogue.lowest}
      </Typography>
      {c.low_stock_products.length ? (
        <List dense disablePadding>
          {c.low_stock_products.map((p) => (
            <ListItem
              key={p.id}
              disableGutters
              divider
              secondaryAction={
                <Chip
                  size="small"
                  color={p.stock_quantity === 0 ? 'error' : 'warning'}
                  label={fill(m.catalogue.units, { count: p.stock_quantity })}
                />
              }
            >
              <ListItemText
                sx={{ pr: 10 }}
                primary={
                  <Link component={RouterLink} to={`/products/${p.id}`}>
                    {p.name}
                  </Link>
                }
                secondary={p.reference}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {m.catalogue.none}
        </Typography>
      )}
    </Section>
  );
}

/** The moderation list: the reviews waiting for it (the list's own default filter, said in the address). */
const PENDING_REVIEWS = `/reviews?filter=${encodeURIComponent(JSON.stringify({ status: REVIEW_STATUS.pending }))}`;
const REVIEW_CHIP: Record<ReviewStatus, 'warning' | 'success' | 'error'> = { pending: 'warning', accepted: 'success', rejected: 'error' };

function ReviewsSection({ data }: { data: DashboardData }) {
  const { m, fill } = useDashboardText();
  const pending = data.pending_reviews;
  return (
    <Section
      title={m.reviews.title}
      id="dashboard-reviews"
      action={
        <Button component={RouterLink} to={`/reviews?filter=${encodeURIComponent('{}')}`} size="small">
          {m.reviews.all}
        </Button>
      }
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          border: 1,
          borderColor: pending ? 'warning.main' : 'divider',
          borderRadius: 1,
          p: 1.25,
          mb: 1.5,
        }}
      >
        <Typography component="p" sx={{ m: 0, display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Box component="strong" sx={{ fontSize: 24, color: pending ? 'warning.dark' : 'text.primary' }} data-testid="pending-reviews">
            {pending}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {m.reviews.pending}
          </Box>
        </Typography>
        <Link component={RouterLink} to={PENDING_REVIEWS}>
          {m.reviews.moderate}
        </Link>
      </Box>
      {data.latest_reviews.length ? (
        <List dense disablePadding>
          {data.latest_reviews.map((r) => (
            <ListItem key={r.id} disableGutters divider alignItems="flex-start">
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Rating value={r.rating} readOnly size="small" aria-label={fill(m.reviews.rating, { rating: r.rating })} />
                    <span>{r.user_name}</span>
                    {r.status !== REVIEW_STATUS.accepted ? (
                      <Chip
                        size="small"
                        variant={r.status === REVIEW_STATUS.pending ? 'filled' : 'outlined'}
                        color={REVIEW_CHIP[r.status]}
                        label={m.reviews.status[r.status]}
                      />
                    ) : null}
                    <Link component={RouterLink} to={`/products/${r.product_id}`} sx={{ fontSize: 13 }}>
                      {r.product_name}
                    </Link>
                  </Stack>
                }
                secondary={r.comment}
                slotProps={{
                  secondary: { sx: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } },
                }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {m.reviews.none}
        </Typography>
      )}
    </Section>
  );
}

/** The first screen after sign-in (react-admin `dashboard`), one call to GET /api/admin/dashboard. */
export default function Dashboard() {
  const { m, fill, locale } = useDashboardText();
  const dataProvider = useDataProvider<StockwattDataProvider>();
  const [data, setData] = useState<DashboardData | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    dataProvider.dashboard().then(
      ({ data }) => setData(data),
      () => setFailed(true),
    );
  }, [dataProvider]);
  useEffect(load, [load]);
  return (
    <Box sx={{ pb: 3 }}>
      <PageHeading>{m.title}</PageHeading>
      {data ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {fill(m.updated_at, {
            date: new Date(data.generated_at).toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', {
              dateStyle: 'long',
              timeStyle: 'short',
            }),
          })}
        </Typography>
      ) : null}
      {failed ? (
        <Alert severity="error" action={<Button onClick={load}>{m.retry}</Button>}>
          {m.load_error}
        </Alert>
      ) : !data ? (
        <CircularProgress aria-label={m.title} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
          <QuotesSection data={data} />
          <DeliveriesSection data={data} reload={load} />
          <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
            <OrdersSection data={data} />
          </Box>
          <CatalogueSection data={data} />
          <ReviewsSection data={data} />
        </Box>
      )}
    </Box>
  );
}
