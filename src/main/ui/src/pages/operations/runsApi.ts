import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/matching';
import { FOLLOW_MS } from './loadsApi';
import { finished } from './progress';

export type Run = components['schemas']['RunView'];

/** The latest matching runs, asked again while one of them goes on. */
export function useRuns() {
  return useQuery({
    queryKey: ['matching-runs'],
    queryFn: async () => unwrap(await api.matching.GET('/api/v2/matching/runs')).runs ?? [],
    refetchInterval: (query) =>
      query.state.data?.some((run) => !finished(run.state)) ? FOLLOW_MS : false,
  });
}

/** Starts a run over a register (the server answers an unfinished one of it instead). */
export function useStartRun() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (entityName: string) =>
      unwrap(await api.matching.POST('/api/v2/matching/runs', { body: { entityName } })).run,
    onSuccess: () => queries.invalidateQueries({ queryKey: ['matching-runs'] }),
  });
}

/** Goes on with a failed run from its last batch. */
export function useResumeRun() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (runId: string) =>
      unwrap(
        await api.matching.POST('/api/v2/matching/runs/{runId}/resume', {
          params: { path: { runId } },
        }),
      ).run,
    onSuccess: () => queries.invalidateQueries({ queryKey: ['matching-runs'] }),
  });
}
