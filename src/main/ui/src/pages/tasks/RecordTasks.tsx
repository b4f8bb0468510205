import { useTranslation } from 'react-i18next';
import { Section } from '../../components/Section';
import { TaskLinks } from './TaskLinks';
import { useTaskList } from './tasksApi';

/**
 * A record's open workflow tasks (its drafts waiting for approval or correction), each a link to
 * its card; left out when there is none, or when the user may not see tasks.
 */
export function RecordTasks({ entityName, etalonId }: { entityName: string; etalonId: string }) {
  const { t } = useTranslation();
  const tasks = useTaskList({ entityName, etalonId, limit: 20 }, !!etalonId);
  if (!tasks.data || tasks.data.tasks.length === 0) return null;
  return (
    <Section
      id="record-tasks-title"
      title={t('tasks.record.title', { count: tasks.data.total })}
      help={t('tasks.record.help')}
      data-testid="record-tasks"
    >
      <TaskLinks tasks={tasks.data.tasks} />
    </Section>
  );
}
