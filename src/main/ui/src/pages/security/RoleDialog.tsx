import {
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { FormDialog } from '../../components/FormDialog';
import { formProblems } from '../../forms/problems';
import { Loading } from '../../components/Loading';
import { RIGHTS, grantedByResource, groupedResources, rightsOf, toggled } from './rightsLogic';
import { useResources, useSaveRole, type Role } from './securityApi';

/**
 * A new role, or a role's names and rights: a right per resource (system areas, registers and
 * reference sets, classifiers), switched on and off. Its label instances are edited apart.
 */
export function RoleDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { t } = useTranslation();
  const resources = useResources();
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [displayName, setDisplayName] = useState(role?.displayName ?? '');
  const [granted, setGranted] = useState(() => grantedByResource(role?.rights ?? []));

  const { said, others } = formProblems(save.error, ['name', 'displayName']);

  return (
    <FormDialog
      title={role ? t('security.role.editOf', { role: role.name }) : t('security.role.new')}
      submitLabel={t('security.save')}
      error={save.error}
      others={others}
      pending={save.isPending}
      incomplete={name.trim() === ''}
      maxWidth="md"
      onSubmit={() =>
        save.mutateAsync({
          name,
          displayName,
          rights: rightsOf(granted),
          version: role ? role.version : null,
        })
      }
      onClose={onClose}
    >
      <Stack direction="row" spacing={2}>
        <TextField
          label={t('security.label.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          disabled={role !== null}
          required
          size="small"
          error={!!said('name')}
          helperText={said('name')}
        />
        <TextField
          label={t('security.label.displayName')}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          size="small"
          error={!!said('displayName')}
          helperText={said('displayName')}
        />
      </Stack>
      {resources.isPending && <Loading />}
      {resources.error && <ErrorNotice error={resources.error} />}
      {resources.data && (
        <TableContainer sx={{ maxHeight: '60vh' }}>
          <Table size="small" stickyHeader aria-label={t('security.role.rights')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('security.role.resource')}</TableCell>
                {RIGHTS.map((r) => (
                  <TableCell key={r} align="center" sx={{ width: 96 }}>
                    {t(`security.right.${r}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            {groupedResources(resources.data).map(({ group, resources: members }) => (
              <TableBody key={group} data-testid="resource-group" data-group={group}>
                <TableRow>
                  <TableCell
                    component="th"
                    scope="colgroup"
                    colSpan={RIGHTS.length + 1}
                    sx={{ bgcolor: 'action.hover', fontWeight: 'bold', pt: 1.5 }}
                  >
                    {t(`security.role.group.${group}`)}
                  </TableCell>
                </TableRow>
                {members.map((resource) => {
                  const key = resource.name ?? '';
                  const shown = resource.displayName || key;
                  return (
                    <TableRow key={key} data-testid="resource-row" data-resource={key}>
                      <TableCell sx={{ pl: 3, overflowWrap: 'anywhere' }} title={key}>
                        {shown}
                      </TableCell>
                      {RIGHTS.map((r) => (
                        <TableCell key={r} align="center" padding="checkbox">
                          <Checkbox
                            size="small"
                            checked={granted.get(key)?.has(r) ?? false}
                            onChange={() => setGranted(toggled(granted, key, r))}
                            slotProps={{
                              input: {
                                'aria-label': t('security.role.rightOn', {
                                  right: t(`security.right.${r}`),
                                  resource: shown,
                                }),
                              },
                            }}
                          />
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
              </TableBody>
            ))}
          </Table>
        </TableContainer>
      )}
    </FormDialog>
  );
}
