import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  SealedConfigurations,
  SecretChip,
  enabledColumn,
} from '../../components/SealedConfigurations';
import { useRoles } from '../security/securityApi';
import { DirectoryDialog } from './DirectoryDialog';
import {
  deleteConfiguration,
  testConfiguration,
  useConfigurations,
  type Configuration,
} from './directoryApi';
import { serverOf, testLines } from './directoryLogic';

/**
 * The directory configurations (LDAP, Active Directory) users log in through: each with its
 * server, domains and the state of its bind password; created, changed, tried out and deleted.
 */
export default function DirectoryTab() {
  const { t } = useTranslation();
  const configurations = useConfigurations();
  const roles = useRoles();
  return (
    <SealedConfigurations<Configuration, Awaited<ReturnType<typeof testConfiguration>>>
      texts="directory"
      list={configurations}
      roles={roles}
      idOf={(c) => c.id}
      rowData="data-configuration"
      columns={[
        {
          header: t('directory.field.id'),
          cell: (c) => (
            <>
              {c.id}
              {c.displayName && (
                <Typography variant="body2" color="text.secondary">
                  {c.displayName}
                </Typography>
              )}
            </>
          ),
        },
        { header: t('directory.field.server'), cell: (c) => serverOf(c) },
        { header: t('directory.field.bindDn'), cell: (c) => c.bindDn },
        {
          header: t('directory.field.domains'),
          cell: (c) => c.domains.map((d) => d.name).join(', '),
        },
        {
          header: t('directory.field.password'),
          cell: (c) => (
            <SecretChip
              secret={{
                set: c.passwordSet,
                encrypted: c.passwordEncrypted,
                readable: c.passwordReadable,
              }}
            />
          ),
        },
        enabledColumn(t('directory.field.enabled'), t),
      ]}
      test={(id) => testConfiguration({ id })}
      passed={(r) => r.connected}
      testLines={testLines}
      remove={deleteConfiguration}
      queryKey={['directory']}
      dialog={(configuration, roles, onClose) => (
        <DirectoryDialog configuration={configuration} roles={roles} onClose={onClose} />
      )}
    />
  );
}
