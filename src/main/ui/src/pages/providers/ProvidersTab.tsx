import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useRoles } from '../security/securityApi';
import { ProviderDialog } from './ProviderDialog';
import { providerTestLines } from './providerLogic';
import {
  useDeleteProvider,
  useProviders,
  useTestProvider,
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
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteProvider();
  const test = useTestProvider();
  const [tested, setTested] = useState<{ id: string; result: ProviderTest } | null>(null);
  // null: closed; 'new': a new provider; else the one changed.
  const [editing, setEditing] = useState<Provider | 'new' | null>(null);
  if (providers.isPending || roles.isPending) return <Loading />;
  if (providers.error) return <ErrorNotice error={providers.error} />;
  if (roles.error) return <ErrorNotice error={roles.error} />;

  function secret(p: Provider) {
    if (!p.secretSet) return <Chip size="small" label={t('providers.secret.none')} />;
    if (!p.secretReadable) {
      return <Chip size="small" color="warning" label={t('directory.password.unreadable')} />;
    }
    return (
      <Chip
        size="small"
        label={
          p.secretEncrypted ? t('directory.password.encrypted') : t('directory.password.plain')
        }
      />
    );
  }

  return (
    <Paper sx={{ p: 2 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('providers.intro')}
      </Typography>
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 2 }}>
        {t('providers.new')}
      </Button>
      {remove.error && <ErrorNotice error={remove.error} />}
      {test.error && <ErrorNotice error={test.error} />}
      <DataTable
        aria-label={t('providers.list')}
        rows={providers.data}
        empty={<Alert severity="info">{t('providers.none')}</Alert>}
        rowKey={(p) => p.registrationId}
        rowProps={(p) => ({ 'data-provider': p.registrationId })}
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
          { header: t('providers.field.clientSecret'), cell: (p) => secret(p) },
          {
            header: t('providers.field.enabled'),
            cell: (p) => (p.enabled ? t('security.user.yes') : t('security.user.no')),
          },
          {
            cell: (p) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('providers.testOf', { id: p.registrationId })}
                  disabled={test.isPending}
                  onClick={() =>
                    test.mutate(p.registrationId, {
                      onSuccess: (result) => setTested({ id: p.registrationId, result }),
                    })
                  }
                >
                  {t('directory.test.run')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('providers.editOf', { id: p.registrationId })}
                  onClick={() => setEditing(p)}
                >
                  {t('directory.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('providers.deleteOf', { id: p.registrationId })}
                  onClick={() => setDeleting(p.registrationId)}
                >
                  {t('directory.delete')}
                </Button>
              </Stack>
            ),
          },
        ]}
      />
      {tested && (
        <Alert
          severity={tested.result.reachable ? 'success' : 'error'}
          role="status"
          aria-label={t('providers.testOf', { id: tested.id })}
          sx={{ mt: 2 }}
          onClose={() => setTested(null)}
        >
          <strong>{tested.id}</strong>
          {providerTestLines(tested.result, t).map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </Alert>
      )}
      {editing && (
        <ProviderDialog
          provider={editing === 'new' ? null : editing}
          roles={roles.data.map((r) => r.name)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('providers.deleteTitle', { id: deleting })}
        text={t('providers.deleteText')}
        confirm={t('directory.delete')}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting);
          setDeleting(null);
        }}
      />
    </Paper>
  );
}
