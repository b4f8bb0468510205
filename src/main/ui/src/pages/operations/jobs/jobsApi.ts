import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { components } from '../../../api/generated/jobs';
import { FOLLOW_MS } from '../loadsApi';
import { finished } from '../progress';
import { runsQuery, type RunFilter } from './runs';

export type Descriptor = components['schemas']['DescriptorRO'];
export type Parameter = components['schemas']['ParameterRO'];
export type Definition = components['schemas']['DefinitionRO'];
export type DefinitionIn = components['schemas']['DefinitionInRO'];
export type Execution = components['schemas']['ExecutionRO'];
export type Step = components['schemas']['StepRO'];
export type DefinitionFile = components['schemas']['DefinitionFileRO'];

const DEFINITIONS = ['job-definitions'];

/** The operation types with their parameters (a selector's values as the server knows them now). */
export function useDescriptors() {
  return useQuery({
    queryKey: ['job-descriptors'],
    queryFn: async () => unwrap(await api.jobs.GET('/api/v2/core/jobs/descriptors')).descriptors,
  });
}

export interface DefinitionFilter {
  /** Part of the name, its case aside. */
  name: string;
  /** Operations with every one of these tags. */
  tags: string[];
  /** The page asked for, from 0, of `pageSize` operations. */
  page: number;
  pageSize: number;
}

/**
 * A page of the operations found by name and tags, each with its latest run; asked again every
 * second while one of those runs goes on.
 */
export function useDefinitions({ name, tags, page, pageSize }: DefinitionFilter) {
  return useQuery({
    queryKey: [...DEFINITIONS, { name, tags, page, pageSize }],
    queryFn: async () =>
      unwrap(
        await api.jobs.POST('/api/v2/core/jobs/definitions/search', {
          body: {
            name: name.trim() || null,
            tags: tags.length > 0 ? tags : null,
            start: page * pageSize,
            count: pageSize,
          },
        }),
      ),
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.definitions.some(
        (d) => d.lastExecution && !finished(d.lastExecution.status),
      )
        ? FOLLOW_MS
        : false,
  });
}

/** One operation as stored (its latest run is read with its runs). */
export function useDefinition(id: number) {
  return useQuery({
    queryKey: [...DEFINITIONS, 'one', id],
    queryFn: async () =>
      unwrap(await api.jobs.GET('/api/v2/core/jobs/definitions/{id}', { params: { path: { id } } }))
        .definition,
  });
}

/** Every operation (for a chain's choice of the one to start after). */
export function useAllDefinitions() {
  return useQuery({
    queryKey: [...DEFINITIONS, 'all'],
    queryFn: async () => unwrap(await api.jobs.GET('/api/v2/core/jobs/definitions')).definitions,
  });
}

/** The tags the operations carry, to search by. */
export function useTags() {
  return useQuery({
    queryKey: [...DEFINITIONS, 'tags'],
    queryFn: async () => unwrap(await api.jobs.GET('/api/v2/core/jobs/definitions/tags')).tags,
  });
}

export interface SaveDefinition {
  /** The operation changed; null: a new one. */
  id: number | null;
  definition: DefinitionIn;
  version?: number;
  /** Keep a schedule that fires every minute or more often. */
  skipCronWarnings: boolean;
}

/** Defines an operation or changes one; the server checks the whole of it. */
export function useSaveDefinition() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, definition, version, skipCronWarnings }: SaveDefinition) =>
      id === null
        ? unwrap(
            await api.jobs.POST('/api/v2/core/jobs/definitions', {
              body: { definition, skipCronWarnings },
            }),
          ).definition
        : unwrap(
            await api.jobs.PUT('/api/v2/core/jobs/definitions/{id}', {
              params: { path: { id } },
              body: { definition, skipCronWarnings, version },
            }),
          ).definition,
    onSuccess: () => queries.invalidateQueries({ queryKey: DEFINITIONS }),
  });
}

/** Switches an operation's schedule on or off. */
export function useEnableDefinition() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: number; enabled: boolean }) =>
      unwrap(
        await api.jobs.POST('/api/v2/core/jobs/definitions/enable/{id}/{enabled}', {
          params: { path: { id, enabled } },
        }),
      ).definition,
    onSuccess: () => queries.invalidateQueries({ queryKey: DEFINITIONS }),
  });
}

export function useDeleteDefinition() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(
        await api.jobs.DELETE('/api/v2/core/jobs/definitions/{id}', { params: { path: { id } } }),
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: DEFINITIONS }),
  });
}

/** The operations' file, as the server writes it (chains by name). */
export async function exportDefinitions(ids: number[]): Promise<DefinitionFile> {
  return unwrap(await api.jobs.POST('/api/v2/core/jobs/definitions/export', { body: { ids } }));
}

/** Imports a file of operations, whole or not at all. */
export function useImportDefinitions() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, skipCronWarnings }: { file: File; skipCronWarnings: boolean }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return unwrap(
        await api.jobs.POST('/api/v2/core/jobs/definitions/import', {
          params: { query: { skipCronWarnings } },
          // The typed body is the documented form; the request sends the browser's FormData as is.
          body: form as unknown as { file: string },
          bodySerializer: (body) => body as unknown as FormData,
        }),
      ).definitions;
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: DEFINITIONS }),
  });
}

/** Every list of runs (an operation's, every run's) and every run read alone start so. */
const RUNS = ['job-executions'];
const runsOf = (definitionId: number) => [...RUNS, definitionId];

/**
 * The list of every run is asked again less often than an operation's: it may show many runs going
 * on, of every type.
 */
const ALL_RUNS_FOLLOW_MS = 3 * FOLLOW_MS;

/** The runs of an operation, newest first, asked again every second while one goes on. */
export function useExecutions(definitionId: number) {
  return useQuery({
    queryKey: runsOf(definitionId),
    queryFn: async () =>
      unwrap(
        await api.jobs.GET('/api/v2/core/jobs/executions/definition/{definitionId}', {
          params: { path: { definitionId } },
        }),
      ).executions,
    refetchInterval: (query) =>
      query.state.data?.some((run) => !finished(run.status)) ? FOLLOW_MS : false,
  });
}

/**
 * A page of every run, newest first, of one type or all and in one status or any (those of
 * operations defined, bulk operations, file imports, index rebuilds); asked again every few
 * seconds while one of those shown goes on.
 */
export function useAllExecutions(filter: RunFilter) {
  return useQuery({
    queryKey: [...RUNS, 'all', filter],
    queryFn: async () =>
      unwrap(
        await api.jobs.GET('/api/v2/core/jobs/executions', {
          params: { query: runsQuery(filter) },
        }),
      ),
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.executions.some((run) => !finished(run.status))
        ? ALL_RUNS_FOLLOW_MS
        : false,
  });
}

/** One run, whatever started it, asked again every second until it ends. */
export function useExecution(executionId: number) {
  return useQuery({
    queryKey: [...RUNS, 'one', executionId],
    queryFn: async () =>
      unwrap(
        await api.jobs.GET('/api/v2/core/jobs/executions/{executionId}', {
          params: { path: { executionId } },
        }),
      ).execution,
    refetchInterval: (query) =>
      query.state.data && finished(query.state.data.status) ? false : FOLLOW_MS,
  });
}

/** The steps of a run with their failed items, asked again while the run goes on. */
export function useSteps(executionId: number, following: boolean) {
  return useQuery({
    // Read once more when the run ends (the key changes), so its last state is shown.
    queryKey: ['job-steps', executionId, following],
    queryFn: async () =>
      unwrap(
        await api.jobs.GET('/api/v2/core/jobs/executions/steps/{executionId}', {
          params: { path: { executionId } },
        }),
      ),
    refetchInterval: following ? FOLLOW_MS : false,
  });
}

type RunAction = 'start' | 'stop' | 'restart';

/**
 * Starts an operation now (by its id), or stops or restarts a run (by the run's id); every list of
 * runs shown (the operation's, every run's) is then asked again.
 */
export function useRunAction() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id }: { action: RunAction; id: number }) => {
      if (action === 'start') {
        return unwrap(
          await api.jobs.POST('/api/v2/core/jobs/executions/start/{definitionId}', {
            params: { path: { definitionId: id } },
          }),
        ).execution;
      }
      const path = { params: { path: { executionId: id } } };
      return unwrap(
        action === 'stop'
          ? await api.jobs.POST('/api/v2/core/jobs/executions/stop/{executionId}', path)
          : await api.jobs.POST('/api/v2/core/jobs/executions/restart/{executionId}', path),
      ).execution;
    },
    onSuccess: () =>
      Promise.all([
        queries.invalidateQueries({ queryKey: RUNS }),
        queries.invalidateQueries({ queryKey: DEFINITIONS }),
      ]),
  });
}
