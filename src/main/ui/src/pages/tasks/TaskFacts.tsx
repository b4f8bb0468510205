import { Chip, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../format/dates';
import { TaskSubject } from './TaskSubject';
import { statusOf, type Task } from './tasksApi';

/**
 * A task's facts: its process and subject, status, who holds it or may take it, and when; a task
 * just completed says so.
 */
export function TaskFacts({ task, completed = false }: { task: Task; completed?: boolean }) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('tasks.card.process'), task.processName || task.processDefinitionId || t('common.none')],
    [t('tasks.card.subject'), <TaskSubject key="subject" task={task} />],
    [t('tasks.card.status'), t(`tasks.status.${completed ? 'COMPLETED' : statusOf(task)}`)],
    [t('tasks.card.assignee'), task.assignee || t('tasks.card.nobody')],
    [
      t('tasks.card.candidates'),
      task.candidateRoles.length + task.candidateUsers.length === 0 ? (
        t('common.none')
      ) : (
        <Stack key="candidates" direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          {task.candidateRoles.map((role) => (
            <Chip key={role} size="small" label={role} />
          ))}
          {task.candidateUsers.map((user) => (
            <Chip key={user} size="small" variant="outlined" label={user} />
          ))}
        </Stack>
      ),
    ],
    [t('tasks.card.initiator'), task.initiator || t('common.none')],
    [t('tasks.card.created'), formatMoment(task.createDate, i18n.language)],
  ];
  if (task.dueDate) rows.push([t('tasks.card.due'), formatMoment(task.dueDate, i18n.language)]);
  return (
    <Table size="small" data-testid="task-facts" sx={{ width: 'auto' }}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500, pl: 0 }}>
              {name}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
