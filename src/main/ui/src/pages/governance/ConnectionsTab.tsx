import { Alert, AlertTitle, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { ConnectionDialog } from './ConnectionDialog';
import {
  useConnections,
  useCrawlerTypes,
  useDeleteConnection,
  useTestConnection,
  type Connection,
} from './governanceApi';
import { connectionSummary } from './parameterForm';

/**
 * The connections crawlers read sources through: their crawler type, where they point and whether
 * a password is stored (never shown); created, changed, tested against the source and deleted.
 */
export default function ConnectionsTab() {
  const { t } = useTranslation();
  const connections = useConnections();
  const types = useCrawlerTypes();
  const remove = useDeleteConnection();
  const test = useTestConnection();
  const [tested, setTested] = useState<string | null>(null);
  // null: closed; 'new': a new connection; else the one changed.
  const [editing, setEditing] = useState<Connection | 'new' | null>(null);
  if (connections.isPending || types.isPending) return <Loading />;
  if (connections.error) return <ErrorNotice error={connections.error} />;
  if (types.error) return <ErrorNotice error={types.error} />;
  const typeOf = (c: Connection) => types.data.find((x) => x.type === c.crawlerType);
  const testedOne = connections.data.find((c) => c.name === tested);
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('governance.connection.intro')}
      </Typography>
      <Button variant="contained" onClick={() => setEditing('new')} sx={{ mb: 1 }}>
        {t('governance.connection.new')}
      </Button>
      {tested && (
        <div aria-live="polite" data-testid="connection-test">
          {test.isPending && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('governance.connection.testing', { name: testedOne?.displayName ?? tested })}
            </Alert>
          )}
          {test.error && <ErrorNotice error={test.error} />}
          {test.data && (
            <Alert
              severity={test.data.reachable ? 'success' : 'error'}
              sx={{ mt: 2 }}
              onClose={() => setTested(null)}
              data-reachable={test.data.reachable}
            >
              <AlertTitle>
                {t(
                  test.data.reachable
                    ? 'governance.connection.reached'
                    : 'governance.connection.unreachable',
                  { name: testedOne?.displayName ?? tested },
                )}
              </AlertTitle>
              {test.data.message}
            </Alert>
          )}
        </div>
      )}
      {remove.error && <ErrorNotice error={remove.error} />}
      <DataTable
        aria-label={t('governance.area.connections')}
        rows={connections.data}
        rowKey={(c) => c.name}
        rowProps={(c) => ({ 'data-testid': 'connection-row', 'data-connection': c.name })}
        empty={t('governance.connection.none')}
        columns={[
          {
            header: t('governance.field.displayName'),
            cell: (c) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {c.displayName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {c.name}
                </Typography>
              </>
            ),
          },
          {
            header: t('governance.connection.crawlerType'),
            cell: (c) => typeOf(c)?.displayName ?? c.crawlerType,
          },
          {
            header: t('governance.connection.target'),
            cell: (c) => connectionSummary(typeOf(c)?.parameters ?? [], c.parameters),
          },
          {
            header: t('governance.connection.secrets'),
            cell: (c) =>
              (typeOf(c)?.parameters ?? [])
                .filter((p) => p.type === 'SECRET')
                .map((p) => (
                  <Chip
                    key={p.name}
                    size="small"
                    variant="outlined"
                    color={c.secretsSet.includes(p.name) ? 'success' : 'default'}
                    label={t(
                      c.secretsSet.includes(p.name)
                        ? 'governance.connection.secretSet'
                        : 'governance.connection.secretUnset',
                      { name: p.displayName },
                    )}
                  />
                )),
          },
          {
            cell: (c) => (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('governance.connection.testOf', { name: c.name })}
                  disabled={test.isPending}
                  onClick={() => {
                    setTested(c.name);
                    test.reset();
                    test.mutate(c.name);
                  }}
                >
                  {t('governance.connection.test')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={t('governance.editOf', { name: c.name })}
                  onClick={() => setEditing(c)}
                >
                  {t('governance.edit')}
                </Button>
                <ConfirmButton
                  size="small"
                  aria-label={t('governance.deleteOf', { name: c.name })}
                  title={t('governance.connection.deleteTitle', { name: c.displayName })}
                  text={t('governance.connection.deleteText')}
                  busy={remove.isPending}
                  onAsk={() => remove.reset()}
                  onConfirm={() => remove.mutate(c)}
                >
                  {t('governance.delete')}
                </ConfirmButton>
              </Stack>
            ),
          },
        ]}
      />
      {editing && (
        <ConnectionDialog
          connection={editing === 'new' ? null : editing}
          types={types.data}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
