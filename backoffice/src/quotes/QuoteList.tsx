import { Box, Button, Stack, useMediaQuery, Theme } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import DoneIcon from '@mui/icons-material/DoneAll';
import OffersIcon from '@mui/icons-material/RequestQuote';
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import type { StockwattDataProvider } from '../dataProvider';
import { ListSearch } from '../common/ListSearch';
import { ListEmpty } from '../common/ListEmpty';
import { isQuoteStatus, QUOTE_STATUS_RULES, QUOTE_STATUSES } from '@stockwatt/shared';
import { linesOf, pick, QuoteDetail, StatusChip } from './QuoteParts';
import { useQuoteText } from './quotes.messages';

function Client() {
  const record = useRecordContext();
  const { m } = useQuoteText();
  if (!record) return null;
  const clientType = pick(record, 'clientType', 'client_type');
  return (
    <Box sx={{ lineHeight: 1.35 }}>
      <div>{record.name}</div>
      <Box sx={{ color: 'text.secondary', fontSize: 12.5 }}>
        {[record.company, clientType ? (m.client_type[clientType] ?? clientType) : null].filter(Boolean).join(' · ')}
      </Box>
    </Box>
  );
}

function QuoteActions() {
  const record = useRecordContext();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<StockwattDataProvider>();
  const { m, fill } = useQuoteText();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async (action: 'resend' | 'markHandled') => {
    setBusy(true);
    try {
      await dataProvider[action]('quotes', { id: record.id });
      notify(action === 'resend' ? m.resent : m.marked_handled, { type: 'success' });
      refresh();
    } catch (error) {
      notifyError(action === 'resend' ? m.resend_error : m.handled_error, error);
    } finally {
      setBusy(false);
    }
  };
  const rule = isQuoteStatus(record.status) ? QUOTE_STATUS_RULES[record.status] : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={`/quotes/${record.id}/show`}
        startIcon={<OffersIcon />}
        aria-label={fill(m.open_label, { id: record.id })}
      >
        {m.open}
      </Button>
      {rule?.resend === 'offered' ? (
        <Button size="small" variant="outlined" startIcon={<ReplayIcon />} disabled={busy} onClick={() => void run('resend')}>
          {m.resend}
        </Button>
      ) : null}
      {rule?.handle === 'offered' ? (
        <Button size="small" startIcon={<DoneIcon />} disabled={busy} onClick={() => void run('markHandled')}>
          {m.handled}
        </Button>
      ) : null}
    </Stack>
  );
}

export default function QuoteList() {
  const { m, fill } = useQuoteText();
  const notifyError = useNotifyError();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <PageHeading>{m.title_list}</PageHeading>
      <List
        resource="quotes"
        title={m.title_list}
        filters={[
          <ListSearch key="q" source="q" alwaysOn name="sw.search.quotes" hint="sw.search.quotes_hint" />,
          <SelectInput
            key="status"
            source="status"
            choices={QUOTE_STATUSES.map((s) => ({ id: s, name: m.status[s] }))}
            translateChoice={false}
            alwaysOn
          />,
        ]}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty message={m.empty} />}
        exporter={false}
        queryOptions={{ onError: () => notifyError(m.load_error) }}
      >
        <Datagrid
          rowClick="expand"
          expand={<QuoteDetail />}
          bulkActionButtons={false}
          size="small"
          empty={<ListEmpty message={m.empty} />}
          sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 } }}
        >
          {isSmall ? null : <TextField source="id" />}
          <DateField source="created_at" locales="fr-FR" showTime options={{ dateStyle: 'short', timeStyle: 'short' }} />
          <FunctionField source="client" sortable={false} render={() => <Client />} />
          {isSmall ? null : <TextField source="subject" sortable={false} />}
          <FunctionField
            source="items"
            sortable={false}
            render={(record) =>
              linesOf(record).length ? (linesOf(record).length === 1 ? m.line_one : fill(m.lines, { count: linesOf(record).length })) : '—'
            }
          />
          <FunctionField source="status" render={() => <StatusChip />} />
          <FunctionField label="sw.actions" textAlign="right" render={() => <QuoteActions />} />
        </Datagrid>
      </List>
    </>
  );
}
