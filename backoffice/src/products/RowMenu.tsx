import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditIcon from '@mui/icons-material/Edit';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useDataProvider, useDelete, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useNotifyError } from '../common/notify';
import type { StockwattDataProvider } from '../dataProvider';

/** Row actions: Modifier, Dupliquer, Supprimer (with the spec's confirmation). */
export function RowMenu() {
  const record = useRecordContext();
  const translate = useTranslate();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<StockwattDataProvider>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [deleteOne, { isPending: deleting }] = useDelete();
  if (!record) return null;

  const duplicate = async () => {
    setAnchor(null);
    setBusy(true);
    try {
      const { data } = await dataProvider.duplicate('products', { id: record.id });
      notify('sw.products.duplicated', { type: 'success', messageArgs: { name: data.name } });
      refresh();
    } catch (error) {
      notifyError('sw.products.duplicate_error', error);
    } finally {
      setBusy(false);
    }
  };

  const remove = () =>
    deleteOne(
      'products',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('sw.products.deleted', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setConfirming(false);
          notifyError('sw.products.delete_error', error);
        },
      },
    );

  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('sw.products.row_menu', { name: record.name })}
        aria-haspopup="menu"
        disabled={busy}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={(e) => e.stopPropagation()}>
        <MenuItem onClick={() => redirect('edit', 'products', record.id)}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('sw.edit')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => void duplicate()}>
          <ListItemIcon>
            <ContentCopyIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('sw.products.duplicate')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setConfirming(true);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon>
            <DeleteIcon fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{translate('sw.delete')}</ListItemText>
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming}
        title={translate('sw.products.delete_title')}
        content={translate('sw.products.delete_confirm', { name: record.name })}
        loading={deleting}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
