import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Loading } from '../../components/Loading';
import { refused, Tile } from '../start/Tile';
import { TaskLinks } from './TaskLinks';
import { useTaskList, type Task } from './tasksApi';

/** Rows a part of the tile shows; its count tells how many there are in all. */
const SHOWN = 10;

/**
 * The start page's tile of workflow tasks waiting for the user: those assigned to them, and those
 * their roles may claim.
 */
export function TasksTile() {
  const { t } = useTranslation();
  const mine = useTaskList({ mine: true, limit: SHOWN });
  const available = useTaskList({ available: true, limit: SHOWN });
  if ((mine.error && refused(mine.error)) || (available.error && refused(available.error))) {
    return null;
  }
  const total = (mine.data?.total ?? 0) + (available.data?.total ?? 0);
  const title = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
      <span>{t('tasks.tile.title')}</span>
      {total > 0 && (
        <Chip
          size="small"
          color="secondary"
          label={total}
          aria-label={t('tasks.tile.count', { count: total })}
          data-testid="tasks-count"
        />
      )}
    </Stack>
  );
  return (
    <Tile title={title} testId="start-tasks">
      {mine.isPending || available.isPending ? (
        <Loading />
      ) : mine.error || available.error ? (
        <ErrorNotice error={mine.error ?? available.error} />
      ) : total === 0 ? (
        <Typography>{t('tasks.tile.none')}</Typography>
      ) : (
        <>
          <Part
            title={t('tasks.tile.mine', { count: mine.data.total })}
            tasks={mine.data.tasks}
            testId="tasks-mine"
          />
          <Part
            title={t('tasks.tile.available', { count: available.data.total })}
            tasks={available.data.tasks}
            testId="tasks-available"
          />
        </>
      )}
    </Tile>
  );
}

function Part({ title, tasks, testId }: { title: string; tasks: Task[]; testId: string }) {
  if (tasks.length === 0) return null;
  return (
    <div data-testid={testId}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <TaskLinks tasks={tasks} />
    </div>
  );
}
