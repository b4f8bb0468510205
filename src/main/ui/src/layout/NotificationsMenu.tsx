import { Badge, Box, Button, Divider, Popover, Stack, SvgIcon, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorNotice } from '../components/ErrorNotice';
import {
  download,
  useDeleteNotification,
  useMarkAllRead,
  useNotifications,
  type UserNotification,
} from './notificationsApi';
import { formatMoment } from '../format/dates';

/**
 * The background run a notice of a bulk operation on records (an export, an import, a deletion)
 * tells the end of: its first value. Its page holds the run's result (rows refused, the file).
 */
export function runOf(n: UserNotification): string | null {
  const run = n.params?.[0];
  return n.type.startsWith('RECORDS_') && run && /^\d+$/.test(run) ? run : null;
}

/**
 * The bar's notifications: how the work the user started in the background ended (exports and
 * imports), the unread ones counted on the button, an export's document downloadable from here.
 */
export function NotificationsMenu() {
  const { t, i18n } = useTranslation();
  const notifications = useNotifications();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications ?? [];
  // An import that ended changed roles or labels: the screens showing them read them again.
  const queries = useQueryClient();
  const newest = useRef<number | null>(null);
  useEffect(() => {
    if (!notifications.data) return;
    const seen = newest.current;
    newest.current = items[0]?.id ?? seen ?? 0;
    if (seen !== null && items.some((n) => n.id > seen && n.type.endsWith('_IMPORT'))) {
      void queries.invalidateQueries({ queryKey: ['security'] });
    }
  }, [notifications.data, items, queries]);

  function close() {
    setAnchor(null);
    if (unread > 0) markAllRead.mutate();
  }

  async function save(n: UserNotification) {
    setFailure(null);
    try {
      await download(n.link!, `${n.type.toLowerCase().replace('_', '-')}-${n.id}.json`);
    } catch (e) {
      setFailure(e as Error);
    }
  }

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          void notifications.refetch();
        }}
        aria-label={t('notifications.open', { count: unread })}
        title={t('notifications.title')}
        // A bell, as in most applications: the word would not leave room for the navigation's row
        // in Russian at 1,280 px.
        sx={{ minWidth: 0, flex: 'none', px: 1 }}
      >
        <Badge badgeContent={unread} color="warning" max={99}>
          <SvgIcon aria-hidden fontSize="small">
            <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
          </SvgIcon>
        </Badge>
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box
          sx={{ p: 2, width: 420, maxWidth: '90vw' }}
          role="region"
          aria-label={t('notifications.title')}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('notifications.title')}
          </Typography>
          {notifications.error && <ErrorNotice error={notifications.error} />}
          {failure && <ErrorNotice error={failure} />}
          {items.length === 0 && <Typography>{t('notifications.none')}</Typography>}
          <Stack divider={<Divider flexItem />} spacing={1}>
            {items.map((n) => (
              <Box key={n.id} data-testid="notification" data-type={n.type}>
                <Typography
                  variant="body2"
                  sx={{ fontWeight: n.readDate ? 400 : 600 }}
                  color={n.outcome === 'FAILED' ? 'error' : 'text.primary'}
                >
                  {n.text}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                  <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
                    {formatMoment(n.createDate, i18n.language)}
                    {n.readDate ? '' : ` · ${t('notifications.unread')}`}
                  </Typography>
                  {runOf(n) && (
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/operations/jobs/runs/${runOf(n)}`}
                      onClick={close}
                    >
                      {t('notifications.openRun')}
                    </Button>
                  )}
                  {n.link && (
                    <Button size="small" variant="outlined" onClick={() => void save(n)}>
                      {t('notifications.download')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    onClick={() => remove.mutate(n.id)}
                    aria-label={t('notifications.deleteOf', { text: n.text })}
                  >
                    {t('notifications.delete')}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
