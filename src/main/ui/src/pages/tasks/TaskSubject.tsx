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
 * What a task is about, as a steward reads it: the register's display name, the record's name (as
 * the register names it) and the draft's description (the author's words on the change; a new
 * record's draft names the record there), never their ids alone. A description that names the
 * record already (the editor's "Edit of …") stands for both.
 */
export function TaskSubject({
  task,
}: {
  task: Pick<Task, 'entityName' | 'draftId' | 'recordName'>;
}) {
  const { t } = useTranslation();
  const register = useRegisterName(task.entityName);
  const draft = useDraft(task.draftId ?? null);
  const record = task.recordName || null;
  const described = draft.data?.description || null;
  const parts =
    described && record && described.includes(record)
      ? [register, described]
      : [register, record, described];
  if (!record && !described && task.draftId !== null && task.draftId !== undefined) {
    parts.push(t('tasks.draftNumber', { id: task.draftId }));
  }
  return <>{parts.filter(Boolean).join(' · ') || t('common.none')}</>;
}
