import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components } from '../../api/generated/draft';

export type Draft = components['schemas']['DraftRO'];

/**
 * Open counts are asked again every minute (and when a page changes what they count). Until then
 * they are fresh: a page that shows them too (the start page, opened after the navigation asked)
 * reads the navigation's answer rather than asking again.
 */
export const WORK_REFRESH_MS = 60_000;

/** The key of every query of the steward's work: invalidated together after a change. */
export const WORK_KEY = ['work'];

/**
 * The clusters waiting for review, counted per register the user may read: one cheap request, the
 * navigation's badge and the start page share it.
 */
export function useWaitingClusters() {
  return useQuery({
    queryKey: [...WORK_KEY, 'clusters'],
    queryFn: async () => unwrap(await api.matching.GET('/api/v2/matching/clusters/counts')),
    staleTime: WORK_REFRESH_MS,
    refetchInterval: WORK_REFRESH_MS,
  });
}

/**
 * The user's open drafts (created, not published yet), newest first. Without workflows a draft
 * waits for its owner when someone else made its last edition.
 */
export function useMyDrafts(userName: string | undefined) {
  return useQuery({
    queryKey: [...WORK_KEY, 'drafts', userName],
    enabled: !!userName,
    queryFn: async () =>
      unwrap(
        await api.draft.POST('/api/v2/draft/drafts', {
          body: { query: { owner: userName, state: 'CREATED' }, offset: 0, limit: 50 },
        }),
      ),
    staleTime: WORK_REFRESH_MS,
    refetchInterval: WORK_REFRESH_MS,
  });
}

/** The drafts of the owner whose last edition someone else made: they wait for the owner. */
export function waitingFor(drafts: readonly Draft[], userName: string): Draft[] {
  return drafts.filter((d) => !!d.updatedBy && d.updatedBy !== userName);
}
