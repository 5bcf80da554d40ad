import {
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  Theme,
} from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import DoneIcon from '@mui/icons-material/DoneAll';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  RaRecord,
  SelectInput,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { PageHeading } from '../common/PageHeading';
import { useNotifyError } from '../common/notify';
import type { StockwattDataProvider } from '../dataProvider';
import { formatEuros } from '../products/choices';
import { ListSearch } from '../common/ListSearch';
import { ListEmpty } from '../common/ListEmpty';
import { isQuoteStatus, QUOTE_STATUS_RULES, QUOTE_STATUSES, type QuoteTone } from '@stockwatt/shared';

const statusChoices = QUOTE_STATUSES.map((s) => ({ id: s, name: `sw.quotes.status.${s}` }));
const CHIP_COLOR: Record<QuoteTone, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  info: 'info',
  success: 'success',
  error: 'error',
  warning: 'warning',
  neutral: 'default',
};

interface QuoteLine {
  productId?: number;
  reference?: string;
  name?: string;
  quantity?: number;
  unitPrice?: number;
}

const linesOf = (record: RaRecord): QuoteLine[] => (Array.isArray(record.items) ? record.items : []);
const pick = (record: RaRecord, ...keys: string[]) => keys.map((k) => record[k]).find((v) => v != null && v !== '');

function StatusChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const tone = isQuoteStatus(record.status) ? QUOTE_STATUS_RULES[record.status].adminTone : 'neutral';
  return (
    <Chip
      size="small"
      label={translate(`sw.quotes.status.${record.status}`, { _: record.status })}
      color={CHIP_COLOR[tone]}
      variant={tone === 'neutral' ? 'outlined' : 'filled'}
    />
  );
}

function Client() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const clientType = pick(record, 'clientType', 'client_type');
  return (
    <Box sx={{ lineHeight: 1.35 }}>
      <div>{record.name}</div>
      <Box sx={{ color: 'text.secondary', fontSize: 12.5 }}>
        {[record.company, clientType ? translate(`sw.quotes.client_type.${clientType}`, { _: clientType }) : null]
          .filter(Boolean)
          .join(' · ')}
      </Box>
    </Box>
  );
}

function QuoteActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<StockwattDataProvider>();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async (action: 'resend' | 'markHandled') => {
    setBusy(true);
    try {
      await dataProvider[action]('quotes', { id: record.id });
      notify(action === 'resend' ? 'sw.quotes.resent' : 'sw.quotes.marked_handled', { type: 'success' });
      refresh();
    } catch (error) {
      notifyError(action === 'resend' ? 'sw.quotes.resend_error' : 'sw.quotes.handled_error', error);
    } finally {
      setBusy(false);
    }
  };
  const rule = isQuoteStatus(record.status) ? QUOTE_STATUS_RULES[record.status] : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
      {rule?.resend === 'offered' ? (
        <Button size="small" variant="outlined" startIcon={<ReplayIcon />} disabled={busy} onClick={() => void run('resend')}>
          {translate('sw.quotes.resend')}
        </Button>
      ) : null}
      {rule?.handle === 'offered' ? (
        <Button size="small" startIcon={<DoneIcon />} disabled={busy} onClick={() => void run('markHandled')}>
          {translate('sw.quotes.handled')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The request itself: contact, message and the cart lines. */
function QuoteDetail() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const lines = linesOf(record);
  const reference = pick(record, 'productReference', 'product_reference');
  return (
    <Box sx={{ p: 2, bgcolor: 'background.default', borderRadius: 1 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <strong>{translate('resources.quotes.fields.email')} :</strong> {record.email} ·{' '}
        <strong>{translate('resources.quotes.fields.phone')} :</strong> {record.phone}
        {reference ? (
          <>
            {' '}
            · <strong>{translate('resources.quotes.fields.productReference')} :</strong> {reference}
          </>
        ) : null}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
        {record.message}
      </Typography>
      {pick(record, 'last_error', 'lastError') ? (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          {translate('resources.quotes.fields.last_error')} : {pick(record, 'last_error', 'lastError')}
        </Typography>
      ) : null}
      {lines.length ? (
        <Table size="small" sx={{ maxWidth: 720, bgcolor: 'background.paper' }} aria-label={translate('resources.quotes.fields.items')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('sw.products.column.reference')}</TableCell>
              <TableCell>{translate('sw.products.column.name')}</TableCell>
              <TableCell align="right">Qté</TableCell>
              <TableCell align="right">{translate('sw.products.column.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, i) => (
              <TableRow key={i}>
                <TableCell sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 12.5 }}>{line.reference}</TableCell>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{formatEuros(line.unitPrice)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  );
}

export default function QuoteList() {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <>
      <PageHeading>{translate('sw.quotes.title')}</PageHeading>
      <List
        resource="quotes"
        title={translate('sw.quotes.title')}
        filters={[
          <ListSearch key="q" source="q" alwaysOn name="sw.search.quotes" hint="sw.search.quotes_hint" />,
          <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
        ]}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={25}
        empty={<ListEmpty message="sw.quotes.empty" />}
        exporter={false}
        queryOptions={{ onError: () => notifyError('sw.quotes.load_error') }}
      >
        <Datagrid
          rowClick="expand"
          expand={<QuoteDetail />}
          bulkActionButtons={false}
          size="small"
          empty={<ListEmpty message="sw.quotes.empty" />}
          sx={{ '& .RaDatagrid-headerCell': { fontWeight: 700 } }}
        >
          {isSmall ? null : <TextField source="id" />}
          <DateField source="created_at" locales="fr-FR" showTime options={{ dateStyle: 'short', timeStyle: 'short' }} />
          <FunctionField source="client" sortable={false} render={() => <Client />} />
          {isSmall ? null : <TextField source="subject" sortable={false} />}
          <FunctionField
            source="items"
            sortable={false}
            render={(record) => (linesOf(record).length ? translate('sw.quotes.lines', { smart_count: linesOf(record).length }) : '—')}
          />
          <FunctionField source="status" render={() => <StatusChip />} />
          <FunctionField label="sw.actions" textAlign="right" render={() => <QuoteActions />} />
        </Datagrid>
      </List>
    </>
  );
}
