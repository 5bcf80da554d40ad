import { Alert, Box, Button, CssBaseline, Paper, ThemeProvider, Typography, createTheme } from '@mui/material';
import { useState } from 'react';
import { applySession, goToLogin } from '../auth';
import { clearPendingMfaSetup, pendingMfaSetup } from './pendingSetup';
import { theme } from '../theme';
import { securityMessages } from './security.messages';
import { TotpSetup } from './TotpSetup';

const muiTheme = createTheme(theme as Parameters<typeof createTheme>[0]);

/** The language the back office was last used in (react-admin keeps it in localStorage), French by default. */
function locale(): 'fr' | 'en' {
  try {
    return localStorage.getItem('RaStore.locale')?.replace(/"/g, '') === 'en' ? 'en' : 'fr';
  } catch {
    return 'fr';
  }
}

/**
 * An administrator signed in with the right password where the second factor is required but
 * not set up yet (ADMIN_TOTP_REQUIRED): no session until it is. The sign-in page handed over the
 * `setup` step's token; the confirmation opens the session, and the back office opens once the
 * recovery codes are kept.
 */
export default function SetupRequired({ onDone }: { onDone: () => void }) {
  const lang = locale();
  const m = securityMessages[lang];
  // Read once: the confirmation clears it when it opens the session, before the recovery codes are shown.
  const [pending] = useState(pendingMfaSetup);
  const [expired, setExpired] = useState(!pending);
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
        <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 680, width: '100%', borderTop: '4px solid', borderColor: 'primary.main' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1.5 }}>
            {m.gate_title}
          </Typography>
          <Typography sx={{ mb: 1 }}>{m.gate_text}</Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {m.intro}
          </Typography>
          {expired || !pending ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={goToLogin}>
                  {m.sign_in_again}
                </Button>
              }
            >
              {m.expired}
            </Alert>
          ) : (
            <TotpSetup
              m={m}
              locale={lang}
              email={pending.email}
              mfaToken={pending.mfaToken}
              onSession={(session) => {
                clearPendingMfaSetup();
                applySession(session);
              }}
              onExpired={() => {
                clearPendingMfaSetup();
                setExpired(true);
              }}
              onDone={onDone}
              doneLabel={m.continue}
            />
          )}
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
