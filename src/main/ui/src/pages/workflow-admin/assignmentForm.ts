import type { Operation, ProcessAssignment } from './workflowAdminApi';

/** An assignment as its dialog edits it: nothing absent, the condition switched on or off. */
export interface AssignmentForm {
  entityName: string;
  processId: string;
  approvers: string[];
  operations: Operation[];
  conditional: boolean;
  attribute: string;
  values: string[];
}

export function formOf(a: ProcessAssignment | null): AssignmentForm {
  return {
    entityName: a?.entityName ?? '',
    processId: a?.processId ?? '',
    approvers: a?.approvers ?? [],
    operations: a?.operations ?? [],
    conditional: !!a?.condition?.attribute,
    attribute: a?.condition?.attribute ?? '',
    values: a?.condition?.values ?? [],
  };
}

/** The assignment a form says: a condition only when switched on, the values trimmed. */
export function assignmentOf(form: AssignmentForm): ProcessAssignment {
  const values = form.values.map((v) => v.trim()).filter(Boolean);
  return {
    entityName: form.entityName,
    processId: form.processId,
    approvers: form.approvers,
    operations: form.operations,
    condition: form.conditional ? { attribute: form.attribute.trim(), values } : null,
  };
}

/** What the form still lacks before it can be added (the server checks the rest on save). */
export function missingOf(form: AssignmentForm): string[] {
  const missing: string[] = [];
  if (!form.entityName) missing.push('entityName');
  if (!form.processId) missing.push('processId');
  if (form.conditional && !form.attribute.trim()) missing.push('attribute');
  if (form.conditional && form.values.every((v) => !v.trim())) missing.push('values');
  return missing;
}
