import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { RaRecord, useRecordContext, useTranslate } from 'react-admin';
import { formatEuros } from '../products/choices';
import { isQuoteStatus, QUOTE_STATUS_RULES, type QuoteStatus, type QuoteTone } from '@stockwatt/shared';
import { useQuoteText } from './quotes.messages';

/** What the quotes' list and page share: the status chip and the request's detail. */
export const CHIP_COLOR: Record<QuoteTone, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
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

export const linesOf = (record: RaRecord): QuoteLine[] => (Array.isArray(record.items) ? record.items : []);
export const pick = (record: RaRecord, ...keys: string[]) => keys.map((k) => record[k]).find((v) => v != null && v !== '');

export function StatusChip() {
  const record = useRecordContext();
  const { m } = useQuoteText();
  if (!record) return null;
  const tone = isQuoteStatus(record.status) ? QUOTE_STATUS_RULES[record.status].adminTone : 'neutral';
  return (
    <Chip
      size="small"
      label={m.status[record.status as QuoteStatus] ?? record.status}
      color={CHIP_COLOR[tone]}
      variant={tone === 'neutral' ? 'outlined' : 'filled'}
    />
  );
}

/** The request itself: contact, message and the cart lines. */
export function QuoteDetail() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { m } = useQuoteText();
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
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ maxWidth: 720, bgcolor: 'background.paper' }} aria-label={translate('resources.quotes.fields.items')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('sw.products.column.reference')}</TableCell>
                <TableCell>{translate('sw.products.column.name')}</TableCell>
                <TableCell align="right">{m.qty}</TableCell>
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
        </Box>
      ) : null}
    </Box>
  );
}
