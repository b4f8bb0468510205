import type { TFunction } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { components as DraftSchemas } from '../../api/generated/draft';
import type { components as RecordSchemas } from '../../api/generated/meta-data-driven';

export type Draft = DraftSchemas['schemas']['DraftRO'];
export type DraftQuery = DraftSchemas['schemas']['DraftQueryRO'];
export type RecordWrite = RecordSchemas['schemas']['WriteRecordRO'];

/** The source system of data entered in the platform itself (always in the model). */
export const PLATFORM_SOURCE = 'platform';

/** The separator of the three parts of a `record-external-id` tag. */
const UNIT_SEPARATOR = '\u001f';

/** What a record draft is about, read from its tags (the record it writes, once it writes one). */
export interface DraftSubject {
  entityName: string | null;
  externalId: string | null;
  sourceSystem: string | null;
}

export function tagValue(tags: readonly string[] | null | undefined, name: string) {
  const tag = (tags ?? []).find((t) => t.startsWith(name + ':'));
  return tag === undefined ? null : tag.slice(name.length + 1);
}

export function subjectOf(draft: Pick<Draft, 'tags'>): DraftSubject {
  const key = tagValue(draft.tags, 'record-external-id')?.split(UNIT_SEPARATOR);
  return {
    entityName: tagValue(draft.tags, 'entity-name') ?? key?.[1] ?? null,
    externalId: key?.[0] ?? null,
    sourceSystem: key?.[2] ?? null,
  };
}

/** A tag as the steward reads it: the key of a record with its parts spaced, not joined by U+001F. */
export function readableTag(tag: string, t: TFunction) {
  const colon = tag.indexOf(':');
  const name = colon < 0 ? '' : tag.slice(0, colon);
  const value = tag.slice(colon + 1);
  // What the draft does, in words (`operation-code:UPSERT_DATA`: "Record change"); its kind of
  // subject is told by the register shown beside it.
  if (name === 'operation-code') {
    return t(`drafts.operation.${value}`, { defaultValue: words(value) });
  }
  if (name === 'namespace') return '';
  return tag.split(UNIT_SEPARATOR).join(' · ');
}

/**
 * The description a steward's record draft is saved with, as the drafts list shows it: an edit
 * names the record by its name (the register's display format), its etalon id only when it has
 * none; a new record by the key it is written under, if any.
 */
export function recordDraftDescription(
  t: TFunction,
  entity: string,
  record: { etalonId: string | null; name?: string | null; key?: string },
): string {
  if (record.etalonId) {
    return t('drafts.editor.editDescription', { entity, id: record.name || record.etalonId });
  }
  return record.key
    ? t('drafts.editor.newDescription', { entity, key: record.key })
    : t('drafts.editor.newUnnamedDescription', { entity });
}

/** A code as words: `DELETE_PERIOD` as "Delete period". */
export function words(code: string): string {
  const text = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Opens a record draft of a register's record (`etalonId` absent: a record not there yet). */
export async function openRecordDraft(
  entityName: string,
  etalonId: string | null,
  description: string,
) {
  const answer = unwrap(
    await api.draft.POST('/api/v2/draft/upsert', {
      body: {
        type: 'record',
        subjectId: etalonId ?? '',
        description,
        parameters: { 'entity-name': entityName },
      },
    }),
  );
  return answer.draft!;
}

export async function writeRecord(body: RecordWrite) {
  return unwrap(await api.records.POST('/api/meta-data-driven/v1/data', { body }));
}

export async function publishDraft(draftId: number) {
  return unwrap(await api.draft.POST('/api/v2/draft/publish', { body: { draftId } })).draft;
}

export async function removeDraft(draftId: number) {
  return unwrap(await api.draft.POST('/api/v2/draft/remove', { body: { draftId } }));
}

/** One draft by its id (the drafts search has no read of one draft). */
export function useDraft(draftId: number | null) {
  return useQuery({
    queryKey: ['drafts', 'one', draftId],
    enabled: draftId !== null,
    queryFn: async () =>
      unwrap(
        await api.draft.POST('/api/v2/draft/drafts', {
          body: { query: { draftId: draftId! }, limit: 1 },
        }),
      ).drafts?.[0] ?? null,
  });
}

/**
 * A golden record as a draft would make it (draftId given) or as it is, by an external key:
 * null when there is no such record (a new record, read without its draft).
 */
export async function readByKey(
  entityName: string,
  sourceSystem: string,
  externalId: string,
  draftId?: number,
) {
  const answer = await api.records.GET(
    '/api/meta-data-driven/v1/data/{entityName}/{sourceSystem}',
    {
      params: {
        path: { entityName, sourceSystem },
        query: { externalId, relations: true, ...(draftId ? { draftId } : {}) },
      },
    },
  );
  if (answer.response.status === 404) return null;
  return unwrap(answer);
}

/** A golden record as it is now, by its etalon id (inactive ones too): null when there is none. */
export async function readEtalon(entityName: string, etalonId: string) {
  const answer = await api.records.GET(
    '/api/meta-data-driven/v1/data/{entityName}/etalon/{etalonId}',
    {
      params: { path: { entityName, etalonId }, query: { includeInactive: true, relations: true } },
    },
  );
  if (answer.response.status === 404) return null;
  return unwrap(answer);
}
