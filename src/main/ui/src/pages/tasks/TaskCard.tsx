import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../auth/session';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { entitiesOf, useModel } from '../../model/useModel';
import { DraftComparison } from '../drafts/DraftComparison';
import { useDraft } from '../drafts/recordDrafts';
import { useDraftRecords } from '../drafts/useDraftRecords';
import { ProcessSteps } from './ProcessSteps';
import { TaskActions, type Completion } from './TaskActions';
import { TaskFacts } from './TaskFacts';
import { TaskResult } from './TaskResult';
import { isGone, statusOf, TASKS_KEY, useTask, type Task } from './tasksApi';

/**
 * A workflow task's card: what it asks and of whom, the draft's change before and after, the
 * process's history so far, and the buttons the process allows.
 */
export default function TaskCard() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const queries = useQueryClient();
  const { session } = useSession();
  // Once completed the task is gone from the server: the card keeps it to tell the outcome.
  const [done, setDone] = useState<{ task: Task; completion: Completion } | null>(null);
  const loaded = useTask(taskId, !done);
  const task = done?.task ?? loaded.data;
  const draft = useDraft(task?.draftId ?? null);
  const records = useDraftRecords(draft.data);
  const model = useModel();
  const entity = entitiesOf(model.data).find((e) => e.name === task?.entityName);

  if (!task) {
    if (loaded.isPending) return <Loading />;
    return isGone(loaded.error) ? (
      <Alert severity="info">{t('tasks.card.gone')}</Alert>
    ) : (
      <ErrorNotice error={loaded.error} />
    );
  }
  const oneKey = [...TASKS_KEY, 'one', taskId];
  const changed = async (next: Task) => {
    queries.setQueryData(oneKey, next);
    await queries.invalidateQueries({ queryKey: [...TASKS_KEY, 'list'] });
  };
  const completed = async (completion: Completion) => {
    // A candidate's completion claims the task on the way: it was theirs when it ended.
    setDone({
      task: { ...task, assignee: task.assignee ?? session?.userName ?? null },
      completion,
    });
    // Everything the completion may have changed, but the task itself: it is no longer open.
    const gone = JSON.stringify(oneKey);
    await queries.invalidateQueries({ predicate: (q) => JSON.stringify(q.queryKey) !== gone });
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to="/">
          ← {t('tasks.card.back')}
        </Button>
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {task.name || t('tasks.unnamed')}
        </Typography>
        <Chip
          data-testid="task-status"
          color={done ? 'success' : 'default'}
          label={t(`tasks.status.${done ? 'COMPLETED' : statusOf(task)}`)}
        />
      </Stack>
      {task.description && <Typography>{task.description}</Typography>}
      <TaskFacts task={task} completed={!!done} />
      <Stack direction="row" spacing={1}>
        {records.recordPath && (
          <Button variant="outlined" component={RouterLink} to={records.recordPath}>
            {t('tasks.card.openRecord')}
          </Button>
        )}
        {task.draftId !== null && (
          <Button variant="outlined" component={RouterLink} to={`/drafts/${task.draftId}`}>
            {t('tasks.card.openDraft')}
          </Button>
        )}
      </Stack>
      {done ? (
        <TaskResult task={task} completion={done.completion} recordPath={records.recordPath} />
      ) : (
        <TaskActions task={task} onChanged={changed} onCompleted={completed} />
      )}
      {draft.error && <ErrorNotice error={draft.error} />}
      {entity && task.draftId !== null && (
        <DraftComparison draftId={task.draftId} entity={entity} records={records} />
      )}
      <ProcessSteps processInstanceId={task.processInstanceId} />
    </Stack>
  );
}
