import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import { usePartnerText } from './partners.messages';

/** The key's secret, shown once (after a creation or a rotation): the API never sends it again. */
export function SecretDialog({ name, secret, onClose }: { name: string; secret: string; onClose: () => void }) {
  const { m, fill } = usePartnerText();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      aria-labelledby="sw-secret-title"
      sx={{ '& .MuiDialog-paper': { mx: { xs: 2, sm: 4 } } }}
      // Opened from a list row: clicks must not reach the row (its click opens the edit page).
      onClick={(e) => e.stopPropagation()}
    >
      <DialogTitle id="sw-secret-title">{fill(m.secret_title, { name })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {m.secret_warning}
        </Alert>
        <TextField
          label={m.secret_label}
          value={secret}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace', fontSize: 14 } } }}
          onFocus={(e) => e.target.select()}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {m.secret_usage}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={<CopyIcon />}
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? m.copied : m.copy}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onClose}>
          {m.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
