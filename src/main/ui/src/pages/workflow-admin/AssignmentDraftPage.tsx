import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { AssignmentDialog } from './AssignmentDialog';
import { AssignmentsTable } from './AssignmentsTable';
import { useAssignmentNames } from './assignmentNames';
import { DraftActions } from './DraftActions';
import { useModelDraft } from './useModelDraft';
import { saveAssignments, useAssignmentDraft, type ProcessAssignment } from './workflowAdminApi';

/**
 * A workflow-model draft: which process runs for which register or reference set, who approves,
 * on which operations and records; saved whole (the server checks each) and published on the
 * drafts page.
 */
export default function AssignmentDraftPage() {
  const { t } = useTranslation();
  const draftId = Number(useParams().draftId);
  const answer = useAssignmentDraft(draftId);
  const names = useAssignmentNames();
  const loaded = answer.data?.draft
    ? { items: answer.data.model?.assignments ?? [], version: answer.data.draft.version }
    : undefined;
  const editing = useModelDraft<ProcessAssignment>(loaded, (version, assignments) =>
    saveAssignments(draftId, version, assignments),
  );
  // the assignment in the dialog: its index, or -1 for a new one
  const [open, setOpen] = useState<number | null>(null);

  if (answer.isPending) return <Loading />;
  if (answer.error) return <ErrorNotice error={answer.error} />;
  const running = answer.data?.draft?.state === 'RUNNING';
  const list = editing.items;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/workflows/assignments">
          ← {t('workflowAdmin.assignments.back')}
        </Button>
      </Box>
      <Typography variant="h5" component="h2">
        {t('workflowAdmin.assignments.draftTitle', { id: draftId })}
      </Typography>
      <Typography color="text.secondary">{t('workflowAdmin.assignments.draftIntro')}</Typography>
      <Paper>
        <AssignmentsTable
          assignments={list}
          names={names}
          onEdit={running ? setOpen : undefined}
          onRemove={running ? (i) => editing.change(list.filter((_, n) => n !== i)) : undefined}
        />
      </Paper>
      {running && (
        <Box>
          <Button variant="outlined" onClick={() => setOpen(-1)}>
            {t('workflowAdmin.assignments.add')}
          </Button>
        </Box>
      )}
      {running && <DraftActions draftId={draftId} editing={editing} />}
      {open !== null && (
        <AssignmentDialog
          assignment={open >= 0 ? list[open]! : null}
          names={names}
          onSave={(a) =>
            editing.change(open >= 0 ? list.map((x, n) => (n === open ? a : x)) : [...list, a])
          }
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
