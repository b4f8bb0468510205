import { AppBar, Badge, Box, Button, Link, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../auth/session';
import { useMyDrafts, useWaitingClusters } from '../pages/start/workApi';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationsMenu } from './NotificationsMenu';

/** The pages' frame: the bar with the main navigation, the language and the user; the page. */
export function Shell() {
  const { t } = useTranslation();
  const { session, logout } = useSession();
  // The open counts: each one cheap request a minute, shared with the start page.
  const clusters = useWaitingClusters().data?.total ?? 0;
  const drafts = useMyDrafts(session?.userName).data?.totalCount ?? 0;
  const links: { to: string; label: string; count?: number; countLabel?: string }[] = [
    { to: '/records', label: t('nav.records') },
    {
      to: '/drafts',
      label: t('nav.drafts'),
      count: drafts,
      countLabel: t('nav.openDrafts', { count: drafts }),
    },
    {
      to: '/duplicates',
      label: t('nav.duplicates'),
      count: clusters,
      countLabel: t('nav.waitingClusters', { count: clusters }),
    },
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
          {/* The title leads to the start page: what waits for the steward. */}
          <Link
            component={NavLink}
            to="/"
            color="inherit"
            underline="none"
            aria-label={`${t('app.title')}, ${t('nav.start')}`}
            variant="h6"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {t('app.title')}
          </Link>
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
                aria-label={link.count ? `${link.label}, ${link.countLabel}` : undefined}
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
                {link.count ? (
                  <Badge
                    badgeContent={link.count}
                    max={999}
                    color="secondary"
                    data-testid={`nav-count-${link.to.slice(1)}`}
                    sx={{
                      '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 0.75 },
                    }}
                  >
                    {link.label}
                  </Badge>
                ) : (
                  link.label
                )}
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
