import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { BpmnFileButton } from './BpmnFileButton';
import { DraftActions } from './DraftActions';
import { DraftProcessList } from './DraftProcessList';
import { processOfFile, withProcess } from './draftProcesses';
import { TemplatePicker } from './TemplatePicker';
import { useModelDraft } from './useModelDraft';
import {
  processFromTemplate,
  saveProcesses,
  useProcessDraft,
  type BpmnProcess,
} from './workflowAdminApi';

/**
 * A bpmn-model draft: the process definitions it would publish, added from a template or an
 * uploaded BPMN file (one of the same id is replaced), each with its diagram; saved whole (the
 * server checks every BPMN) and published on the drafts page.
 */
export default function ProcessDraftPage() {
  const { t } = useTranslation();
  const draftId = Number(useParams().draftId);
  const answer = useProcessDraft(draftId);
  const loaded = answer.data?.draft
    ? { items: answer.data.model?.processes ?? [], version: answer.data.draft.version }
    : undefined;
  const editing = useModelDraft<BpmnProcess>(loaded, (version, processes) =>
    saveProcesses(draftId, version, processes),
  );
  const [adding, setAdding] = useState<unknown>(null);

  const add = (made: Promise<BpmnProcess>) => {
    setAdding(null);
    made.then((p) => editing.change(withProcess(editing.items, p)), setAdding);
  };

  if (answer.isPending) return <Loading />;
  if (answer.error) return <ErrorNotice error={answer.error} />;
  const open = answer.data?.draft?.state === 'RUNNING';
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/workflows/processes">
          ← {t('workflowAdmin.processes.back')}
        </Button>
      </Box>
      <Typography variant="h5" component="h2">
        {t('workflowAdmin.processes.draftTitle', { id: draftId })}
      </Typography>
      <Typography color="text.secondary">{t('workflowAdmin.processes.draftIntro')}</Typography>
      {open && (
        <Paper sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TemplatePicker onPick={(name) => add(processFromTemplate(name))} />
            <Typography color="text.secondary">{t('workflowAdmin.processes.or')}</Typography>
            <BpmnFileButton
              label={t('workflowAdmin.processes.upload')}
              inputLabel={t('workflowAdmin.processes.uploadFile')}
              onFile={(file) => add(processOfFile(file))}
            />
          </Stack>
          {adding !== null && <ErrorNotice error={adding} />}
        </Paper>
      )}
      <DraftProcessList
        processes={editing.items}
        editable={open}
        onChange={(next) => editing.change(next)}
      />
      {open && <DraftActions draftId={draftId} editing={editing} />}
    </Stack>
  );
}
