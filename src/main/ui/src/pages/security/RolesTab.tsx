import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { describeInstance } from './labelLogic';
import { LabelInstancesDialog } from './LabelInstancesDialog';
import { RoleDialog } from './RoleDialog';
import {
  useAssignRoleLabels,
  useDeleteRole,
  useLabels,
  useResources,
  useRoles,
  type Role,
} from './securityApi';
import { TransferButtons } from './TransferButtons';
import { DataTable } from '../../components/DataTable';

/**
 * The roles with their rights and the label instances they give: created, edited and deleted here,
 * and exported and imported as one document.
 */
export default function RolesTab() {
  const { t } = useTranslation();
  const roles = useRoles();
  const labels = useLabels();
  const [editing, setEditing] = useState<Role | null>(null);
  const assign = useAssignRoleLabels();
  const remove = useDeleteRole();
  const resources = useResources();
  const shown = (name: string | null | undefined) =>
    resources.data?.find((r) => r.name === name)?.displayName || name;
  // null: closed; 'new': a new role; else the role whose rights are edited.
  const [rightsOf, setRightsOf] = useState<Role | 'new' | null>(null);
  if (roles.isPending || labels.isPending) return <Loading />;
  if (roles.error) return <ErrorNotice error={roles.error} />;
  if (labels.error) return <ErrorNotice error={labels.error} />;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button variant="contained" onClick={() => setRightsOf('new')} sx={{ flex: 'none' }}>
          {t('security.role.new')}
        </Button>
        <TransferButtons what="roles" />
      </Stack>
      {remove.error && <ErrorNotice error={remove.error} />}
      <DataTable
        aria-label={t('security.area.roles')}
        rows={roles.data}
        rowKey={(role) => role.name}
        rowProps={(role) => ({ 'data-testid': 'role-row', 'data-role': role.name })}
        columns={[
          { header: t('security.role.name'), cell: (role) => role.displayName || role.name },
          {
            header: t('security.role.rights'),
            cell: (role) =>
              role.fullAccess
                ? t('security.role.fullAccess')
                : role.rights
                    .map(
                      (r) => `${shown(r.resource)}: ${(r.rights ?? []).join(', ').toLowerCase()}`,
                    )
                    .join('; ') || t('common.none'),
          },
          {
            header: t('security.role.instances'),
            cell: (role) =>
              role.securityLabels.length === 0
                ? t('common.none')
                : role.securityLabels.map((i, n) => (
                    <Typography key={n} variant="body2">
                      {describeInstance(i, t('security.role.everyRecord'))}
                    </Typography>
                  )),
          },
          {
            cell: (role) =>
              !role.systemRole && (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('security.role.editRightsOf', { role: role.name })}
                    onClick={() => setRightsOf(role)}
                  >
                    {t('security.role.editRights')}
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('security.role.editLabelsOf', { role: role.name })}
                    onClick={() => {
                      assign.reset();
                      setEditing(role);
                    }}
                  >
                    {t('security.role.editLabels')}
                  </Button>
                  <ConfirmButton
                    size="small"
                    aria-label={t('security.role.deleteOf', { role: role.name })}
                    title={t('security.role.deleteTitle', { role: role.name })}
                    text={t('security.role.deleteText')}
                    busy={remove.isPending}
                    onConfirm={() => remove.mutate(role.name)}
                  >
                    {t('security.property.delete')}
                  </ConfirmButton>
                </Stack>
              ),
          },
        ]}
      />
      {rightsOf && (
        <RoleDialog role={rightsOf === 'new' ? null : rightsOf} onClose={() => setRightsOf(null)} />
      )}
      {editing && (
        <LabelInstancesDialog
          title={t('security.role.labelsOf', { role: editing.displayName || editing.name })}
          initial={editing.securityLabels}
          labels={labels.data}
          assign={{
            mutateAsync: (instances) => assign.mutateAsync({ role: editing, instances }),
            isPending: assign.isPending,
            error: assign.error,
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
