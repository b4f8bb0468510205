import type { Task } from './tasksApi';

/** An approval task as the server answers it, for the component tests. */
export function aTask(changes: Partial<Task> = {}): Task {
  return {
    taskId: 't-1',
    name: 'Approve the change',
    description: 'Review the draft',
    processInstanceId: 'p-1',
    processDefinitionId: 'draftPublishingApproval:1:x',
    processName: 'Draft publishing approval',
    taskDefinitionKey: 'approval',
    assignee: null,
    candidateRoles: ['APPROVERS'],
    candidateUsers: [],
    createDate: '2026-11-29T10:15:00Z',
    dueDate: null,
    draftId: null,
    entityName: 'Supplier',
    etalonId: null,
    initiator: 'bob',
    recordName: null,
    decisions: [
      { id: 'approve', name: 'Approve' },
      { id: 'reject', name: 'Send back for correction' },
      { id: 'cancel', name: 'Cancel' },
    ],
    ...changes,
  };
}

/** A refusal in the server's envelope: its problems in `details.error`. */
export function refusal(status: number, message: string) {
  return {
    status,
    body: { details: { error: [{ code: 'X', externalMessage: message }], info: [], warning: [] } },
  };
}
