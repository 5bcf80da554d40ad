import { Box } from '@mui/material';
import { useRecordContext, useStore, useTranslate } from 'react-admin';
import { formatEuros } from './choices';

export type PriceMode = 'TTC' | 'HT';
export const PRICE_MODE_KEY = 'products.priceMode';
export const usePriceMode = () => useStore<PriceMode>(PRICE_MODE_KEY, 'TTC');

/** Shows the API's derived price (never recomputes VAT here). */
export function PriceCell() {
  const record = useRecordContext();
  const [mode] = usePriceMode();
  const translate = useTranslate();
  if (!record) return null;
  const value = mode === 'HT' ? record.price_ht : record.price_ttc;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {formatEuros(value)}{' '}
      <Box component="small" sx={{ color: 'text.secondary' }}>
        {translate(mode === 'HT' ? 'sw.products.ht' : 'sw.products.ttc')}
      </Box>
    </Box>
  );
}
