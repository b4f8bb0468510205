import { useMutation } from '@tanstack/react-query';
import { discardDraft, openDraft, saveIntoDraft, type DraftContent } from './classifiersApi';
import type { DraftKind } from './classifierLogic';

/**
 * Saves a form into a draft of its own, as the record editor does: the save opens the draft and
 * saves into it; a save the server refuses removes the draft it opened, so a form given up (or
 * fixed and saved again, into a new draft) leaves no empty draft behind.
 */
export function useDraftSave(kind: DraftKind, description: string) {
  return useMutation({
    mutationFn: async ({ subject, content }: { subject: string; content: DraftContent }) => {
      const draft = await openDraft(kind, subject, description);
      try {
        await saveIntoDraft(draft.draftId, content);
      } catch (refusal) {
        await discardDraft(draft.draftId).catch(() => undefined);
        throw refusal;
      }
      return draft.draftId;
    },
  });
}
