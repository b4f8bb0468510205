import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useResumeWebhook, useWebhooks } from './notificationsApi';
import { RelayHealth } from './RelayHealth';
import { StateChip } from './StateChip';
import { when } from './when';

/** Notifications: the relay's health, and the webhooks with their state, position and last error. */
export default function NotificationsTab() {
  const { t, i18n } = useTranslation();
  const webhooks = useWebhooks();
  const resume = useResumeWebhook();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack spacing={2}>
      <RelayHealth />
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('operations.hooks.list')}
        </Typography>
        {resume.error && <ErrorNotice error={resume.error} />}
        {webhooks.isPending ? (
          <Loading />
        ) : webhooks.error ? (
          <ErrorNotice error={webhooks.error} />
        ) : webhooks.data.length === 0 ? (
          <Typography>{t('operations.none')}</Typography>
        ) : (
          <Table size="small" aria-label={t('operations.hooks.list')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('operations.hooks.url')}</TableCell>
                <TableCell>{t('operations.stateColumn')}</TableCell>
                <TableCell>{t('operations.hooks.filter')}</TableCell>
                <TableCell align="right">{t('operations.hooks.position')}</TableCell>
                <TableCell align="right">{t('operations.hooks.failures')}</TableCell>
                <TableCell>{t('operations.hooks.lastError')}</TableCell>
                <TableCell>{t('operations.hooks.nextAttempt')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {webhooks.data.map((hook) => (
                <TableRow key={hook.id} data-testid="webhook-row">
                  <TableCell sx={{ wordBreak: 'break-all' }}>{hook.url}</TableCell>
                  <TableCell>
                    <StateChip state={hook.state} />
                  </TableCell>
                  <TableCell>
                    {[...(hook.entityNames ?? []), ...(hook.types ?? [])].join(', ') ||
                      t('operations.hooks.all')}
                  </TableCell>
                  <TableCell align="right">{number.format(hook.lastId)}</TableCell>
                  <TableCell align="right">{number.format(hook.failures)}</TableCell>
                  <TableCell>{hook.lastError ?? t('common.none')}</TableCell>
                  <TableCell>
                    {/* A paused webhook is not tried again until resumed. */}
                    {hook.state === 'PAUSED'
                      ? t('common.none')
                      : when(hook.nextAttempt, i18n.language)}
                  </TableCell>
                  <TableCell>
                    {hook.state === 'PAUSED' && (
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={t('operations.hooks.resumeOf', { url: hook.url })}
                        onClick={() => resume.mutate(hook.id)}
                        disabled={resume.isPending}
                      >
                        {t('operations.resume')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
