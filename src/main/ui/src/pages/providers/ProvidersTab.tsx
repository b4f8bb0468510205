import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  SealedConfigurations,
  SecretChip,
  enabledColumn,
} from '../../components/SealedConfigurations';
import { useRoles } from '../security/securityApi';
import { ProviderDialog } from './ProviderDialog';
import { providerTestLines } from './providerLogic';
import {
  deleteProvider,
  testProvider,
  useProviders,
  type Provider,
  type ProviderTest,
} from './providersApi';

/**
 * The OpenID Connect providers users sign in with: each with its issuer, client, claim mapping and
 * the state of its secret; created, changed, tried out (its discovery document read) and deleted.
 */
export default function ProvidersTab() {
  const { t } = useTranslation();
  const providers = useProviders();
  const roles = useRoles();
  return (
    <SealedConfigurations<Provider, ProviderTest>
      texts="providers"
      list={providers}
      roles={roles}
      idOf={(p) => p.registrationId}
      rowData="data-provider"
      columns={[
        {
          header: t('providers.field.id'),
          cell: (p) => (
            <>
              {p.registrationId}
              <Typography variant="body2" color="text.secondary">
                {[p.displayName, p.providerId].filter(Boolean).join(' · ')}
              </Typography>
            </>
          ),
        },
        { header: t('providers.field.issuerUri'), cell: (p) => p.issuerUri },
        { header: t('providers.field.clientId'), cell: (p) => p.clientId },
        {
          header: t('providers.field.claimRoles'),
          cell: (p) =>
            p.claimRoles.map((c) => `${c.value} → ${(c.roles ?? []).join(', ')}`).join('; '),
        },
        {
          header: t('providers.field.clientSecret'),
          cell: (p) => (
            <SecretChip
              secret={{
                set: p.secretSet,
                encrypted: p.secretEncrypted,
                readable: p.secretReadable,
              }}
              none={t('providers.secret.none')}
            />
          ),
        },
        enabledColumn(t('providers.field.enabled'), t),
      ]}
      test={testProvider}
      passed={(r) => r.reachable}
      testLines={providerTestLines}
      remove={deleteProvider}
      queryKey={['providers']}
      dialog={(provider, roles, onClose) => (
        <ProviderDialog provider={provider} roles={roles} onClose={onClose} />
      )}
    />
  );
}
