import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/data';
import { finished } from './progress';

export type Load = components['schemas']['ImportRO'];

/** How often a load or a run is asked about while it goes on. */
export const FOLLOW_MS = 1000;

/** The latest loads the user may follow, asked again while one of them goes on. */
export function useLoads() {
  return useQuery({
    queryKey: ['loads'],
    queryFn: async () =>
      unwrap(await api.data.GET('/api/v2/data/import', { params: { query: { limit: 20 } } }))
        .imports,
    refetchInterval: (query) =>
      query.state.data?.some((load) => !finished(load.state)) ? FOLLOW_MS : false,
  });
}

/** One load with its rejected lines, followed until it ends. */
export function useLoad(id: number | null) {
  return useQuery({
    queryKey: ['load', id],
    enabled: id !== null,
    queryFn: async () =>
      unwrap(await api.data.GET('/api/v2/data/import/{id}', { params: { path: { id: id! } } })),
    refetchInterval: (query) =>
      query.state.data && finished(query.state.data.state) ? false : FOLLOW_MS,
  });
}

/** Goes on with a FAILED load from its last committed batch. */
export function useResumeLoad() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.data.POST('/api/v2/data/import/{id}/resume', { params: { path: { id } } })),
    onSuccess: (load) => {
      queries.setQueryData(['load', load.importId], load);
      return queries.invalidateQueries({ queryKey: ['loads'] });
    },
  });
}
