import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { describeInstance } from './labelLogic';
import { useState } from 'react';
import { LabelInstancesDialog } from './LabelInstancesDialog';
import { UserDialog } from './UserDialog';
import {
  useAssignUserLabels,
  useLabels,
  useRoles,
  useUnlockUser,
  useUsers,
  type User,
} from './securityApi';
import { formatMoment } from '../../format/dates';

/** The users with their roles, own label instances and login hold, which can be lifted here. */
export default function UsersTab() {
  const { t, i18n } = useTranslation();
  const users = useUsers();
  const unlock = useUnlockUser();
  const labels = useLabels();
  const assign = useAssignUserLabels();
  const [editing, setEditing] = useState<User | null>(null);
  const roles = useRoles();
  // null: closed; 'new': a new user; else the user whose roles are edited.
  const [changing, setChanging] = useState<User | 'new' | null>(null);
  if (users.isPending || labels.isPending || roles.isPending) return <Loading />;
  if (roles.error) return <ErrorNotice error={roles.error} />;
  if (users.error) return <ErrorNotice error={users.error} />;
  if (labels.error) return <ErrorNotice error={labels.error} />;
  return (
    <Paper sx={{ p: 2 }}>
      <Button variant="contained" onClick={() => setChanging('new')} sx={{ mb: 2 }}>
        {t('security.user.new')}
      </Button>
      {unlock.error && <ErrorNotice error={unlock.error} />}
      <DataTable
        aria-label={t('security.area.users')}
        rows={users.data}
        rowKey={(user) => user.userName}
        rowProps={(user) => ({ 'data-testid': 'user-row', 'data-user': user.userName })}
        columns={[
          { header: t('security.user.name'), cell: (user) => user.userName },
          {
            header: t('security.user.fullName'),
            cell: (user) => user.fullName || t('common.none'),
          },
          {
            header: t('security.user.roles'),
            cell: (user) => user.roles.join(', ') || t('common.none'),
          },
          {
            header: t('security.role.instances'),
            cell: (user) =>
              user.securityLabels.length === 0
                ? t('common.none')
                : user.securityLabels.map((i, n) => (
                    <Typography key={n} variant="body2">
                      {describeInstance(i, t('security.role.everyRecord'))}
                    </Typography>
                  )),
          },
          {
            header: t('security.user.source'),
            cell: (user) => user.source ?? t('security.user.local'),
          },
          {
            header: t('security.user.active'),
            cell: (user) => (user.active ? t('security.user.yes') : t('security.user.no')),
          },
          {
            header: t('security.user.heldUntil'),
            cell: (user) =>
              user.loginHeldUntil ? (
                <>
                  {formatMoment(user.loginHeldUntil, i18n.language)}{' '}
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('security.user.unlockOf', { user: user.userName })}
                    onClick={() => unlock.mutate(user.userName)}
                    disabled={unlock.isPending}
                  >
                    {t('security.user.unlock')}
                  </Button>
                </>
              ) : (
                t('common.none')
              ),
          },
          {
            cell: (user) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('security.user.editOf', { user: user.userName })}
                  onClick={() => setChanging(user)}
                >
                  {t('security.user.edit')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('security.user.editLabelsOf', { user: user.userName })}
                  onClick={() => {
                    assign.reset();
                    setEditing(user);
                  }}
                >
                  {t('security.role.editLabels')}
                </Button>
              </Stack>
            ),
          },
        ]}
      />
      {changing && (
        <UserDialog
          user={changing === 'new' ? null : changing}
          roles={roles.data}
          onClose={() => setChanging(null)}
        />
      )}
      {editing && (
        <LabelInstancesDialog
          title={t('security.user.labelsOf', { user: editing.userName })}
          initial={editing.securityLabels}
          labels={labels.data}
          assign={{
            mutateAsync: (instances) => assign.mutateAsync({ user: editing, instances }),
            isPending: assign.isPending,
            error: assign.error,
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
