import { CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';

// Loaded beside the form, not before it: the edit page shows without waiting for the history.
const HistoryPanel = lazy(() => import('./HistoryPanel').then((m) => ({ default: m.HistoryPanel })));

/** The 'Historique' tab's content for a product or supplier form. */
export function HistoryTab({ resource }: { resource: 'products' | 'suppliers' }) {
  return (
    <Suspense fallback={<CircularProgress size={24} />}>
      <HistoryPanel resource={resource} />
    </Suspense>
  );
}
