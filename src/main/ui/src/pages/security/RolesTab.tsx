import {
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { describeInstance } from './labelLogic';
import { LabelInstancesDialog } from './LabelInstancesDialog';
import { useAssignRoleLabels, useLabels, useRoles, type Role } from './securityApi';

/** The roles with their rights and the label instances they give, which can be edited here. */
export default function RolesTab() {
  const { t } = useTranslation();
  const roles = useRoles();
  const labels = useLabels();
  const [editing, setEditing] = useState<Role | null>(null);
  const assign = useAssignRoleLabels();
  if (roles.isPending || labels.isPending) return <Loading />;
  if (roles.error) return <ErrorNotice error={roles.error} />;
  if (labels.error) return <ErrorNotice error={labels.error} />;
  return (
    <Paper sx={{ p: 2 }}>
      <Table size="small" aria-label={t('security.area.roles')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('security.role.name')}</TableCell>
            <TableCell>{t('security.role.rights')}</TableCell>
            <TableCell>{t('security.role.instances')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {roles.data.map((role) => (
            <TableRow key={role.name} data-testid="role-row" data-role={role.name}>
              <TableCell>{role.displayName || role.name}</TableCell>
              <TableCell>
                {role.fullAccess
                  ? t('security.role.fullAccess')
                  : role.rights
                      .map((r) => `${r.resource}: ${(r.rights ?? []).join(', ').toLowerCase()}`)
                      .join('; ') || t('common.none')}
              </TableCell>
              <TableCell>
                {role.securityLabels.length === 0
                  ? t('common.none')
                  : role.securityLabels.map((i, n) => (
                      <Typography key={n} variant="body2">
                        {describeInstance(i, t('security.role.everyRecord'))}
                      </Typography>
                    ))}
              </TableCell>
              <TableCell>
                {!role.systemRole && (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('security.role.editLabelsOf', { role: role.name })}
                    onClick={() => setEditing(role)}
                  >
                    {t('security.role.editLabels')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
