import { Alert, Box, Button, Divider, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { unwrap } from '../api/errors';
import { FOREIGN_SSO, useSession } from '../auth/session';
import { LanguageSwitch } from '../layout/LanguageSwitch';

/** What the login page offers besides the form: the customer setting's sign-on button. */
function useSingleSignOn() {
  return useQuery({
    queryKey: ['sso'],
    queryFn: async () => unwrap(await api.core.GET('/api/v2/core/authentication/sso')),
    staleTime: Infinity,
  });
}

export function LoginPage() {
  const { t } = useTranslation();
  const { login, ending, ssoFailure, signOnWith } = useSession();
  const sso = useSingleSignOn();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function logIn(name: string, secret: string) {
    setBusy(true);
    setFailure(null);
    try {
      await login(name, secret);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void logIn(userName, password);
  }

  // ssoType oauth2: a button per identity provider, each leaving for it; empty ssoType: a login
  // with empty strings, which the server answers through Kerberos where the browser negotiates.
  function singleSignOn() {
    if (!sso.data?.ssoButtonEnabled) return null;
    if (sso.data.ssoType === 'oauth2') {
      return sso.data.providers.map((p) => (
        <Button
          key={p.registrationId}
          variant="outlined"
          onClick={() => signOnWith(p.registrationId)}
        >
          {t('login.ssoWith', { provider: p.displayName || p.registrationId })}
        </Button>
      ));
    }
    return (
      <Button variant="outlined" disabled={busy} onClick={() => void logIn('', '')}>
        {t('login.sso')}
      </Button>
    );
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
          {ssoFailure && (
            <Alert severity="error">
              {ssoFailure === FOREIGN_SSO ? t('login.ssoForeign') : ssoFailure}
            </Alert>
          )}
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
          {sso.data?.ssoButtonEnabled && <Divider>{t('login.or')}</Divider>}
          {singleSignOn()}
          <LanguageSwitch />
        </Stack>
      </Paper>
    </Box>
  );
}
