import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { AssignmentsTable } from './AssignmentsTable';
import { useAssignmentNames } from './assignmentNames';
import { DraftBar } from './DraftBar';
import { ASSIGNMENT_DRAFT, useAssignments } from './workflowAdminApi';

export const assignmentDraftPath = (draftId: number) => `/workflows/assignments/drafts/${draftId}`;

/** The published assignments of processes to registers and reference sets, and their draft. */
export default function AssignmentsTab() {
  const { t } = useTranslation();
  const assignments = useAssignments();
  const names = useAssignmentNames();
  const answer = assignments.data;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('workflowAdmin.assignments.intro')}</Typography>
      <DraftBar
        type={ASSIGNMENT_DRAFT}
        revision={answer?.revision}
        publishedBy={answer?.publishedBy}
        publishDate={answer?.publishDate}
        editPath={assignmentDraftPath}
      />
      {assignments.error && <ErrorNotice error={assignments.error} />}
      <Paper>
        {assignments.isPending ? (
          <Loading />
        ) : (
          <AssignmentsTable assignments={answer?.model?.assignments ?? []} names={names} />
        )}
      </Paper>
    </Stack>
  );
}
