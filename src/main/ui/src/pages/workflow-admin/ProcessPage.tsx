import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { BpmnDiagram } from './bpmn/BpmnDiagram';
import { useProcess } from './workflowAdminApi';

/** A process definition in force: its names, its deployed version and its diagram (read only). */
export default function ProcessPage() {
  const { t } = useTranslation();
  const processId = useParams().processId ?? '';
  const answer = useProcess(processId);
  const process = answer.data?.process;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/workflows/processes">
          ← {t('workflowAdmin.processes.back')}
        </Button>
      </Box>
      {answer.isPending && <Loading />}
      {answer.error && <ErrorNotice error={answer.error} />}
      {process && (
        <>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h2">
              {process.displayName || process.processId}
            </Typography>
            {process.shipped && <Chip size="small" label={t('workflowAdmin.shipped')} />}
            <Typography color="text.secondary">
              {process.processId}
              {process.deployedVersion
                ? ` · ${t('workflowAdmin.processes.version', { version: process.deployedVersion })}`
                : ''}
            </Typography>
          </Stack>
          {process.description && <Typography>{process.description}</Typography>}
          <BpmnDiagram bpmn={answer.data?.bpmn ?? ''} title={process.displayName || processId} />
        </>
      )}
    </Stack>
  );
}
