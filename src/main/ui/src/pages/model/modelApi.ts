import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { unwrap, type Problem } from '../../api/errors';
import type { DataModel } from '../../api/schemas';
import type { components as Draft } from '../../api/generated/draft';
import type { components as Meta } from '../../api/generated/meta';
import type { Kind } from './modelPath';

export type ModelDraft = Draft['schemas']['DraftRO'];
export type RelationDef = Meta['schemas']['RelationDef'];
export type SourceSystemDef = Meta['schemas']['SourceSystemDef'];
export type NestedEntityDef = Meta['schemas']['NestedEntityDef'];
export type AnyElement = NonNullable<DataModel[Kind]>[number];

export const DATA_MODEL = 'data-model';

/** The published model with its revision. */
export function usePublished() {
  return useQuery({
    queryKey: ['model', 'published'],
    queryFn: async () => unwrap(await api.meta.GET('/api/v2/meta/model')),
  });
}

/** The data-model drafts not published yet, newest first. */
export function useOpenDrafts() {
  return useQuery({
    queryKey: ['model-drafts'],
    queryFn: async () => {
      const found = unwrap(
        await api.draft.POST('/api/v2/draft/drafts', {
          body: { query: { type: DATA_MODEL }, limit: 20 },
        }),
      );
      return (found.drafts ?? [])
        .filter((d) => d.state !== 'PUBLISHED')
        .sort((a, b) => b.draftId - a.draftId);
    },
  });
}

/** The model as the draft would publish it. */
export function useDraftModel(draftId: number | null) {
  return useQuery({
    queryKey: ['model-draft', draftId, 'model'],
    enabled: draftId !== null,
    queryFn: async () =>
      unwrap(
        await api.meta.GET('/api/v2/meta/model/drafts/{draftId}', {
          params: { path: { draftId: draftId! } },
        }),
      ).model ?? {},
  });
}

/** The draft itself: its state and the version a save must send. */
export function useDraftInfo(draftId: number | null) {
  return useQuery({
    queryKey: ['model-draft', draftId, 'info'],
    enabled: draftId !== null,
    queryFn: async () => {
      const found = unwrap(
        await api.draft.POST('/api/v2/draft/drafts', { body: { query: { draftId: draftId! } } }),
      );
      return found.drafts?.[0] ?? null;
    },
  });
}

export async function openDraft(description: string) {
  const answer = unwrap(
    await api.draft.POST('/api/v2/draft/upsert', { body: { type: DATA_MODEL, description } }),
  );
  return answer.draft!;
}

type Save = { draftId: number; version: number };

/**
 * Saves one element into the draft. The element endpoints replace the element of the same name;
 * a renamed element, a nested entity (which has no endpoint of its own) and a deletion save the
 * whole model, with the element put where it was.
 */
export async function saveElement(
  kind: Kind,
  model: DataModel,
  original: string | null,
  element: AnyElement | null,
  at: Save,
) {
  const sameName = original === null || original === element?.name;
  if (element && sameName && kind !== 'nestedEntities') {
    return unwrap(await saveOne(kind, element, at)).draft;
  }
  const list = [...((model[kind] ?? []) as AnyElement[])];
  const index = list.findIndex((e) => e.name === original);
  if (element && index >= 0) list[index] = element;
  else if (element) list.push(element);
  else if (index >= 0) list.splice(index, 1);
  const whole = { ...model, [kind]: list };
  return unwrap(await api.meta.POST('/api/v2/meta/model/save', { body: { ...at, model: whole } }))
    .draft;
}

function saveOne(kind: Exclude<Kind, 'nestedEntities'>, element: AnyElement, at: Save) {
  const meta = api.meta;
  switch (kind) {
    case 'entities':
      return meta.POST('/api/v2/meta/model/entities/save', { body: { ...at, entity: element } });
    case 'lookupEntities':
      return meta.POST('/api/v2/meta/model/lookup-entities/save', {
        body: { ...at, lookupEntity: element },
      });
    case 'enumerations':
      return meta.POST('/api/v2/meta/model/enumerations/save', {
        body: { ...at, enumeration: element },
      });
    case 'relations':
      return meta.POST('/api/v2/meta/model/relations/save', {
        body: { ...at, relation: element as RelationDef },
      });
    case 'sourceSystems':
      return meta.POST('/api/v2/meta/model/source-systems/save', {
        body: { ...at, sourceSystem: element as SourceSystemDef },
      });
  }
}

/** The problems of a model, without saving it (a valid model has none). */
export async function check(model: DataModel): Promise<Problem[]> {
  const answer = unwrap(await api.meta.POST('/api/v2/meta/model/validate', { body: { model } }));
  return (answer.problems ?? []).map((e) => ({
    code: e.code,
    source: e.source ?? '',
    message: e.externalMessage || e.code,
  }));
}

export async function publish(draftId: number, force = false) {
  return unwrap(await api.draft.POST('/api/v2/draft/publish', { body: { draftId, force } }));
}

export async function discard(draftId: number) {
  return unwrap(await api.draft.POST('/api/v2/draft/remove', { body: { draftId } }));
}

/** Forgets what the UI knows of the model and its drafts, after a change anywhere in them. */
export function useRefreshModel() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['model'] }),
      client.invalidateQueries({ queryKey: ['model-drafts'] }),
      client.invalidateQueries({ queryKey: ['model-draft'] }),
    ]);
}

/** A draft state's name as the draft module words it (in the UI's language), else as is. */
export function useStateName() {
  const { i18n } = useTranslation();
  const states = useQuery({
    queryKey: ['drafts', 'states', i18n.language],
    staleTime: Infinity,
    queryFn: async () => unwrap(await api.draft.GET('/api/v2/draft/states')).states ?? [],
  });
  return (name: string) => states.data?.find((s) => s.name === name)?.displayName ?? name;
}
