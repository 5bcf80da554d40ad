import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  open: boolean;
  title: string;
  content: string;
  confirmLabel?: string;
  loading?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec section 4: opens on click, 'Annuler' closes, the confirm button acts. */
export function ConfirmDialog({ open, title, content, confirmLabel, loading, danger = true, onConfirm, onClose }: Props) {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      fullWidth
      maxWidth="xs"
      sx={{ '& .MuiDialog-paper': { mx: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } }}
      onClose={loading ? undefined : onClose}
      aria-labelledby="sw-confirm-title"
      onClick={(e) => e.stopPropagation()}
    >
      <DialogTitle id="sw-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{content}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {translate('sw.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={loading} variant="contained" color={danger ? 'error' : 'primary'} autoFocus>
          {confirmLabel ?? translate('sw.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
