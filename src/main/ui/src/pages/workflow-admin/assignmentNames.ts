import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { entitiesOf, label, useModel, type Entity } from '../../model/useModel';
import { useRoles } from '../security/securityApi';
import { useProcesses, type ProcessAssignment } from './workflowAdminApi';

/** The names an assignment is shown by: registers', processes' and roles' display names. */
export function useAssignmentNames() {
  const { t } = useTranslation();
  const model = useModel();
  const processes = useProcesses();
  const roles = useRoles();
  return useMemo(() => {
    const entities = entitiesOf(model.data);
    const entity = new Map(entities.map((e) => [e.name ?? '', e]));
    const process = new Map((processes.data?.processes ?? []).map((p) => [p.processId ?? '', p]));
    const role = new Map((roles.data ?? []).map((r) => [r.name ?? '', r]));
    return {
      entities,
      processes: processes.data?.processes ?? [],
      roles: roles.data ?? [],
      entityOf: (name: string | null | undefined): Entity | undefined => entity.get(name ?? ''),
      entity: (name: string | null | undefined) => {
        const found = entity.get(name ?? '');
        return found ? label(found) : (name ?? '');
      },
      process: (id: string | null | undefined) => {
        const found = process.get(id ?? '');
        return found?.displayName || id || '';
      },
      approvers: (a: ProcessAssignment) =>
        a.approvers?.length
          ? a.approvers.map((r) => role.get(r)?.displayName || r).join(', ')
          : t('workflowAdmin.assignments.adminDefault'),
      operations: (a: ProcessAssignment) =>
        a.operations?.length
          ? a.operations.map((o) => t(`workflowAdmin.operation.${o}`)).join(', ')
          : t('workflowAdmin.assignments.allOperations'),
      condition: (a: ProcessAssignment) => {
        if (!a.condition?.attribute) return t('workflowAdmin.assignments.everyRecord');
        const owner = entity.get(a.entityName ?? '');
        const attribute = owner?.attributes?.find((x) => x.name === a.condition!.attribute);
        return t('workflowAdmin.assignments.conditionText', {
          attribute: attribute ? label(attribute) : a.condition.attribute,
          values: (a.condition.values ?? []).join(', '),
        });
      },
    };
  }, [model.data, processes.data, roles.data, t]);
}
