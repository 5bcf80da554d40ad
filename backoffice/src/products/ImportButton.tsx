import { Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';

// The dialog (preview table, texts) loads when the button is pressed, not with the list.
const ImportDialog = lazy(() => import('./import/ImportDialog'));

/** 'Importer' on the product list: a CSV through a dry-run preview, then 'Appliquer'. */
export function ImportButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {translate('sw.products.import')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
