import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Completion } from './TaskActions';
import type { Task } from './tasksApi';

interface Props {
  task: Task;
  completion: Completion;
  recordPath: string | null;
}

/** What completing the task did, and where to go next. */
export function TaskResult({ task, completion, recordPath }: Props) {
  const { t } = useTranslation();
  const chosen = task.decisions.find((d) => d.id === completion.decision);
  const decision = chosen?.name || completion.decision;
  return (
    <Alert
      severity="success"
      data-testid="task-result"
      action={
        <Stack direction="row" spacing={1}>
          {recordPath && (
            <Button color="inherit" size="small" component={RouterLink} to={recordPath}>
              {t('tasks.card.openRecord')}
            </Button>
          )}
          <Button color="inherit" size="small" component={RouterLink} to="/">
            {t('tasks.card.back')}
          </Button>
        </Stack>
      }
    >
      {decision ? t('tasks.result.decided', { decision }) : t('tasks.result.completed')}{' '}
      {completion.processEnded ? t('tasks.result.ended') : t('tasks.result.goesOn')}
    </Alert>
  );
}
