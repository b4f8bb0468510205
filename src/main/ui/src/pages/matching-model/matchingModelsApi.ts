import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { MatchingModel } from './formModel';

/** The draft type of matching models; a draft's subject is its register's name. */
export const DRAFT_TYPE = 'matching-model';

/** A register's published matching model; null when it has none (the server answers 404). */
export function usePublishedModel(entityName: string | undefined) {
  return useQuery({
    queryKey: ['matching-model', entityName],
    enabled: !!entityName,
    queryFn: async () => {
      const answer = await api.matching.GET('/api/v2/matching/models/{entityName}', {
        params: { path: { entityName: entityName! } },
      });
      if (answer.response.status === 404) return null;
      return (unwrap(answer).model ?? null) as MatchingModel | null;
    },
  });
}

/**
 * The register's matching-model draft being worked on, the latest if there are several (drafts
 * are not unique per subject: each upsert without an id opens another); null when there is none.
 */
export function useOpenDraft(entityName: string | undefined) {
  return useQuery({
    queryKey: ['matching-model-drafts', entityName],
    enabled: !!entityName,
    queryFn: async () => {
      const answer = unwrap(
        await api.draft.POST('/api/v2/draft/drafts', {
          body: { query: { type: DRAFT_TYPE, subjectId: entityName!, state: 'RUNNING' } },
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

/** The model a draft would publish, with the version the next save names. */
export function useDraftModel(draftId: number) {
  return useQuery({
    queryKey: ['matching-model-draft', draftId],
    queryFn: async () =>
      unwrap(
        await api.matching.GET('/api/v2/matching/models/drafts/{draftId}', {
          params: { path: { draftId } },
        }),
      ),
  });
}

/** Opens a matching-model draft of the register (the caller continues an open one instead). */
export function useOpenNewDraft() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async ({ entityName, description }: { entityName: string; description: string }) =>
      unwrap(
        await api.draft.POST('/api/v2/draft/upsert', {
          body: { type: DRAFT_TYPE, subjectId: entityName, description },
        }),
      ).draft!,
    onSuccess: (_, { entityName }) =>
      queries.invalidateQueries({ queryKey: ['matching-model-drafts', entityName] }),
  });
}

export async function saveIntoDraft(draftId: number, version: number, model: MatchingModel) {
  return unwrap(
    await api.matching.POST('/api/v2/matching/models/save', {
      body: { draftId, version, model },
    }),
  );
}

export async function publishDraft(draftId: number, version: number) {
  return unwrap(await api.draft.POST('/api/v2/draft/publish', { body: { draftId, version } }));
}

export async function discardDraft(draftId: number) {
  return unwrap(await api.draft.POST('/api/v2/draft/remove', { body: { draftId } }));
}

export type WeightsOutcome = NonNullable<Awaited<ReturnType<typeof estimateWeights>>['estimate']>;

/** Estimates a weighted rule's m and u from the register's records, saved into the draft. */
export async function estimateWeights(draftId: number, setName: string, ruleName: string) {
  return unwrap(
    await api.matching.POST('/api/v2/matching/models/drafts/{draftId}/estimate', {
      params: { path: { draftId } },
      body: { setName, ruleName },
    }),
  );
}

/** How the register's candidate pairs score under a weighted rule of the draft as saved. */
export async function previewScores(draftId: number, setName: string, ruleName: string) {
  return unwrap(
    await api.matching.POST('/api/v2/matching/models/drafts/{draftId}/preview', {
      params: { path: { draftId } },
      body: { setName, ruleName },
    }),
  );
}
