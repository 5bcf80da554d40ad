import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Loading, Title, useGetIdentity, useNotify } from 'react-admin';
import type { TotpStatus } from '@stockwatt/shared';
import { goToLogin, signOut } from '../auth';
import { PageHeading } from '../common/PageHeading';
import { fillText, useSecurityText } from './security.messages';
import { TotpSetup } from './TotpSetup';
import { codeError, totpApi } from './totpApi';

/** "Sécurité du compte" (the user menu): the signed-in administrator's second factor, set up or turned off. */
export default function SecurityPage() {
  const { m, locale } = useSecurityText();
  const { identity } = useGetIdentity();
  const notify = useNotify();
  const [status, setStatus] = useState<TotpStatus | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [disabling, setDisabling] = useState(false);
  /** Just turned on: the recovery codes stay on screen until they are kept. */
  const [showingCodes, setShowingCodes] = useState(false);

  const load = useCallback(() => {
    totpApi.status().then(setStatus, () => setLoadError(true));
  }, []);
  useEffect(load, [load]);

  const email = String(identity?.fullName ?? '');
  return (
    <Box sx={{ maxWidth: 760, pb: 4 }}>
      <Title title={m.title} />
      <PageHeading>{m.title}</PageHeading>
      <Card sx={{ mt: 2 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            <LockIcon color="primary" aria-hidden />
            <Typography variant="h6" component="h2">
              {m.totp_title}
            </Typography>
            {status && (
              <Chip
                size="small"
                color={status.enabled ? 'success' : 'default'}
                label={
                  status.enabled ? fillText(m.status_on, { date: new Date(status.enabledAt!).toLocaleDateString(locale) }) : m.status_off
                }
              />
            )}
          </Stack>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {m.intro}
          </Typography>
          {loadError && <Alert severity="error">{m.load_error}</Alert>}
          {!status && !loadError && <Loading />}
          {status?.required && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {m.required}
            </Alert>
          )}
          {status && (!status.enabled || showingCodes) && (
            <TotpSetup
              m={m}
              locale={locale}
              email={email}
              doneLabel={m.done}
              onEnabled={() => {
                setShowingCodes(true);
                load();
              }}
              onDone={() => {
                notify(m.enabled, { type: 'success' });
                setShowingCodes(false);
              }}
            />
          )}
          {status?.enabled && !showingCodes && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>{fillText(m.codes_left, { count: status.recoveryCodesLeft })}</Typography>
              <Button variant="outlined" color="error" onClick={() => setDisabling(true)}>
                {m.disable}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      {disabling && status && (
        <DisableDialog
          required={status.required}
          onClose={() => setDisabling(false)}
          onDisabled={async () => {
            setDisabling(false);
            notify(m.disabled, { type: 'success' });
            if (status.required) {
              await signOut();
              goToLogin();
            } else {
              setStatus(null);
              load();
            }
          }}
        />
      )}
    </Box>
  );
}

function DisableDialog({ required, onClose, onDisabled }: { required: boolean; onClose: () => void; onDisabled: () => void }) {
  const { m, locale } = useSecurityText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await totpApi.disable(code.trim());
      onDisabled();
    } catch (e) {
      setError(codeError(e, m, locale));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="sw-totp-disable-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="sw-totp-disable-title">{m.disable}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{m.disable_text}</Typography>
          {required && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {m.disable_required}
            </Alert>
          )}
          <TextField
            label={m.code_or_recovery}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
            autoFocus
            fullWidth
            slotProps={{
              htmlInput: { autoComplete: 'one-time-code', maxLength: 24 },
              formHelperText: { role: error ? 'alert' : undefined } as object,
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{m.cancel}</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy || !code.trim()}>
            {m.disable_action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
