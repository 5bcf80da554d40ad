import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNotifyError } from '../common/notify';
import type { StockwattDataProvider } from '../dataProvider';
import { PRODUCT_STATUSES } from './choices';

/** Spec section 4: the status changed directly from a selector in the row (PATCH …/status). */
export function StatusSelect() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<StockwattDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const change = async (status: string) => {
    setBusy(true);
    try {
      await dataProvider.setStatus('products', { id: record.id, status });
      notify('sw.products.status_changed', { type: 'success', messageArgs: { status: translate(`sw.products.status.${status}`) } });
      refresh();
    } catch (error) {
      notifyError('sw.products.update_error', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <TextField
      select
      size="small"
      value={record.status}
      disabled={busy}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => void change(e.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': `${translate('sw.products.column.status')} — ${record.name}` },
        select: { SelectDisplayProps: { 'aria-label': `${translate('sw.products.column.status')} — ${record.name}` } as object },
      }}
      sx={{
        minWidth: 120,
        '& .MuiSelect-select': {
          py: 0.5,
          fontSize: 13,
          fontWeight: 600,
          color: record.status === 'publié' ? 'success.main' : 'text.secondary',
        },
      }}
    >
      {PRODUCT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {translate(`sw.products.status.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
