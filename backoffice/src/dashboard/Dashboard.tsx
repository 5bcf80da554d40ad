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
import { QUOTE_STATUSES, REVIEW_STATUS, type ReviewStatus } from '@stockwatt/shared';
import { useDashboardText } from './dashboard.messages';
import type { DashboardData, DashboardQuote } from '@stockwatt/shared';

// The chart library is the heaviest part: the figures and tables show before it arrives.
const QuotesChart = lazy(() => import('./QuotesChart'));

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
      <Box component="figure" aria-labelledby="dashboard-quotes-caption" sx={{ m: 0 }}>
        <Typography id="dashboard-quotes-caption" component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {fill(m.quotes.caption, { total, today: days[days.length - 1]?.total ?? 0, failed })}
        </Typography>
        <Suspense
          fallback={
            <Box sx={{ height: compact ? 240 : 300, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={28} aria-label={m.quotes.title} />
            </Box>
          }
        >
          <QuotesChart days={days} compact={compact} />
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
              <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{m.quotes.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.quotes.day}</th>
                  {QUOTE_STATUSES.map((s) => (
                    <th key={s} scope="col">
                      {m.status[s]}
                    </th>
                  ))}
                  <th scope="col">{m.quotes.total}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{dayLabel(d.day)}</th>
                    {QUOTE_STATUSES.map((s) => (
                      <td key={s}>{d[s]}</td>
                    ))}
                    <td>{d.total}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
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
          <CatalogueSection data={data} />
          <ReviewsSection data={data} />
        </Box>
      )}
    </Box>
  );
}
