import { Box, Button, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectArrayInput,
  SelectInput,
  SimpleList,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { API_URL, httpClient } from '../dataProvider';
import { ListEmpty } from '../common/ListEmpty';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import { useDeliveryText } from './deliveries.messages';

const STATE_COLOR: Record<string, 'info' | 'default' | 'warning' | 'error'> = {
  waiting: 'info',
  active: 'default',
  delayed: 'warning',
  failed: 'error',
};

function StateChip() {
  const record = useRecordContext();
  const { m } = useDeliveryText();
  if (!record) return null;
  return <Chip size="small" label={m.states[record.state] ?? record.state} color={STATE_COLOR[record.state] ?? 'default'} />;
}

/** A failed send, sent again: a quote under a new delivery id (the form service takes it as new), a mail as it was. */
function RetryButton() {
  const record = useRecordContext();
  const { m, fill } = useDeliveryText();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record?.retryable) return null;
  const retry = async () => {
    setBusy(true);
    try {
      // Here rather than in dataProvider.ts, which ships with the first screen (its 300 kB budget).
      await httpClient(`${API_URL}/deliveries/${encodeURIComponent(String(record.id))}/retry`, { method: 'POST' });
      notify(m.retried, { type: 'success' });
      refresh();
    } catch (error) {
      notifyError(m.retry_error, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReplayIcon />}
      disabled={busy}
      aria-label={fill(m.retry_label, { subject: String(record.subject) })}
      onClick={(e) => {
        e.stopPropagation();
        void retry();
      }}
    >
      {m.retry}
    </Button>
  );
}

/**
 * The quotes and mail queues (GET /api/admin/deliveries), failed and delayed first in mind: what
 * needs a look, the error in the shop's words, the quote it belongs to, and a retry. A generic
 * queue board (bull-board) shows jobs as JSON payloads and ids, with actions (promote, clean,
 * remove) that would bypass the quote's own state machine; this screen acts only through it.
 */
export default function DeliveryList() {
  const { m, fill, locale } = useDeliveryText();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const queues = Object.entries(m.queues).map(([id, name]) => ({ id, name }));
  const states = Object.entries(m.states).map(([id, name]) => ({ id, name }));
  const filters = [
    <SelectInput key="queue" source="queue" label={m.queue} choices={queues} alwaysOn emptyText="—" />,
    <SelectArrayInput key="state" source="state" label={m.state} choices={states} alwaysOn />,
  ];
  return (
    <>
      <PageHeading>{m.title}</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {m.intro}
      </Typography>
      <List
        resource="deliveries"
        title={m.title}
        filters={filters}
        filterDefaultValues={{ state: ['delayed', 'failed'] }}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={50}
        exporter={false}
        empty={<ListEmpty message={m.empty} />}
      >
        {isSmall ? (
          // A phone: one block per send (what, to whom, where it stands, why), the retry beside it.
          <SimpleList
            rowClick={false}
            primaryText={(r) => r.subject || fill(m.quote, { id: r.quote_id })}
            secondaryText={(r) => `${m.queues[r.queue] ?? r.queue} · ${r.recipient}${r.last_error ? ` — ${r.last_error}` : ''}`}
            tertiaryText={(r) => (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                <StateChip />
                {`${m.attempts} ${r.attempts_made} / ${r.attempts_max}`}
                {r.next_attempt_at
                  ? ` · ${m.next_attempt_at} ${new Date(r.next_attempt_at).toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR')}`
                  : ''}
              </Box>
            )}
            rightIcon={() => <RetryButton />}
            sx={{
              '& .RaSimpleList-tertiary': { float: 'none', display: 'block', opacity: 1, mt: 0.5 },
              '& .MuiListItemIcon-root': { minWidth: 0, ml: 1 },
            }}
          />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <DateField source="created_at" label={m.created_at} showTime />
            <FunctionField label={m.queue} render={(r: RaRecord) => m.queues[r.queue] ?? r.queue} />
            <FunctionField label={m.state} render={() => <StateChip />} />
            <FunctionField
              label={m.subject}
              render={(r: RaRecord) =>
                r.quote_id ? (
                  <Link
                    to={`/quotes?filter=${encodeURIComponent(JSON.stringify({ id: r.quote_id }))}`}
                    title={fill(m.quote, { id: r.quote_id })}
                  >
                    {r.subject || fill(m.quote, { id: r.quote_id })}
                  </Link>
                ) : (
                  r.subject
                )
              }
            />
            <TextField source="recipient" label={m.recipient} />
            <FunctionField label={m.attempts} render={(r: RaRecord) => `${r.attempts_made} / ${r.attempts_max}`} />
            <DateField source="next_attempt_at" label={m.next_attempt_at} showTime emptyText="—" />
            <TextField source="last_error" label={m.last_error} emptyText="—" />
            <FunctionField label="" render={() => <RetryButton />} />
          </Datagrid>
        )}
      </List>
    </>
  );
}
