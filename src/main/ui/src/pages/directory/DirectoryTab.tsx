import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useRoles } from '../security/securityApi';
import { DirectoryDialog } from './DirectoryDialog';
import {
  useConfigurations,
  useDeleteConfiguration,
  useTestConfiguration,
  type Configuration,
  type TestResult,
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
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = useDeleteConfiguration();
  const test = useTestConfiguration();
  const [tested, setTested] = useState<{ id: string; result: TestResult } | null>(null);
  // null: closed; 'new': a new configuration; else the one changed.
  const [editing, setEditing] = useState<Configuration | 'new' | null>(null);
  if (configurations.isPending || roles.isPending) return <Loading />;
  if (configurations.error) return <ErrorNotice error={configurations.error} />;
  if (roles.error) return <ErrorNotice error={roles.error} />;

  function password(c: Configuration) {
    if (!c.passwordReadable) {
      return <Chip size="small" color="warning" label={t('directory.password.unreadable')} />;
    }
    return (
      <Chip
        size="small"
        label={
          c.passwordEncrypted ? t('directory.password.encrypted') : t('directory.password.plain')
        }
      />
    );
  }

  return (
    <Paper sx={{ p: 2 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('directory.intro')}
      </Typography>
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 2 }}>
        {t('directory.new')}
      </Button>
      {remove.error && <ErrorNotice error={remove.error} />}
      {test.error && <ErrorNotice error={test.error} />}
      <DataTable
        aria-label={t('directory.list')}
        rows={configurations.data}
        empty={<Alert severity="info">{t('directory.none')}</Alert>}
        rowKey={(c) => c.id}
        rowProps={(c) => ({ 'data-configuration': c.id })}
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
          { header: t('directory.field.password'), cell: (c) => password(c) },
          {
            header: t('directory.field.enabled'),
            cell: (c) => (c.enabled ? t('security.user.yes') : t('security.user.no')),
          },
          {
            cell: (c) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('directory.testOf', { id: c.id })}
                  disabled={test.isPending}
                  onClick={() =>
                    test.mutate(
                      { id: c.id },
                      { onSuccess: (result) => setTested({ id: c.id, result }) },
                    )
                  }
                >
                  {t('directory.test.run')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('directory.editOf', { id: c.id })}
                  onClick={() => setEditing(c)}
                >
                  {t('directory.edit')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('directory.deleteOf', { id: c.id })}
                  onClick={() => setDeleting(c.id)}
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
          severity={tested.result.connected ? 'success' : 'error'}
          role="status"
          aria-label={t('directory.testOf', { id: tested.id })}
          sx={{ mt: 2 }}
          onClose={() => setTested(null)}
        >
          <strong>{tested.id}</strong>
          {testLines(tested.result, t).map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </Alert>
      )}
      {editing && (
        <DirectoryDialog
          configuration={editing === 'new' ? null : editing}
          roles={roles.data.map((r) => r.name)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('directory.deleteTitle', { id: deleting })}
        text={t('directory.deleteText')}
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
