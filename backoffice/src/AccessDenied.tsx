import { Box, Button, CssBaseline, Paper, Stack, ThemeProvider, Typography, createTheme } from '@mui/material';
import { useState } from 'react';
import { goToLogin, signOut } from './auth';
import { i18nProvider } from './i18n/i18nProvider';
import { theme } from './theme';

const muiTheme = createTheme(theme as Parameters<typeof createTheme>[0]);
const t = (key: string) => i18nProvider.translate(key);

/** A signed-in account that is not an administrator. */
export default function AccessDenied() {
  const [busy, setBusy] = useState(false);
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
        <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, borderTop: '4px solid', borderColor: 'error.main' }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            {t('sw.auth.denied_title')}
          </Typography>
          <Typography sx={{ mb: 3 }}>{t('sw.auth.denied_text')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" href="/espace-pro">
              {t('sw.auth.go_pro')}
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                await signOut();
                goToLogin();
              }}
            >
              {t('sw.auth.sign_out')}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </ThemeProvider>
  );
}
