import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/profiles';

export type ProfileSummary = components['schemas']['ProfileSummaryRO'];
export type Profile = components['schemas']['ProfileRO'];
export type AttributeProfile = components['schemas']['AttributeProfileRO'];
export type Bucket = components['schemas']['HistogramBucketRO'];

const ROOT = '/api/v2/core/profiles';

/** The data profiles of a register or reference set, the newest first. */
export function useProfiles(entityName: string | undefined) {
  return useQuery({
    queryKey: ['profiles', entityName],
    enabled: !!entityName,
    queryFn: async () =>
      unwrap(
        await api.profiles.GET(ROOT, {
          params: { query: { entityName, kind: 'DATA', limit: 100 } },
        }),
      ).profiles,
  });
}

/** One profile, whole. */
export function useProfile(id: number | undefined) {
  return useQuery({
    queryKey: ['profile', id],
    enabled: id !== undefined,
    staleTime: Infinity,
    queryFn: async () =>
      unwrap(await api.profiles.GET(`${ROOT}/{id}`, { params: { path: { id: id! } } })).profile,
  });
}
