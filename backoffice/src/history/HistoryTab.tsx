import { CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';

// Loaded beside the form, not before it: the edit page shows without waiting for the history.
const HistoryPanel = lazy(() => import('./HistoryPanel').then((m) => ({ default: m.HistoryPanel })));

/** The 'Historique' tab's content for a record's form (`fieldLabels`: names of its fields not in i18n/fr.ts). */
export function HistoryTab(props: { resource: 'products' | 'suppliers' | 'search-synonyms'; fieldLabels?: Record<string, string> }) {
  return (
    <Suspense fallback={<CircularProgress size={24} />}>
      <HistoryPanel {...props} />
    </Suspense>
  );
}
