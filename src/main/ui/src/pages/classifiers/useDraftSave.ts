import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { discardDraft, openDraft, saveIntoDraft, type DraftContent } from './classifiersApi';
import type { DraftKind } from './classifierLogic';

/**
 * Saves a form into a draft of its own, as the model page does: the first save opens the draft,
 * a save refused for the content's problems keeps it, so the next try saves into the same draft.
 * A draft whose subject changed meanwhile (a new node renamed before it was saved) is dropped for
 * a new one, as is the draft of a form given up before anything was saved into it.
 */
export function useDraftSave(kind: DraftKind, description: string) {
  const [opened, setOpened] = useState<{ draftId: number; subject: string } | null>(null);
  const save = useMutation({
    mutationFn: async ({ subject, content }: { subject: string; content: DraftContent }) => {
      let draft = opened;
      if (draft !== null && draft.subject !== subject) {
        await discardDraft(draft.draftId);
        draft = null;
        setOpened(null);
      }
      if (draft === null) {
        const fresh = await openDraft(kind, subject, description);
        draft = { draftId: fresh.draftId, subject };
        setOpened(draft);
      }
      await saveIntoDraft(draft.draftId, content);
      return draft.draftId;
    },
  });
  return {
    save,
    /** Drops the draft opened for a save the server refused, when the form is given up. */
    giveUp: () => {
      if (opened !== null && !save.isSuccess) void discardDraft(opened.draftId).catch(() => {});
    },
  };
}
