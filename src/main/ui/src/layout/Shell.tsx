import { AppBar, Box, Button, Link, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../auth/session';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationsMenu } from './NotificationsMenu';

/** The pages' frame: the bar with the main navigation, the language and the user; the page. */
export function Shell() {
  const { t } = useTranslation();
  const { session, logout } = useSession();
  const links = [
    { to: '/records', label: t('nav.records') },
    { to: '/drafts', label: t('nav.drafts') },
    { to: '/duplicates', label: t('nav.duplicates') },
    { to: '/classifiers', label: t('nav.classifiers') },
    ...(session?.admin
      ? [
          { to: '/model', label: t('nav.model') },
          { to: '/matching-models', label: t('nav.matchingModels') },
          { to: '/operations', label: t('nav.operations') },
          { to: '/security', label: t('nav.security') },
        ]
      : []),
  ];
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Link
        href="#content"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: '#fff', p: 1 },
        }}
      >
        {t('app.skip')}
      </Link>
      <AppBar position="sticky" elevation={1}>
        <Toolbar sx={{ gap: 1.5 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {t('app.title')}
          </Typography>
          <Box
            component="nav"
            aria-label={t('nav.main')}
            // A language with longer words wraps the entries rather than push the bar off screen.
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, flex: 1, minWidth: 0, py: 0.5 }}
          >
            {links.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                color="inherit"
                // Sentence case, each on one line: in English seven entries, the language and the user fit
                // 1280 px on one row.
                sx={{
                  textTransform: 'none',
                  fontSize: '0.95rem',
                  whiteSpace: 'nowrap',
                  minWidth: 0,
                  px: 1,
                  '&.active': { bgcolor: 'rgba(255,255,255,0.18)' },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <NotificationsMenu />
          <LanguageSwitch onDark />
          <Typography component="p" aria-label={t('user.menu')} sx={{ whiteSpace: 'nowrap' }}>
            {session?.fullName ?? session?.userName}
          </Typography>
          <Button
            color="inherit"
            variant="outlined"
            onClick={() => void logout()}
            sx={{ whiteSpace: 'nowrap', flex: 'none' }}
          >
            {t('user.logout')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" id="content" tabIndex={-1} sx={{ p: 3, maxWidth: 1600, mx: 'auto' }}>
        <Outlet />
      </Box>
    </Box>
  );
}
