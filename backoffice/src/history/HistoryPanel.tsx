import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useHistoryText } from './history.messages';
import { ValueText } from '../common/ValueText';
import type { HistoryEntry } from '@stockwatt/shared';

const PAGE = 20;

/**
 * The 'Historique' tab of a record's form: who changed what and when (GET
 * /api/admin/history filtered on the record), newest first.
 */
export function HistoryPanel({
  resource,
  fieldLabels = {},
}: {
  resource: 'products' | 'suppliers' | 'search-synonyms';
  fieldLabels?: Record<string, string>;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { m, fill, locale } = useHistoryText();
  const [perPage, setPerPage] = useState(PAGE);
  const { data, total, isPending, error } = useGetList<HistoryEntry>(
    'history',
    // `meta.version`: a new query (no stale list from the cache) once the record has changed.
    {
      filter: { resource, record_id: record?.id },
      sort: { field: 'id', order: 'DESC' },
      pagination: { page: 1, perPage },
      meta: { version: record?.updated_at },
    },
    { enabled: record?.id !== undefined, refetchOnMount: 'always' },
  );
  const label = (field: string) => fieldLabels[field] ?? translate(`resources.${resource}.fields.${field}`, { _: field });
  if (isPending) return <CircularProgress size={24} aria-label={m.heading} />;
  if (error) return <Alert severity="error">{m.load_error}</Alert>;
  return (
    <Box component="section" aria-labelledby="history-heading" sx={{ width: '100%' }}>
      <Typography id="history-heading" component="h2" variant="h6" sx={{ fontSize: 17, fontWeight: 700, mb: 1 }}>
        {m.heading}
      </Typography>
      {!data?.length ? (
        <Typography color="text.secondary">{m.empty}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((entry) => (
            <Box component="li" key={entry.id} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Chip
                  size="small"
                  label={m.action[entry.action]}
                  color={entry.action === 'delete' ? 'error' : entry.action === 'create' ? 'success' : 'default'}
                />
                <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                  {new Date(entry.at).toLocaleString(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short' })}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {fill(m.by, { who: entry.actor_email ?? m.nobody })}
                  {entry.cause ? ` · ${fill(m.via_import, { file: entry.cause.file })}` : ''}
                </Typography>
              </Stack>
              <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: 14, overflowWrap: 'anywhere' }}>
                {entry.changes.map((c) => (
                  <li key={c.field}>
                    <strong>{label(c.field)}</strong> :{' '}
                    {entry.action !== 'create' ? (
                      <Box component="del" sx={{ color: 'text.secondary' }}>
                        <ValueText max={120} value={c.before} empty={m.empty_value} />
                      </Box>
                    ) : null}
                    {entry.action === 'update' ? ' → ' : null}
                    {entry.action !== 'delete' ? (
                      <Box component="ins" sx={{ textDecoration: 'none', bgcolor: 'action.selected', px: 0.5, borderRadius: 0.5 }}>
                        <ValueText max={120} value={c.after} empty={m.empty_value} />
                      </Box>
                    ) : null}
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {total !== undefined && data && total > data.length ? (
        <Button sx={{ mt: 1 }} onClick={() => setPerPage((n) => n + PAGE)}>
          {m.more}
        </Button>
      ) : null}
    </Box>
  );
}
