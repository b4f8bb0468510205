import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/matching';

export type ClusterFilter = components['schemas']['ClusterListRequestRO'];

/** A page of clusters, newest first. */
export function useClusters(filter: ClusterFilter) {
  return useQuery({
    queryKey: ['clusters', filter],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      unwrap(
        await api.matching.POST('/api/v2/matching/clusters', {
          // The spec's parameter travels in the URL as well, as the documented call takes it.
          params: {
            query: filter.clusterTargetSubjectId
              ? { clusterTargetSubjectId: filter.clusterTargetSubjectId }
              : {},
          },
          body: filter,
        }),
      ),
  });
}

async function fetchCluster(clusterId: string) {
  return unwrap(
    await api.matching.GET('/api/v2/matching/clusters/{clusterId}', {
      params: { path: { clusterId } },
    }),
  );
}

/** A cluster with its records and matched pairs. */
export function useCluster(clusterId: string) {
  return useQuery({ queryKey: ['cluster', clusterId], queryFn: () => fetchCluster(clusterId) });
}

/** The matching sets of a register (for the filter), none when it has no matching model. */
export function useMatchingSets(entityName: string) {
  return useQuery({
    queryKey: ['matching-model', entityName],
    enabled: entityName !== '',
    retry: false,
    queryFn: async () => {
      const answer = await api.matching.GET('/api/v2/matching/models/{entityName}', {
        params: { path: { entityName } },
      });
      if (answer.response.status === 404) return [];
      return unwrap(answer).model?.sets ?? [];
    },
  });
}
