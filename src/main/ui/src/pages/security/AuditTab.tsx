import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useAuditEvents } from './securityApi';
import { formatMoment } from '../../format/dates';
import { DataTable } from '../../components/DataTable';

const TYPES = [
  'LOGIN_SUCCESS',
  'LOGIN_FAILURE',
  'LOGIN_LOCK',
  'LOGIN_SLOWDOWN',
  'LOGIN_UNLOCK',
  'USER_CREATE',
  'USER_UPDATE',
  'USER_LABELS',
  'ROLE_CREATE',
  'ROLE_UPDATE',
  'ROLE_DELETE',
  'ROLE_LABELS',
  'LABEL_CREATE',
  'LABEL_UPDATE',
  'LABEL_DELETE',
  'PROPERTY_CREATE',
  'PROPERTY_DELETE',
  'ROLES_EXPORT',
  'ROLES_IMPORT',
  'LABELS_EXPORT',
  'LABELS_IMPORT',
  'PARAMETER_CHANGE',
] as const;

/** The audit trail, newest first, narrowed to one type of event. */
export default function AuditTab() {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState('');
  const events = useAuditEvents(type);
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('security.audit.type')}
          value={type}
          onChange={(e) => setType(e.target.value)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{t('security.audit.all')}</MenuItem>
          {TYPES.map((x) => (
            <MenuItem key={x} value={x}>
              {x}
            </MenuItem>
          ))}
        </TextField>
        {events.data && (
          <Typography>{t('security.audit.total', { count: events.data.totalCount })}</Typography>
        )}
      </Stack>
      {events.isPending ? (
        <Loading />
      ) : events.error ? (
        <ErrorNotice error={events.error} />
      ) : (
        <DataTable
          aria-label={t('security.audit.title')}
          rows={events.data.events}
          rowKey={(e) => e.id}
          rowProps={() => ({ 'data-testid': 'audit-row' })}
          columns={[
            {
              header: t('security.audit.when'),
              cell: (e) => (e.date ? formatMoment(e.date, i18n.language) : t('common.none')),
              cellProps: () => ({ sx: { whiteSpace: 'nowrap' } }),
            },
            { header: t('security.audit.type'), cell: (e) => e.type },
            { header: t('security.audit.who'), cell: (e) => e.userName ?? t('common.none') },
            { header: t('security.audit.subject'), cell: (e) => e.subject ?? t('common.none') },
            {
              header: t('security.audit.details'),
              cell: (e) =>
                Object.entries(e.details ?? {})
                  .map(([k, v]) => `${k}: ${v}`)
                  .join('; '),
              cellProps: () => ({ sx: { wordBreak: 'break-word' } }),
            },
          ]}
        />
      )}
    </Paper>
  );
}
