import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/errors';
import { fromModel, toModel, type SetForm } from './formModel';
import {
  discardDraft,
  estimateWeights,
  previewScores,
  publishDraft,
  saveIntoDraft,
  useDraftModel,
  type WeightsOutcome,
} from './matchingModelsApi';
import { withoutMended } from './mended';
import { placeProblems, type PlacedProblems } from './problemPaths';

export type Outcome = 'saved' | 'published' | 'discarded' | null;

/**
 * The editing of a matching-model draft: the form's copy of its model, and save, publish and
 * discard, each refusal kept as the steward needs it (a stale version apart, problems placed on
 * the elements of the form as it was sent).
 */
export function useDraftEditing(entityName: string, draftId: number) {
  const queries = useQueryClient();
  const draft = useDraftModel(draftId);
  const [sets, setSets] = useState<SetForm[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const [placed, setPlaced] = useState<PlacedProblems | null>(null);
  const [stale, setStale] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [weights, setWeights] = useState<Record<string, WeightsOutcome & { estimated: boolean }>>(
    {},
  );

  // The form starts from the draft as first read; later reads (after a save) only bring its version.
  useEffect(() => {
    if (draft.data && sets === null) setSets(fromModel(draft.data.model));
  }, [draft.data, sets]);

  function change(next: SetForm[]) {
    setPlaced((current) => withoutMended(current, sets ?? [], next));
    setSets(next);
    setDirty(true);
    setOutcome(null);
  }

  function refused(error: unknown, sent: SetForm[]) {
    if (error instanceof ApiError && error.status === 409) setStale(true);
    else if (error instanceof ApiError && error.status === 400 && error.problems.length > 0)
      setPlaced(placeProblems(error.problems, sent));
    else setFailure(error);
  }

  function begin() {
    setBusy(true);
    setPlaced(null);
    setFailure(null);
    setOutcome(null);
  }

  /** Saves the form into the draft; answers the draft's new version, null when refused. */
  async function saveNow(sent: SetForm[]): Promise<number | null> {
    try {
      await saveIntoDraft(draftId, draft.data!.version, toModel(entityName, sent));
      const read = await draft.refetch();
      setDirty(false);
      return read.data?.version ?? null;
    } catch (error) {
      refused(error, sent);
      return null;
    }
  }

  async function save() {
    if (!sets) return;
    begin();
    if ((await saveNow(sets)) !== null) setOutcome('saved');
    setBusy(false);
  }

  /** Saves what changed, then publishes the draft at the version that save made. */
  async function publish() {
    if (!sets) return;
    begin();
    const version = dirty ? await saveNow(sets) : draft.data!.version;
    if (version !== null) {
      try {
        await publishDraft(draftId, version);
        await queries.invalidateQueries({ queryKey: ['matching-model', entityName] });
        await queries.invalidateQueries({ queryKey: ['matching-model-drafts', entityName] });
        setOutcome('published');
      } catch (error) {
        refused(error, sets);
      }
    }
    setBusy(false);
  }

  async function discard() {
    begin();
    try {
      await discardDraft(draftId);
      await queries.invalidateQueries({ queryKey: ['matching-model-drafts', entityName] });
      setOutcome('discarded');
    } catch (error) {
      setFailure(error);
    }
    setBusy(false);
  }

  /** Reads the draft again and starts the form from it, dropping the changes made here. */
  async function reload() {
    const read = await draft.refetch();
    setSets(fromModel(read.data?.model));
    setDirty(false);
    setStale(false);
    setPlaced(null);
  }

  /**
   * Estimates a weighted rule's probabilities (saved into the draft, then read into the form) or
   * previews its scores; what the form changed is saved first, so both work on what is shown.
   */
  async function weigh(setName: string, ruleName: string, estimate: boolean) {
    if (!sets) return;
    begin();
    if (!dirty || (await saveNow(sets)) !== null) {
      try {
        const answer = estimate
          ? await estimateWeights(draftId, setName, ruleName)
          : await previewScores(draftId, setName, ruleName);
        if (estimate) await reload();
        setWeights((all) => ({
          ...all,
          [`${setName}/${ruleName}`]: { ...answer.estimate, estimated: estimate },
        }));
      } catch (error) {
        refused(error, sets);
      }
    }
    setBusy(false);
  }

  const state = { draft, sets, dirty, placed, stale, failure, busy, outcome, weights };
  return { ...state, change, save, publish, discard, reload, weigh };
}
