import { useQuery } from '@tanstack/react-query';
import { readByKey, readEtalon, subjectOf, type Draft } from './recordDrafts';

/**
 * The record a record draft writes, as the draft would make it (`drafted`, while the draft is
 * open) and as it is now (`current`), with the key it is written under and where its card is.
 */
export function useDraftRecords(draft: Draft | null | undefined) {
  const draftId = draft?.draftId ?? null;
  const subject = draft ? subjectOf(draft) : null;
  const key =
    subject?.entityName && subject.sourceSystem && subject.externalId
      ? {
          entityName: subject.entityName,
          sourceSystem: subject.sourceSystem,
          externalId: subject.externalId,
        }
      : null;
  const open = !!draft && draft.state !== 'PUBLISHED';

  const drafted = useQuery({
    queryKey: ['drafts', 'preview', draftId, key],
    enabled: key !== null && open,
    queryFn: () => readByKey(key!.entityName, key!.sourceSystem, key!.externalId, draftId!),
  });
  // The record now: by its etalon id when the draft is of a record there (the draft may write a
  // key of it that is new), else by the key the draft writes (none yet: a new record).
  const subjectId = draft?.subjectId || null;
  const current = useQuery({
    queryKey: ['record', 'now', key, subjectId],
    enabled: key !== null,
    queryFn: () =>
      subjectId
        ? readEtalon(key!.entityName, subjectId)
        : readByKey(key!.entityName, key!.sourceSystem, key!.externalId),
  });

  const etalonId = drafted.data?.etalonId ?? current.data?.etalonId ?? subjectId;
  const recordPath =
    subject?.entityName && etalonId
      ? `/records/${encodeURIComponent(subject.entityName)}/${etalonId}`
      : null;
  return { subject, key, open, drafted, current, etalonId, recordPath };
}

export type DraftRecords = ReturnType<typeof useDraftRecords>;
