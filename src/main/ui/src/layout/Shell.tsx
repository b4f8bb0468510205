import {
  AppBar,
  Badge,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  SvgIcon,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { useMyDrafts, useWaitingClusters } from '../pages/start/workApi';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationsMenu } from './NotificationsMenu';

/** From this width on the navigation is one row of entries; below it, a menu. */
const WIDE = '(min-width:1280px)';

interface NavEntry {
  to: string;
  label: string;
  count?: number;
  countLabel?: string;
}

/** The pages' frame: the bar with the main navigation, the language and the user; the page. */
export function Shell() {
  const { t } = useTranslation();
  const { session, logout } = useSession();
  // The open counts: each one cheap request a minute, shared with the start page.
  const clusters = useWaitingClusters().data?.total ?? 0;
  const drafts = useMyDrafts(session?.userName).data?.totalCount ?? 0;
  // Narrower than 1,280 px the entries would wrap: they go into a menu opened by one button.
  const wide = useMediaQuery(WIDE, { noSsr: true });
  const links: NavEntry[] = [
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
    { to: '/catalog', label: t('nav.catalog') },
  ];
  const admin: NavEntry[] = session?.admin
    ? [
        { to: '/model', label: t('nav.model') },
        { to: '/matching-models', label: t('nav.matchingModels') },
        { to: '/quality-model', label: t('nav.qualityModel') },
        { to: '/workflows', label: t('nav.workflows') },
        { to: '/operations', label: t('nav.operations') },
        { to: '/security', label: t('nav.security') },
        { to: '/governance', label: t('governance.nav') },
      ]
    : [];
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
        <Toolbar sx={{ gap: 1 }}>
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
          {wide ? (
            <Box
              component="nav"
              aria-label={t('nav.main')}
              // One row from 1,280 px on: the administrators' screens are one menu. Entries sit
              // close so that Russian's longer names fit beside the data catalog's entry.
              sx={{ display: 'flex', flexWrap: 'nowrap', gap: 0.25, flex: 1, minWidth: 0, py: 0.5 }}
            >
              {links.map((link) => (
                <NavButton key={link.to} link={link} />
              ))}
              {admin.length > 0 && <AdminMenu entries={admin} />}
            </Box>
          ) : (
            <Box sx={{ flex: 1 }}>
              <NavDrawer links={links} admin={admin} />
            </Box>
          )}
          <NotificationsMenu />
          <LanguageSwitch onDark />
          <Typography
            component="p"
            aria-label={t('user.menu')}
            title={session?.fullName ?? session?.userName}
            sx={{
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              maxWidth: 180,
            }}
          >
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

/** An entry of the navigation's row, with its open count when it has one. */
function NavButton({ link }: { link: NavEntry }) {
  return (
    <Button
      component={NavLink}
      to={link.to}
      color="inherit"
      aria-label={link.count ? `${link.label}, ${link.countLabel}` : undefined}
      sx={{
        textTransform: 'none',
        fontSize: '0.95rem',
        whiteSpace: 'nowrap',
        minWidth: 0,
        flex: 'none',
        px: 0.5,
        '&.active': { bgcolor: 'rgba(255,255,255,0.18)' },
      }}
    >
      {link.count ? (
        <Badge
          badgeContent={link.count}
          max={999}
          color="secondary"
          data-testid={`nav-count-${link.to.slice(1)}`}
          sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none', ml: 0.75 } }}
        >
          {link.label}
        </Badge>
      ) : (
        link.label
      )}
    </Button>
  );
}

/** The administrators' screens (model, matching, operations, security) as one menu of the row. */
function AdminMenu({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inside = entries.some((e) => pathname.startsWith(e.to));
  return (
    <>
      <Button
        color="inherit"
        id="admin-menu-button"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'admin-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<span aria-hidden="true">▾</span>}
        sx={{
          textTransform: 'none',
          fontSize: '0.95rem',
          whiteSpace: 'nowrap',
          minWidth: 0,
          flex: 'none',
          px: 0.5,
          bgcolor: inside ? 'rgba(255,255,255,0.18)' : undefined,
        }}
      >
        {t('nav.administration')}
      </Button>
      <Menu
        id="admin-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'admin-menu-button' } }}
      >
        {entries.map((entry) => (
          <MenuItem
            key={entry.to}
            component={NavLink}
            to={entry.to}
            selected={pathname.startsWith(entry.to)}
            onClick={() => setAnchor(null)}
          >
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Below 1,280 px: one button opens every entry (the administrators' ones apart) in a drawer. */
function NavDrawer({ links, admin }: { links: NavEntry[]; admin: NavEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const count = links.reduce((sum, link) => sum + (link.count ?? 0), 0);
  const entry = (link: NavEntry) => (
    <ListItem key={link.to} disablePadding>
      <ListItemButton
        component={NavLink}
        to={link.to}
        selected={pathname.startsWith(link.to)}
        onClick={() => setOpen(false)}
        aria-label={link.count ? `${link.label}, ${link.countLabel}` : undefined}
      >
        <ListItemText primary={link.label} />
        {link.count ? (
          <Badge
            badgeContent={link.count}
            max={999}
            color="secondary"
            sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
          />
        ) : null}
      </ListItemButton>
    </ListItem>
  );
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('nav.menu')}
        aria-expanded={open}
        aria-controls={open ? 'nav-drawer' : undefined}
        onClick={() => setOpen(true)}
      >
        <Badge badgeContent={count} max={999} color="secondary" invisible={count === 0}>
          <SvgIcon>
            <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </SvgIcon>
        </Badge>
      </IconButton>
      <Drawer id="nav-drawer" open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label={t('nav.main')} sx={{ width: 280 }}>
          <List>{links.map(entry)}</List>
          {admin.length > 0 && (
            <>
              <Divider />
              <List subheader={<ListSubheader>{t('nav.administration')}</ListSubheader>}>
                {admin.map(entry)}
              </List>
            </>
          )}
        </Box>
      </Drawer>
    </>
  );
}
