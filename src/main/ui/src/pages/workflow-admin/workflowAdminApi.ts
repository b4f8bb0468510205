import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/workflow';

type Schemas = components['schemas'];
export type Template = Schemas['TemplateRO'];
export type ProcessDefinition = Schemas['ProcessDefinitionRO'];
export type BpmnProcess = Schemas['BpmnProcess'];
export type ProcessAssignment = Schemas['ProcessAssignment'];
export type Operation = NonNullable<ProcessAssignment['operations']>[number];
export const OPERATIONS: Operation[] = ['CREATE', 'UPDATE', 'DELETE'];

/** The two draft types of workflows: process definitions, and their assignments to registers. */
export const PROCESS_DRAFT = 'bpmn-model';
export const ASSIGNMENT_DRAFT = 'workflow-model';
export type WorkflowDraftType = typeof PROCESS_DRAFT | typeof ASSIGNMENT_DRAFT;

/** A page of templates whose names or description hold the text. */
export function useTemplates(text: string, page: number, size: number) {
  return useQuery({
    queryKey: ['workflow', 'templates', text, page, size],
    queryFn: async () =>
      unwrap(
        await api.workflow.POST('/api/v2/workflow/templates/list', {
          body: { text: text || null, offset: page * size, limit: size },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export interface TemplateUpload {
  name: string;
  displayName: string;
  version: string;
  description: string;
  file: File | null;
}

/** Uploads a template, or changes the one of that name (the server checks the BPMN). */
export function useUpsertTemplate() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (upload: TemplateUpload) => {
      const body = new FormData();
      body.append('name', upload.name);
      body.append('displayName', upload.displayName);
      body.append('version', upload.version);
      if (upload.description) body.append('description', upload.description);
      if (upload.file) body.append('file', upload.file);
      return unwrap(
        await api.workflow.POST('/api/v2/workflow/templates/upsert', {
          // openapi-fetch sends a FormData as it is.
          body: body as never,
          bodySerializer: (b) => b as unknown as FormData,
        }),
      );
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: ['workflow', 'templates'] }),
  });
}

export function useDeleteTemplate() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      unwrap(
        await api.workflow.DELETE('/api/v2/workflow/templates/delete', {
          params: { query: { name } },
        }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['workflow', 'templates'] }),
  });
}

/** The process definitions in force, the shipped ones first. */
export function useProcesses() {
  return useQuery({
    queryKey: ['workflow', 'processes'],
    queryFn: async () => unwrap(await api.workflow.GET('/api/v2/workflow/processes')),
  });
}

/** One process in force with its BPMN. */
export function useProcess(processId: string) {
  return useQuery({
    queryKey: ['workflow', 'process', processId],
    queryFn: async () =>
      unwrap(
        await api.workflow.GET('/api/v2/workflow/processes/{processId}', {
          params: { path: { processId } },
        }),
      ),
  });
}

/** The processes a bpmn-model draft would publish, with the version the next save names. */
export function useProcessDraft(draftId: number) {
  return useQuery({
    queryKey: ['workflow', 'process-draft', draftId],
    queryFn: async () =>
      unwrap(
        await api.workflow.GET('/api/v2/workflow/processes/drafts/{draftId}', {
          params: { path: { draftId } },
        }),
      ),
  });
}

export async function saveProcesses(draftId: number, version: number, processes: BpmnProcess[]) {
  return unwrap(
    await api.workflow.POST('/api/v2/workflow/processes/save', {
      body: { draftId, version, model: { processes } },
    }),
  );
}

/** A process definition made from a template, to add to a draft. */
export async function processFromTemplate(templateName: string) {
  return unwrap(
    await api.workflow.POST('/api/v2/workflow/processes/from-template', {
      body: { templateName },
    }),
  ).process!;
}

/** The published assignments of processes to registers and reference sets. */
export function useAssignments() {
  return useQuery({
    queryKey: ['workflow', 'assignments'],
    queryFn: async () => unwrap(await api.workflow.GET('/api/v2/workflow/assignments')),
  });
}

/** The assignments a workflow-model draft would publish, with the version the next save names. */
export function useAssignmentDraft(draftId: number) {
  return useQuery({
    queryKey: ['workflow', 'assignment-draft', draftId],
    queryFn: async () =>
      unwrap(
        await api.workflow.GET('/api/v2/workflow/assignments/drafts/{draftId}', {
          params: { path: { draftId } },
        }),
      ),
  });
}

export async function saveAssignments(
  draftId: number,
  version: number,
  assignments: ProcessAssignment[],
) {
  return unwrap(
    await api.workflow.POST('/api/v2/workflow/assignments/save', {
      body: { draftId, version, model: { assignments } },
    }),
  );
}

/** The open draft of a type being worked on, the latest if there are several; null: none. */
export function useOpenDraft(type: WorkflowDraftType) {
  return useQuery({
    queryKey: ['workflow', 'open-draft', type],
    queryFn: async () => {
      const answer = unwrap(
        await api.draft.POST('/api/v2/draft/drafts', {
          body: { query: { type, state: 'RUNNING' } },
        }),
      );
      const drafts = answer.drafts ?? [];
      return drafts.reduce<(typeof drafts)[number] | null>(
        (latest, d) => (!latest || d.draftId > latest.draftId ? d : latest),
        null,
      );
    },
  });
}

/** Opens a draft of a type (the caller continues an open one instead). */
export function useOpenNewDraft(type: WorkflowDraftType) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (description: string) =>
      unwrap(await api.draft.POST('/api/v2/draft/upsert', { body: { type, description } })).draft!,
    onSuccess: () => queries.invalidateQueries({ queryKey: ['workflow', 'open-draft', type] }),
  });
}
