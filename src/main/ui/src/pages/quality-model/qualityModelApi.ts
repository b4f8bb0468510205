import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { QualityModel } from './formModel';

/** The draft type of the quality model; there is one model, so drafts name no subject. */
export const DRAFT_TYPE = 'quality-model';

/** The published quality model with its revision and who published it. */
export function usePublishedModel() {
  return useQuery({
    queryKey: ['dq-model'],
    queryFn: async () => unwrap(await api.dq.GET('/api/v2/dq/model')),
  });
}

/** The quality-model draft being worked on, the latest if there are several; null: none. */
export function useOpenDraft() {
  return useQuery({
    queryKey: ['dq-model-drafts'],
    queryFn: async () => {
      const answer = unwrap(
        await api.draft.POST('/api/v2/draft/drafts', {
          body: { query: { type: DRAFT_TYPE, state: 'RUNNING' } },
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
    queryKey: ['dq-model-draft', draftId],
    queryFn: async () =>
      unwrap(
        await api.dq.GET('/api/v2/dq/model/drafts/{draftId}', { params: { path: { draftId } } }),
      ),
  });
}

/** The functions rules may call, named in the UI's language. */
export function useFunctions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dq-functions', i18n.language],
    queryFn: async () => unwrap(await api.dq.GET('/api/v2/dq/functions')).functions ?? [],
    staleTime: 5 * 60_000,
  });
}

/** Opens a quality-model draft (the caller continues an open one instead). */
export function useOpenNewDraft() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: async (description: string) =>
      unwrap(
        await api.draft.POST('/api/v2/draft/upsert', { body: { type: DRAFT_TYPE, description } }),
      ).draft!,
    onSuccess: () => queries.invalidateQueries({ queryKey: ['dq-model-drafts'] }),
  });
}

export async function saveIntoDraft(draftId: number, version: number, model: QualityModel) {
  return unwrap(await api.dq.POST('/api/v2/dq/model/save', { body: { draftId, version, model } }));
}

export async function checkModel(model: QualityModel) {
  return unwrap(await api.dq.POST('/api/v2/dq/model/check', { body: { model } }));
}

export async function publishDraft(draftId: number, force: boolean) {
  return unwrap(await api.draft.POST('/api/v2/draft/publish', { body: { draftId, force } }));
}

export async function discardDraft(draftId: number) {
  return unwrap(await api.draft.POST('/api/v2/draft/remove', { body: { draftId } }));
}

export async function callFunction(functionName: string, inputs: Record<string, unknown>) {
  return unwrap(await api.dq.POST('/api/v2/dq/functions/call', { body: { functionName, inputs } }))
    .outputs;
}

export async function exportModel() {
  return unwrap(await api.dq.GET('/api/v2/dq/model/export'));
}

/** Imports an exported model file into the draft. */
export async function importModel(draftId: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  return unwrap(
    await api.dq.POST('/api/v2/dq/model/import', {
      params: { query: { draftId } },
      // openapi-fetch sends a FormData as it is.
      body: body as never,
      bodySerializer: (b) => b as unknown as FormData,
    }),
  );
}
