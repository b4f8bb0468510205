import { Paper, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { display } from '../../model/useModel';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { useRelayHealth } from './notificationsApi';
import { StateChip } from './StateChip';

/** The notification relay's health: its status and what it reports (backlog, lag, failure). */
export function RelayHealth() {
  const { t } = useTranslation();
  const health = useRelayHealth();
  return (
    <Paper component="section" aria-labelledby="relay-title" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="relay-title" variant="h6" component="h2">
          {t('operations.hooks.relay')}
        </Typography>
        {health.data && <StateChip state={health.data.status} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('operations.hooks.relayHelp')}
      </Typography>
      {health.isPending && <Loading />}
      {health.error && <ErrorNotice error={health.error} />}
      {health.data?.details && (
        <Table size="small" aria-label={t('operations.hooks.relay')} sx={{ maxWidth: 480 }}>
          <TableBody>
            {Object.entries(health.data.details).map(([name, value]) => (
              <TableRow key={name} data-testid="relay-detail">
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell>{display(value)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
