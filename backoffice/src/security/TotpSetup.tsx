import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useState, type FormEvent } from 'react';
import type { AuthResponse, TotpSetup as TotpSetupAnswer } from '@stockwatt/shared';
import { fillText, type SecurityMessages } from './security.messages';
import { codeError, isExpiredStep, totpApi } from './totpApi';

interface Props {
  m: SecurityMessages;
  locale: string;
  email: string;
  /** The `setup` step's token when the sign-in demands the second factor (no session yet). */
  mfaToken?: string;
  /** The confirmation opened a session (setup step): the caller makes it the back office's. */
  onSession?: (session: AuthResponse) => void;
  /** The factor is on (the recovery codes are on screen). */
  onEnabled?: () => void;
  /** The step's token expired or was used. */
  onExpired?: () => void;
  /** The recovery codes were seen and kept. */
  onDone: () => void;
  doneLabel: string;
}

/** The secret in groups of four, as apps show keys typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting the second factor up: the QR code (and the key, for typing), a first code from the app
 * turns it on, then the ten recovery codes, shown this once, to download or copy.
 */
export function TotpSetup({ m, locale, email, mfaToken, onSession, onEnabled, onExpired, onDone, doneLabel }: Props) {
  const [setup, setSetup] = useState<TotpSetupAnswer | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);

  const fail = (e: unknown) => {
    if (isExpiredStep(e)) onExpired?.();
    setError(codeError(e, m, locale));
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setSetup(await totpApi.setup(mfaToken));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setError(m.code_invalid);
    setBusy(true);
    setError(null);
    try {
      const answer = await totpApi.confirm(code.replace(/\s/g, ''), mfaToken);
      if (answer.session) onSession?.(answer.session);
      setCodes(answer.recoveryCodes);
      onEnabled?.();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const text = codes ? `${fillText(m.codes_file, { email })}\n\n${codes.join('\n')}\n` : '';

  if (codes)
    return (
      <Stack spacing={2} data-testid="totp-recovery">
        <Alert severity="success">{m.enabled}</Alert>
        <Typography variant="h6" component="h2">
          {m.codes_title}
        </Typography>
        <Typography>{m.codes_text}</Typography>
        <Box
          component="ul"
          data-testid="recovery-codes"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content)' },
            columnGap: 6,
            rowGap: 1,
            listStyle: 'none',
            m: 0,
            py: 2,
            px: 3,
            bgcolor: 'background.default',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontFamily: 'monospace',
            fontSize: 16,
          }}
        >
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="stockwatt-codes-de-secours.txt"
          >
            {m.download}
          </Button>
          <Button
            variant="outlined"
            startIcon={<CopyIcon />}
            onClick={() =>
              void navigator.clipboard?.writeText(text).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? m.copied : m.copy}
          </Button>
        </Stack>
        <FormControlLabel control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />} label={m.saved} />
        <Box>
          <Button variant="contained" disabled={!saved} onClick={onDone}>
            {doneLabel}
          </Button>
        </Box>
      </Stack>
    );

  if (!setup)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {error && (
          <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
            {error}
          </Alert>
        )}
        <Button variant="contained" onClick={start} disabled={busy}>
          {m.start}
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={2} component="form" onSubmit={confirm} noValidate data-testid="totp-setup">
      <Typography>{m.step_scan}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <Paper variant="outlined" sx={{ p: 1, lineHeight: 0, flexShrink: 0 }}>
          <img src={setup.qrDataUrl} width={200} height={200} alt={fillText(m.qr_alt, { email })} />
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {m.manual}
          </Typography>
          <Typography
            data-testid="totp-secret"
            sx={{ fontFamily: 'monospace', fontSize: 17, fontWeight: 600, letterSpacing: 1, wordBreak: 'break-word', mt: 0.5 }}
          >
            {grouped(setup.secret)}
          </Typography>
        </Box>
      </Stack>
      <Typography>{m.step_code}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
        <TextField
          label={m.code_label}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={!!error}
          helperText={error ?? ' '}
          autoFocus
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7, style: { letterSpacing: 4, fontSize: 18 } },
            formHelperText: { role: error ? 'alert' : undefined } as object,
          }}
          sx={{ maxWidth: { sm: 220 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: { sm: 0.5 } }}>
          {m.confirm}
        </Button>
      </Stack>
    </Stack>
  );
}
