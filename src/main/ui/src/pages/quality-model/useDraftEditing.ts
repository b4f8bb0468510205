import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, problemsOf } from '../../api/errors';
import { fromModel, toModel, type ModelForm } from './formModel';
import {
  checkModel,
  discardDraft,
  publishDraft,
  saveIntoDraft,
  useDraftModel,
} from './qualityModelApi';
import { placeProblems, withoutMended, type PlacedProblems } from './problemPaths';

export type Outcome = 'saved' | 'valid' | 'published' | 'discarded' | null;

/** The error code of a publish refused because another revision was published since. */
const REVISION_CONFLICT = 'DQ_MODEL_REVISION_CONFLICT';

/**
 * The editing of the quality-model draft: the form's copy of its model, and save, check, publish
 * and discard; the problems the server finds are placed on the form's elements as it was sent.
 */
export function useDraftEditing(draftId: number) {
  const queries = useQueryClient();
  const draft = useDraftModel(draftId);
  const [form, setForm] = useState<ModelForm | null>(null);
  const [dirty, setDirty] = useState(false);
  const [placed, setPlaced] = useState<PlacedProblems | null>(null);
  /** 'stale': the draft was saved by someone else; 'revision': another model was published. */
  const [conflict, setConflict] = useState<'stale' | 'revision' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (draft.data && form === null) setForm(fromModel(draft.data.model));
  }, [draft.data, form]);

  function change(next: ModelForm) {
    setPlaced((current) => withoutMended(current, form, next));
    setForm(next);
    setDirty(true);
    setOutcome(null);
  }

  function refused(error: unknown, positions: Map<string, string>) {
    if (error instanceof ApiError && error.status === 409)
      setConflict(error.problems.some((p) => p.code === REVISION_CONFLICT) ? 'revision' : 'stale');
    else if (error instanceof ApiError && error.status === 400 && error.problems.length > 0)
      setPlaced(placeProblems(error.problems, positions));
    else setFailure(error);
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setPlaced(null);
    setFailure(null);
    setConflict(null);
    setOutcome(null);
    await action();
    setBusy(false);
  }

  /** Saves the form into the draft; true when saved. */
  async function saveNow(sent: ModelForm) {
    const { model, positions } = toModel(sent);
    try {
      await saveIntoDraft(draftId, draft.data!.draft!.version, model);
      await draft.refetch();
      setDirty(false);
      return true;
    } catch (error) {
      refused(error, positions);
      return false;
    }
  }

  const save = () =>
    run(async () => {
      if (form && (await saveNow(form))) setOutcome('saved');
    });

  const check = () =>
    run(async () => {
      if (!form) return;
      const { model, positions } = toModel(form);
      try {
        const answer = await checkModel(model);
        if (answer.valid) setOutcome('valid');
        else
          setPlaced(placeProblems(problemsOf({ details: { error: answer.problems } }), positions));
      } catch (error) {
        refused(error, positions);
      }
    });

  /** Saves what changed, then publishes the draft (over a newer revision when forced). */
  const publish = (force = false) =>
    run(async () => {
      if (!form || (dirty && !(await saveNow(form)))) return;
      try {
        await publishDraft(draftId, force);
        await queries.invalidateQueries({ queryKey: ['dq-model'] });
        await queries.invalidateQueries({ queryKey: ['dq-model-drafts'] });
        setOutcome('published');
      } catch (error) {
        refused(error, toModel(form).positions);
      }
    });

  const discard = () =>
    run(async () => {
      try {
        await discardDraft(draftId);
        await queries.invalidateQueries({ queryKey: ['dq-model-drafts'] });
        setOutcome('discarded');
      } catch (error) {
        setFailure(error);
      }
    });

  /** Reads the draft again and starts the form from it, dropping the changes made here. */
  async function reload() {
    const read = await draft.refetch();
    setForm(fromModel(read.data?.model));
    setDirty(false);
    setConflict(null);
    setPlaced(null);
  }

  const state = { draft, form, dirty, placed, conflict, failure, busy, outcome };
  return { ...state, change, save, check, publish, discard, reload };
}
