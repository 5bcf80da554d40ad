import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { colors } from '../theme';

/** Spec section 4: green only when 'En stock' and quantity above 0 (the API's `availability`). */
export function StockCell() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const inStock = record.availability === 'in_stock';
  const label = translate(inStock ? 'sw.products.in_stock' : 'sw.products.on_order');
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      <Box
        component="span"
        role="img"
        aria-label={label}
        title={label}
        data-availability={record.availability}
        sx={{ width: 10, height: 10, borderRadius: '50%', flex: 'none', bgcolor: inStock ? colors.green : colors.red }}
      />
      {record.stock_quantity}
    </Box>
  );
}
