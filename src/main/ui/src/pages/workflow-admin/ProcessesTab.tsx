import { Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { DraftBar } from './DraftBar';
import { PROCESS_DRAFT, useProcesses } from './workflowAdminApi';

export const processPath = (processId: string) =>
  `/workflows/processes/${encodeURIComponent(processId)}`;
export const processDraftPath = (draftId: number) => `/workflows/processes/drafts/${draftId}`;

/** The process definitions in force (the shipped ones first), each with its diagram. */
export default function ProcessesTab() {
  const { t } = useTranslation();
  const processes = useProcesses();
  const answer = processes.data;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('workflowAdmin.processes.intro')}</Typography>
      <DraftBar
        type={PROCESS_DRAFT}
        revision={answer?.revision}
        publishedBy={answer?.publishedBy}
        publishDate={answer?.publishDate}
        editPath={processDraftPath}
      />
      {processes.error && <ErrorNotice error={processes.error} />}
      <Paper>
        {processes.isPending ? (
          <Loading />
        ) : (
          <DataTable
            aria-label={t('workflowAdmin.processes.title')}
            data-testid="processes"
            rows={answer?.processes ?? []}
            rowKey={(row) => row.processId ?? ''}
            rowProps={(row) => ({ 'data-process': row.processId })}
            emptyRow={t('workflowAdmin.processes.none')}
            columns={[
              {
                header: t('workflowAdmin.processes.name'),
                cell: (row) => (
                  <>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {row.displayName || row.processId}{' '}
                      {row.shipped && (
                        <Chip size="small" label={t('workflowAdmin.shipped')} sx={{ ml: 0.5 }} />
                      )}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {row.processId}
                    </Typography>
                  </>
                ),
              },
              {
                header: t('workflowAdmin.processes.description'),
                cell: (row) => row.description || '—',
              },
              {
                header: t('workflowAdmin.processes.deployed'),
                width: 150,
                cell: (row) =>
                  row.deployedVersion
                    ? t('workflowAdmin.processes.version', { version: row.deployedVersion })
                    : t('workflowAdmin.processes.notDeployed'),
              },
              {
                width: 140,
                align: 'right',
                cell: (row) => (
                  <Button size="small" component={RouterLink} to={processPath(row.processId ?? '')}>
                    {t('workflowAdmin.processes.diagram')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Paper>
    </Stack>
  );
}
