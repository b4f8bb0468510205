import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import type { useAssignmentNames } from './assignmentNames';
import type { ProcessAssignment } from './workflowAdminApi';

/** Assignments in words: register, process, approvers, operations, condition; edited when asked. */
export function AssignmentsTable({
  assignments,
  names,
  onEdit,
  onRemove,
}: {
  assignments: ProcessAssignment[];
  names: ReturnType<typeof useAssignmentNames>;
  onEdit?(index: number): void;
  onRemove?(index: number): void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      aria-label={t('workflowAdmin.assignments.title')}
      data-testid="assignments"
      rows={assignments}
      rowKey={(_, i) => i}
      rowProps={(a) => ({ 'data-entity': a.entityName })}
      emptyRow={t('workflowAdmin.assignments.none')}
      columns={[
        {
          header: t('workflowAdmin.assignments.entity'),
          cell: (a) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {names.entity(a.entityName)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {names.entityOf(a.entityName)?.kind === 'referenceSet'
                  ? t('workflowAdmin.assignments.referenceSet')
                  : t('workflowAdmin.assignments.register')}
              </Typography>
            </>
          ),
        },
        { header: t('workflowAdmin.assignments.process'), cell: (a) => names.process(a.processId) },
        { header: t('workflowAdmin.assignments.approvers'), cell: (a) => names.approvers(a) },
        { header: t('workflowAdmin.assignments.operations'), cell: (a) => names.operations(a) },
        { header: t('workflowAdmin.assignments.condition'), cell: (a) => names.condition(a) },
        (onEdit || onRemove) && {
          width: 190,
          align: 'right',
          cell: (_, i) => (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              {onEdit && (
                <Button size="small" onClick={() => onEdit(i)}>
                  {t('workflowAdmin.assignments.edit')}
                </Button>
              )}
              {onRemove && (
                <Button size="small" color="error" onClick={() => onRemove(i)}>
                  {t('workflowAdmin.assignments.remove')}
                </Button>
              )}
            </Stack>
          ),
        },
      ]}
    />
  );
}
