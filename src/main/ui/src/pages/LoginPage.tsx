import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session';
import { LanguageSwitch } from '../layout/LanguageSwitch';

export function LoginPage() {
  const { t } = useTranslation();
  const { login, ending } = useSession();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await login(userName, password);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Paper component="form" onSubmit={submit} sx={{ p: 4, width: 380 }} elevation={2}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('app.title')} · {t('login.title')}
          </Typography>
          {ending === 'expired' && <Alert severity="warning">{t('login.expired')}</Alert>}
          {ending === 'logout' && <Alert severity="info">{t('login.loggedOut')}</Alert>}
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label={t('login.userName')}
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            autoComplete="username"
            autoFocus
            required
          />
          <TextField
            label={t('login.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            required
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {t('login.submit')}
          </Button>
          <LanguageSwitch />
        </Stack>
      </Paper>
    </Box>
  );
}
