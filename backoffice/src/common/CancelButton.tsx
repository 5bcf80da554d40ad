import { Button } from '@mui/material';
import { useRedirect, useTranslate } from 'react-admin';

/**
 * 'Annuler' back to the list, always with its text: react-admin's Button shows only its icon
 * on phones, and this one has none, so it vanished from the form toolbars at 390 px.
 */
export function CancelButton({ resource }: { resource: string }) {
  const redirect = useRedirect();
  const translate = useTranslate();
  return (
    <Button variant="text" onClick={() => redirect('list', resource)}>
      {translate('sw.cancel')}
    </Button>
  );
}
