import { Box } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { serverMessage } from '../dataProvider';

/** Failure toasts carry the title 'Erreur' and the server's message or the spec's fallback. */
export function useNotifyError() {
  const notify = useNotify();
  const translate = useTranslate();
  return (fallbackKey: string | null, error?: unknown) => {
    const message = serverMessage(error) ?? (fallbackKey ? translate(fallbackKey) : translate('ra.notification.http_error'));
    notify(
      <Box role="alert">
        <Box component="strong" sx={{ display: 'block' }}>
          {translate('sw.error_title')}
        </Box>
        {message}
      </Box>,
      { type: 'error' },
    );
  };
}
