import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, useMediaQuery, type Theme } from '@mui/material';
import { ORDER_STATUS, type OrderStatus, type PricedOfferLine } from '@stockwatt/shared';
import { formatEuros } from '../products/choices';
import { useOrderText } from './orders.messages';

// Here, not beside formatEuros: that module ships with the first screen, within its budget.
const figure = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
/** A discount as staff typed it and the shop shows it: `7,5 %`, never `7.5 %`. */
const formatPercent = (value: number) => `${figure.format(value)} %`;

/** A line as the API states it (the shared rule's priced line). */
export type PricedLine = PricedOfferLine;

export interface Totals {
  goods_ht: number;
  delivery_ht: number;
  total_ht: number;
  vat: number;
  total_ttc: number;
}

const mono = { fontFamily: 'ui-monospace, monospace', fontSize: 12.5 };
export const tabular = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The priced lines of an offer or an order, as the API states them (read-only). */
export function LinesTable({ lines, label }: { lines: PricedLine[]; label: string }) {
  const { m } = useOrderText();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (phone)
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line, i) => (
          <Box component="li" key={i} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <div>{line.label}</div>
              {line.reference ? <Box sx={{ ...mono, color: 'text.secondary' }}>{line.reference}</Box> : null}
              <Box sx={{ color: 'text.secondary', fontSize: 13, ...tabular }}>
                {line.quantity} × {formatEuros(line.unitPriceHt)}
                {line.discountPercent ? ` − ${formatPercent(line.discountPercent)}` : ''}
              </Box>
            </Box>
            <Box sx={{ fontWeight: 600, ...tabular }}>{formatEuros(line.totalHt)}</Box>
          </Box>
        ))}
      </Box>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{m.line.reference}</TableCell>
            <TableCell>{m.line.label}</TableCell>
            <TableCell align="right">{m.line.quantity}</TableCell>
            <TableCell align="right">{m.line.unit}</TableCell>
            <TableCell align="right">{m.line.discount}</TableCell>
            <TableCell align="right">{m.line.total}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, i) => (
            <TableRow key={i}>
              <TableCell sx={mono}>{line.reference ?? '—'}</TableCell>
              <TableCell>{line.label}</TableCell>
              <TableCell align="right" sx={tabular}>
                {line.quantity}
              </TableCell>
              <TableCell align="right" sx={tabular}>
                {formatEuros(line.unitPriceHt)}
              </TableCell>
              <TableCell align="right" sx={tabular}>
                {line.discountPercent ? formatPercent(line.discountPercent) : '—'}
              </TableCell>
              <TableCell align="right" sx={tabular}>
                {formatEuros(line.totalHt)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Goods, delivery, total HT, VAT, total TTC: the figures the API computed (or offerTotals' preview). */
export function TotalsBox({ totals, label }: { totals: Totals; label?: string }) {
  const { m } = useOrderText();
  const rows: [string, string, boolean?][] = [
    [m.totals.goods, formatEuros(totals.goods_ht)],
    [m.totals.delivery, totals.delivery_ht ? formatEuros(totals.delivery_ht) : m.totals.free],
    [m.totals.total_ht, formatEuros(totals.total_ht), true],
    [m.totals.vat, formatEuros(totals.vat)],
    [m.totals.total_ttc, formatEuros(totals.total_ttc), true],
  ];
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.25, m: 0, ml: 'auto', width: 'fit-content' }}
    >
      {rows.map(([name, value, strong]) => (
        <Box key={name} sx={{ display: 'contents', fontWeight: strong ? 700 : 400 }}>
          <Box component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
            {name}
          </Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', ...tabular }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const ORDER_CHIP: Record<OrderStatus, 'info' | 'warning' | 'primary' | 'success' | 'default'> = {
  [ORDER_STATUS.confirmed]: 'info',
  [ORDER_STATUS.preparing]: 'warning',
  [ORDER_STATUS.shipped]: 'primary',
  [ORDER_STATUS.delivered]: 'success',
  [ORDER_STATUS.cancelled]: 'default',
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { m } = useOrderText();
  return (
    <Chip
      size="small"
      label={m.status[status] ?? status}
      color={ORDER_CHIP[status] ?? 'default'}
      variant={status === ORDER_STATUS.cancelled ? 'outlined' : 'filled'}
    />
  );
}
