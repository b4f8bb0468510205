import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError, unwrap } from '../../api/errors';
import type { components } from '../../api/generated/workflow';
import { extensions } from '../../extensions/registry';
import { WORK_KEY, WORK_REFRESH_MS } from '../start/workApi';

export type Task = components['schemas']['TaskView'];
export type TaskListRequest = components['schemas']['TaskListRequestRO'];
export type ProcessHistory = components['schemas']['ProcessHistory'];
export type Step = components['schemas']['Step'];

/** Every query of tasks: lists and cards, invalidated together after a task changes. */
export const TASKS_KEY = [...WORK_KEY, 'tasks'];

/** A task's status as the extension registry's validators see it. */
export type TaskStatus = 'AVAILABLE' | 'ASSIGNED' | 'COMPLETED';

/** An open task is assigned (to someone) or available (to its candidates). */
export function statusOf(task: Pick<Task, 'assignee'>): TaskStatus {
  return task.assignee ? 'ASSIGNED' : 'AVAILABLE';
}

/** Open tasks: the caller's (`mine`), those it may claim (`available`), or a record's. */
export function useTaskList(request: TaskListRequest, enabled = true) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'list', request],
    enabled,
    queryFn: async () =>
      unwrap(await api.workflow.POST('/api/v2/workflow/tasks/list', { body: request })),
    staleTime: WORK_REFRESH_MS,
    refetchInterval: WORK_REFRESH_MS,
  });
}

/** One open task; `enabled` false once it is completed (the server no longer has it open). */
export function useTask(taskId: string, enabled = true) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'one', taskId],
    enabled,
    queryFn: async () =>
      unwrap(
        await api.workflow.GET('/api/v2/workflow/tasks/{taskId}', {
          params: { path: { taskId } },
        }),
      ).task,
  });
}

export function useProcessHistory(processInstanceId: string | undefined) {
  return useQuery({
    queryKey: [...TASKS_KEY, 'history', processInstanceId],
    enabled: !!processInstanceId,
    queryFn: async () =>
      unwrap(
        await api.workflow.GET('/api/v2/workflow/processes/instances/{processInstanceId}/history', {
          params: { path: { processInstanceId: processInstanceId! } },
        }),
      ).process,
  });
}

/** A status change one of the registered `UETaskCardValidator`s refused: its errors, in order. */
export class VetoedChange extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join(' '));
  }
}

/**
 * Asks the registered task card validators about a change; an error among their answers blocks it
 * (thrown as {@link VetoedChange}), before any request.
 */
export function vetted(task: Task, to: TaskStatus, values: Record<string, unknown> = {}): void {
  const verdict = extensions.validateTaskStatusChange({
    taskId: task.taskId,
    from: statusOf(task),
    to,
    values,
  });
  if (verdict.errors.length > 0) throw new VetoedChange(verdict.errors);
}

export async function claimTask(task: Task) {
  vetted(task, 'ASSIGNED');
  return unwrap(
    await api.workflow.POST('/api/v2/workflow/tasks/{taskId}/claim', {
      params: { path: { taskId: task.taskId } },
    }),
  ).task;
}

export async function unclaimTask(task: Task) {
  vetted(task, 'AVAILABLE');
  return unwrap(
    await api.workflow.POST('/api/v2/workflow/tasks/{taskId}/unclaim', {
      params: { path: { taskId: task.taskId } },
    }),
  ).task;
}

export async function completeTask(task: Task, decision: string | null, comment: string) {
  const values = { decision, comment };
  vetted(task, 'COMPLETED', values);
  return unwrap(
    await api.workflow.POST('/api/v2/workflow/tasks/{taskId}/complete', {
      params: { path: { taskId: task.taskId } },
      body: { decision, comment: comment.trim() || null },
    }),
  );
}

/** A task that is gone (completed by someone else, or never open to the caller). */
export function isGone(error: unknown) {
  return error instanceof ApiError && error.status === 404;
}
