import { Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMoment } from '../../format/dates';
import { TaskSubject } from './TaskSubject';
import type { Task } from './tasksApi';

/** Open tasks, each a link to its card, with what it is about, its process and when it came. */
export function TaskLinks({ tasks }: { tasks: readonly Task[] }) {
  const { t, i18n } = useTranslation();
  return (
    <List dense>
      {tasks.map((task) => (
        <ListItem key={task.taskId} disableGutters data-testid="task-row" sx={{ display: 'block' }}>
          <Link component={RouterLink} to={`/tasks/${task.taskId}`}>
            {task.name || t('tasks.unnamed')}
          </Link>
          <Typography variant="body2">
            <TaskSubject task={task} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('tasks.rowFacts', {
              process: task.processName || task.processDefinitionId || t('common.none'),
              at: formatMoment(task.createDate, i18n.language),
            })}
            {task.assignee && ` · ${t('tasks.assignedTo', { user: task.assignee })}`}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
