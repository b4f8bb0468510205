import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { problemsOf, unwrap } from '../../api/errors';
import type { components } from '../../api/generated/profiles';

export type ProfileSummary = components['schemas']['ProfileSummaryRO'];
export type Profile = components['schemas']['ProfileRO'];
export type AttributeProfile = components['schemas']['AttributeProfileRO'];
export type Bucket = components['schemas']['HistogramBucketRO'];
export type CatalogAsset = components['schemas']['CatalogAssetRO'];

const ROOT = '/api/v2/core/profiles';

/**
 * The profiles of a register or reference set, the newest first: of its values, or with a
 * classifier named, of how that classifier spreads its records over its nodes.
 */
export function useProfiles(entityName: string | undefined, classifierName?: string) {
  return useQuery({
    queryKey: ['profiles', entityName, classifierName ?? null],
    enabled: !!entityName,
    queryFn: async () =>
      unwrap(
        await api.profiles.GET(ROOT, {
          params: {
            query: classifierName
              ? { entityName, kind: 'CLASSIFIER', classifierName, limit: 100 }
              : { entityName, kind: 'DATA', limit: 100 },
          },
        }),
      ).profiles,
  });
}

/** The classifiers a run has profiled the register's records over, by name. */
export function useProfiledClassifiers(entityName: string | undefined) {
  return useQuery({
    queryKey: ['profiled-classifiers', entityName],
    enabled: !!entityName,
    queryFn: async () => {
      const profiles = unwrap(
        await api.profiles.GET(ROOT, {
          params: { query: { entityName, kind: 'CLASSIFIER', limit: 500 } },
        }),
      ).profiles;
      return [...new Set(profiles.map((p) => p.classifierName ?? ''))].filter(Boolean).sort();
    },
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

/**
 * The newest profile of the register a catalog asset (a table or column of a scan of this
 * platform's model) stands for, with that asset. `null` when the asset stands for no register;
 * `'unprofiled'` when it does but no run has profiled the register yet.
 */
export function useAssetProfile(assetId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['profile-of-asset', assetId],
    enabled,
    retry: false,
    queryFn: async () => {
      const answer = await api.profiles.GET(`${ROOT}/latest`, {
        params: { query: { assetId } },
      });
      if (answer.response.status === 404) {
        const codes = problemsOf(answer.error).map((p) => p.code);
        return codes.includes('PROFILE_NONE_OF_ENTITY') ? ('unprofiled' as const) : null;
      }
      return unwrap(answer);
    },
  });
}
