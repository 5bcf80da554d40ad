import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useState } from 'react';
import { ShowBase, Title, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CompanyProfile, OrderMove, OrderStatus } from '@stockwatt/shared';
import { PageHeading } from '../common/PageHeading';
import { Panel } from '../common/Panel';
import { useNotifyError } from '../common/notify';
import { adminCall, fieldErrors } from './api';
import { BuyerCompany, DeliveryAddress } from './BuyerCompany';
import { companyName } from './OrderList';
import { LinesTable, OrderStatusChip, TotalsBox, type PricedLine, type Totals } from './PricedDocument';
import { useOrderText } from './orders.messages';

interface Move {
  at: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  actor_kind: 'buyer' | 'staff';
  actor_email: string | null;
  detail: Record<string, string> | null;
}

const dateTime = (at: string, locale: string) =>
  new Date(at).toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

/** The moves, oldest first, as a vertical timeline. */
function History({ moves }: { moves: Move[] }) {
  const { m, fill, locale } = useOrderText();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {moves.map((move, i) => (
        <Box
          component="li"
          key={i}
          sx={{
            position: 'relative',
            pl: 3,
            pb: i === moves.length - 1 ? 0 : 2,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: 5,
              top: 6,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: i === moves.length - 1 ? 'primary.main' : 'grey.400',
            },
            '&::after':
              i === moves.length - 1
                ? undefined
                : { content: '""', position: 'absolute', left: 9, top: 18, bottom: 0, width: 2, bgcolor: 'divider' },
          }}
        >
          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, rowGap: 0.5 }}>
            <OrderStatusChip status={move.to_status} />
            <Typography variant="body2" color="text.secondary" component="span">
              {dateTime(move.at, locale)} · {move.actor_kind === 'buyer' ? m.by_buyer : fill(m.by_staff, { email: move.actor_email ?? '' })}
            </Typography>
          </Stack>
          {move.from_status === null ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {m.created}
              {move.detail?.name ? ` · ${m.accepted_name} ${move.detail.name}` : ''}
            </Typography>
          ) : null}
          {move.detail?.carrier ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {m.carrier} : {move.detail.carrier} · {m.tracking} : {move.detail.trackingNumber ?? move.detail.tracking_number}
            </Typography>
          ) : null}
          {move.detail?.reason ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {m.reason} : {move.detail.reason}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}

/** `text` with its `%{number}` filled in; the number never breaks at its dashes (« CMD-2026- / 00001 » on phones). */
function WithNumber({ text, number }: { text: string; number: string }) {
  return text.split('%{number}').map((part, i) =>
    i === 0
      ? part
      : [
          <Box key={i} component="span" sx={{ whiteSpace: 'nowrap' }}>
            {number}
          </Box>,
          part,
        ],
  );
}

/** A move that asks something first (ship: carrier and tracking; cancel: a reason), the API's field errors under the fields. */
function MoveDialog({
  order,
  move,
  title,
  text,
  fields,
  confirmLabel,
  onClose,
  onDone,
}: {
  order: RaRecord;
  move: 'ship' | 'cancel';
  /** With `%{number}`: the order's number goes there, whole. */
  title: string;
  text: string;
  fields: { name: string; label: string; multiline?: boolean }[];
  confirmLabel: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { m } = useOrderText();
  const notifyError = useNotifyError();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await adminCall('POST', `orders/${order.id}/moves`, { move, ...values });
      onDone();
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(found);
      if (!Object.keys(found).length) notifyError(m.move_error, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="move-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="move-title">
          <WithNumber text={title} number={order.number} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>
          {fields.map((field, i) => (
            <TextField
              key={field.name}
              label={field.label}
              value={values[field.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? ' '}
              multiline={field.multiline}
              minRows={field.multiline ? 2 : undefined}
              autoFocus={i === 0}
              fullWidth
              margin="dense"
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {m.close}
          </Button>
          <Button type="submit" variant="contained" color={move === 'cancel' ? 'error' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The buttons of the moves the status allows (`moves_allowed`, from the shared machine). */
function Actions({ order }: { order: RaRecord }) {
  const { m, fill } = useOrderText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const [busy, setBusy] = useState(false);
  const moves = (order.moves_allowed ?? []) as OrderMove[];
  const done = (move: OrderMove) => () => {
    setDialog(null);
    notify(m.moved[move], { type: 'success' });
    refresh();
  };
  const run = async (move: OrderMove) => {
    if (move === 'ship' || move === 'cancel') return setDialog(move);
    setBusy(true);
    try {
      await adminCall('POST', `orders/${order.id}/moves`, { move });
      done(move)();
    } catch (error) {
      notifyError(m.move_error, error);
    } finally {
      setBusy(false);
    }
  };
  if (!moves.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {fill(m.no_action, { status: (m.status[order.status as OrderStatus] ?? order.status).toLowerCase() })}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {moves.map((move) => (
        <Button
          key={move}
          variant={move === 'cancel' ? 'outlined' : 'contained'}
          color={move === 'cancel' ? 'error' : 'primary'}
          disabled={busy}
          onClick={() => void run(move)}
        >
          {m.move[move]}
        </Button>
      ))}
      {dialog === 'ship' ? (
        <MoveDialog
          order={order}
          move="ship"
          title={m.ship_title}
          text={m.ship_text}
          fields={[
            { name: 'carrier', label: m.carrier },
            { name: 'trackingNumber', label: m.tracking },
          ]}
          confirmLabel={m.move.ship}
          onClose={() => setDialog(null)}
          onDone={done('ship')}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <MoveDialog
          order={order}
          move="cancel"
          title={m.cancel_title}
          text={m.cancel_text}
          fields={[{ name: 'reason', label: m.cancel_reason, multiline: true }]}
          confirmLabel={m.confirm_cancel}
          onClose={() => setDialog(null)}
          onDone={done('cancel')}
        />
      ) : null}
    </Stack>
  );
}

function OrderPage() {
  const order = useRecordContext();
  const { m, fill, locale } = useOrderText();
  if (!order) return null;
  const company = companyName(order);
  const profile = (order.buyer_company ?? null) as CompanyProfile | null;
  const title = fill(m.order, { number: order.number });
  return (
    <Box sx={{ pb: 3 }}>
      <Title title={title} />
      <Button component={RouterLink} to="/orders" size="small" startIcon={<ArrowBackIcon />} sx={{ mt: 1 }}>
        {m.back}
      </Button>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading>
          <WithNumber text={m.order} number={order.number} />
        </PageHeading>
        <Box sx={{ mt: 1.5 }}>
          <OrderStatusChip status={order.status} />
        </Box>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {dateTime(order.created_at, locale)}
        {order.offer_number ? ` · ${m.field.offer} ${order.offer_number}` : ''} ·{' '}
        <Link component={RouterLink} to={`/quotes/${order.quote_id}/show`}>
          {fill(m.field.quote, { id: order.quote_id })}
        </Link>
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Panel title={m.actions} id="order-actions">
            <Actions order={order} />
          </Panel>
          <Panel title={m.lines} id="order-lines">
            <LinesTable lines={order.lines as PricedLine[]} label={m.lines} />
            <Box sx={{ mt: 2 }}>
              <TotalsBox totals={order as unknown as Totals} />
            </Box>
          </Panel>
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <Panel title={m.buyer} id="order-buyer">
            <Typography sx={{ fontWeight: 600 }}>{order.buyer_name}</Typography>
            {company ? <Typography>{company}</Typography> : null}
            <Link href={`mailto:${order.buyer_email}`} sx={{ wordBreak: 'break-all' }}>
              {order.buyer_email}
            </Link>
            {profile ? <BuyerCompany company={profile} /> : null}
          </Panel>
          <Panel title={m.delivery} id="order-delivery">
            <DeliveryAddress company={profile} />
            {order.tracking_number ? (
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, '& dd': { m: 0 } }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {m.carrier}
                </Box>
                <dd>{order.carrier}</dd>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {m.tracking}
                </Box>
                <Box component="dd" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                  {order.tracking_number}
                </Box>
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {m.not_shipped}
              </Typography>
            )}
          </Panel>
          <Panel title={m.history} id="order-history">
            <History moves={(order.history ?? []) as Move[]} />
          </Panel>
        </Stack>
      </Box>
    </Box>
  );
}

/** One order: its lines and totals, buyer, tracking, the history of its moves and the actions its status allows. */
export default function OrderShow() {
  return (
    <ShowBase resource="orders">
      <OrderPage />
    </ShowBase>
  );
}
