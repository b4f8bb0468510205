import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useDeleteWebhook, useResumeWebhook, useWebhooks, type Webhook } from './notificationsApi';
import { WebhookDialog } from './WebhookDialog';
import { RelayHealth } from './RelayHealth';
import { StateChip } from './StateChip';
import { when } from './when';

/**
 * Notifications: the relay's health, and the webhooks with their state, position and last error,
 * created, changed and deleted here.
 */
export default function NotificationsTab() {
  const { t, i18n } = useTranslation();
  const webhooks = useWebhooks();
  const resume = useResumeWebhook();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack spacing={2}>
      <RelayHealth />
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('operations.hooks.list')}
          </Typography>
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('operations.hooks.new')}
          </Button>
        </Stack>
        {resume.error && <ErrorNotice error={resume.error} />}
        {remove.error && <ErrorNotice error={remove.error} />}
        {webhooks.isPending ? (
          <Loading />
        ) : webhooks.error ? (
          <ErrorNotice error={webhooks.error} />
        ) : (
          <DataTable
            aria-label={t('operations.hooks.list')}
            rows={webhooks.data}
            empty={t('operations.none')}
            rowKey={(hook) => hook.id}
            rowProps={() => ({ 'data-testid': 'webhook-row' })}
            columns={[
              {
                header: t('operations.hooks.url'),
                cell: (hook) => hook.url,
                cellProps: () => ({ sx: { wordBreak: 'break-all' } }),
              },
              {
                header: t('operations.stateColumn'),
                cell: (hook) => <StateChip state={hook.state} />,
              },
              {
                header: t('operations.hooks.filter'),
                cell: (hook) =>
                  [
                    ...(hook.entityNames ?? []),
                    ...(hook.types ?? []).map((type) =>
                      t(`operations.hooks.type.${type}`, { defaultValue: type }),
                    ),
                  ].join(', ') || t('operations.hooks.all'),
              },
              {
                header: t('operations.hooks.position'),
                align: 'right',
                cell: (hook) => number.format(hook.lastId),
              },
              {
                header: t('operations.hooks.failures'),
                align: 'right',
                cell: (hook) => number.format(hook.failures),
              },
              {
                header: t('operations.hooks.lastError'),
                cell: (hook) => hook.lastError ?? t('common.none'),
              },
              {
                header: t('operations.hooks.nextAttempt'),
                // A paused webhook is not tried again until resumed.
                cell: (hook) =>
                  hook.state === 'PAUSED'
                    ? t('common.none')
                    : when(hook.nextAttempt, i18n.language),
              },
              {
                align: 'right',
                cellProps: () => ({ sx: { whiteSpace: 'nowrap' } }),
                cell: (hook) => (
                  <>
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
                    <Button
                      size="small"
                      aria-label={t('operations.hooks.editOf', { url: hook.url })}
                      onClick={() => setEditing(hook)}
                    >
                      {t('operations.hooks.edit')}
                    </Button>
                    <ConfirmButton
                      size="small"
                      aria-label={t('operations.hooks.deleteOf', { url: hook.url })}
                      title={t('operations.hooks.deleteTitle')}
                      text={t('operations.hooks.deleteText', { url: hook.url })}
                      busy={remove.isPending}
                      onAsk={remove.reset}
                      onConfirm={() => remove.mutate(hook.id)}
                    >
                      {t('operations.hooks.delete')}
                    </ConfirmButton>
                  </>
                ),
              },
            ]}
          />
        )}
      </Paper>
      {editing && (
        <WebhookDialog hook={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Stack>
  );
}
