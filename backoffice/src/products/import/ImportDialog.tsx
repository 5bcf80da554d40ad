import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNotifyError } from '../../common/notify';
import { serverMessage, type StockwattDataProvider } from '../../dataProvider';
import { downloadCsv } from '../csv';
import { useImportText } from './import.messages';
import { ValueText } from '../../common/ValueText';
import type { ImportReport, ImportRow } from '@stockwatt/shared';

type Action = ImportRow['action'];

const SHOWN_ROWS = 300;
const TONE: Record<Action, { chip: 'success' | 'warning' | 'default' | 'error'; bg: string }> = {
  create: { chip: 'success', bg: 'rgba(46, 125, 50, 0.06)' },
  update: { chip: 'warning', bg: 'rgba(237, 108, 2, 0.06)' },
  unchanged: { chip: 'default', bg: 'transparent' },
  error: { chip: 'error', bg: 'rgba(211, 47, 47, 0.07)' },
};

/** One row's detail: the fields that change (before struck out, after highlighted), or its errors. */
function Detail({ row }: { row: ImportRow }) {
  const translate = useTranslate();
  const { m } = useImportText();
  const label = (field: string) => translate(`resources.products.fields.${field}`, { _: field });
  if (row.action === 'error') {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.dark' }}>
        {row.errors.map((e) => (
          <li key={e.column}>
            <strong>{label(e.column)}</strong> : {e.message}
          </li>
        ))}
      </Box>
    );
  }
  const changes =
    row.action === 'create'
      ? row.changes.filter((c) => ['name', 'brand', 'type', 'price_public', 'status'].includes(c.field))
      : row.changes;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((c) => (
        <li key={c.field}>
          <strong>{label(c.field)}</strong> :{' '}
          {row.action === 'update' ? (
            <>
              <Box component="del" sx={{ color: 'text.secondary' }}>
                <ValueText max={80} value={c.before} empty={m.empty_value} />
              </Box>{' '}
              →{' '}
            </>
          ) : null}
          <Box
            component="mark"
            sx={{ bgcolor: row.action === 'update' ? 'warning.light' : 'success.light', color: 'text.primary', px: 0.5, borderRadius: 0.5 }}
          >
            <ValueText max={80} value={c.after} empty={m.empty_value} />
          </Box>
        </li>
      ))}
    </Box>
  );
}

function Preview({ report }: { report: ImportReport }) {
  const { m, fill } = useImportText();
  // Errors and changes first: with thousands of rows, unchanged ones are only counted.
  const order: Action[] = ['error', 'update', 'create', 'unchanged'];
  const rows = [...report.rows].sort((a, b) => order.indexOf(a.action) - order.indexOf(b.action) || a.line - b.line);
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: { sm: 420 } }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 13,
          '& th, & td': { p: 1, textAlign: 'left', verticalAlign: 'top', borderBottom: 1, borderColor: 'divider' },
        }}
      >
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{m.preview}</caption>
        <thead>
          <tr>
            <th scope="col">{m.col_line}</th>
            <th scope="col">{m.col_reference}</th>
            <th scope="col">{m.col_action}</th>
            <th scope="col">{m.col_detail}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <Box component="tr" key={row.line} sx={{ bgcolor: TONE[row.action].bg }}>
              <td>{row.line}</td>
              <Box component="td" sx={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'nowrap' }}>
                {row.reference || '—'}
              </Box>
              <td>
                <Chip size="small" color={TONE[row.action].chip} label={m.action[row.action]} />
              </td>
              <td>
                <Detail row={row} />
              </td>
            </Box>
          ))}
        </tbody>
      </Box>
      {rows.length > shown.length ? (
        <Typography variant="body2" sx={{ p: 1 }}>
          {fill(m.more, { count: rows.length - shown.length })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Choose a CSV, read the dry run's preview, then apply it (all rows or none). */
export default function ImportDialog({ onClose }: { onClose: () => void }) {
  const { m, fill } = useImportText();
  const dataProvider = useDataProvider<StockwattDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const analyse = async (chosen: File) => {
    setFile(chosen);
    setReport(null);
    setProblem(null);
    setBusy(true);
    try {
      setReport((await dataProvider.importProducts({ file: chosen, dryRun: true })).data);
    } catch (error) {
      setProblem(serverMessage(error) ?? m.failed);
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.importProducts({ file, dryRun: false });
      notify(fill(m.applied, { created: data.created, updated: data.updated }), { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notifyError(m.failed, error);
      setBusy(false);
    }
  };

  const template = async () => {
    try {
      downloadCsv((await dataProvider.exportProducts({ filter: {} })).data, 'modele-import-produits');
    } catch (error) {
      notifyError(m.template_error, error);
    }
  };

  const writes = report ? report.created + report.updated : 0;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="import-title">
      <DialogTitle id="import-title">{m.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{m.intro}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
              {m.choose}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={m.file_label}
                onChange={(e) => {
                  const chosen = e.target.files?.[0];
                  e.target.value = '';
                  if (chosen) void analyse(chosen);
                }}
              />
            </Button>
            <Button startIcon={<DownloadIcon />} onClick={() => void template()}>
              {m.template}
            </Button>
          </Stack>
          {file ? (
            <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
              {file.name}
            </Typography>
          ) : null}
          {busy && !report ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={20} />
              <span>{m.analysing}</span>
            </Stack>
          ) : null}
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {report ? (
            <>
              <Alert severity={report.errors ? 'error' : writes ? 'info' : 'success'} role="status">
                {fill(m.summary, {
                  total: report.total,
                  created: report.created,
                  updated: report.updated,
                  unchanged: report.unchanged,
                  errors: report.errors,
                })}
                {report.errors ? <Box sx={{ mt: 0.5 }}>{m.has_errors}</Box> : !writes ? <Box sx={{ mt: 0.5 }}>{m.nothing}</Box> : null}
                {report.ignored_columns.length ? (
                  <Box sx={{ mt: 0.5 }}>{fill(m.ignored, { columns: report.ignored_columns.join(', ') })}</Box>
                ) : null}
              </Alert>
              <Preview report={report} />
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {m.cancel}
        </Button>
        <Button variant="contained" onClick={() => void apply()} disabled={busy || !report || report.errors > 0 || writes === 0}>
          {m.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
