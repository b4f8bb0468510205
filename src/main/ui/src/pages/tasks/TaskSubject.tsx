import { useTranslation } from 'react-i18next';
import { entitiesOf, label, useModel } from '../../model/useModel';
import { useDraft } from '../drafts/recordDrafts';
import type { Task } from './tasksApi';

/** The register's name as the model shows it; its code when the model does not know it. */
export function useRegisterName(entityName: string | null | undefined) {
  const model = useModel();
  if (!entityName) return null;
  const entity = entitiesOf(model.data).find((e) => e.name === entityName);
  return entity ? label(entity) : entityName;
}

/**
 * What a task is about, as a steward reads it: the register's display name and the record's name
 * (as the register names it), else the draft's description (a new record's draft names it), never
 * their ids alone.
 */
export function TaskSubject({
  task,
}: {
  task: Pick<Task, 'entityName' | 'draftId' | 'recordName'>;
}) {
  const { t } = useTranslation();
  const register = useRegisterName(task.entityName);
  const draft = useDraft(task.recordName ? null : (task.draftId ?? null));
  const name =
    task.recordName ||
    (task.draftId === null || task.draftId === undefined
      ? null
      : draft.data?.description || t('tasks.draftNumber', { id: task.draftId }));
  return <>{[register, name].filter(Boolean).join(' · ') || t('common.none')}</>;
}
