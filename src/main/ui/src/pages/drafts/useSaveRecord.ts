import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { openRecordDraft, removeDraft, writeRecord, type RecordWrite } from './recordDrafts';
import { WORK_KEY } from '../start/workApi';

/** What the form writes; the draft and the record it goes to are the hook's. */
export type FormWrite = Omit<RecordWrite, 'entityName' | 'etalonId' | 'draftId'>;

interface Options {
  entityName: string;
  etalonId: string | null;
  /** The draft to go on with; none: one is opened by the first save. */
  draftId: number | null;
  /** The description of a draft the first save opens. */
  describe: (write: FormWrite) => string;
}

/**
 * Saving the form into a record draft, then showing the draft's preview. The draft is opened
 * before the write (a write cannot open one of its own), so a refused first write would leave an
 * empty draft in the drafts list: that draft is removed again, and the next try opens another.
 */
export function useSaveRecord({ entityName, etalonId, draftId, describe }: Options) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const opened = useRef<number | null>(draftId);

  return useMutation({
    mutationFn: async (write: FormWrite) => {
      const openedNow = opened.current === null;
      if (openedNow) {
        opened.current = (await openRecordDraft(entityName, etalonId, describe(write))).draftId;
      }
      const target = opened.current!;
      try {
        await writeRecord({ ...write, entityName, etalonId, draftId: target });
      } catch (refused) {
        if (openedNow) {
          // If removing fails, the draft is kept and the next try writes into it.
          await removeDraft(target).then(
            () => (opened.current = null),
            () => undefined,
          );
        }
        throw refused;
      }
      return target;
    },
    onSuccess: async (saved) => {
      await queries.invalidateQueries({ queryKey: ['drafts'] });
      await queries.invalidateQueries({ queryKey: WORK_KEY });
      navigate(`/drafts/${saved}`);
    },
  });
}
