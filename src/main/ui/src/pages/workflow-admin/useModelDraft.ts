import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * The list a draft holds, edited here and saved whole at the draft's version: what the server
 * answered is taken in until the first change; a save takes the new version.
 */
export function useModelDraft<T>(
  loaded: { items: T[]; version: number } | undefined,
  save: (version: number, items: T[]) => Promise<{ draft?: { version: number } | null }>,
) {
  const queries = useQueryClient();
  const [items, setItems] = useState<T[] | null>(null);
  const [version, setVersion] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (loaded && !dirty && items === null) {
      setItems(loaded.items);
      setVersion(loaded.version);
    }
  }, [loaded, dirty, items]);

  const change = (next: T[]) => {
    setItems(next);
    setDirty(true);
    setSaved(false);
  };

  /** Saves; true when the draft holds the list now. */
  const store = async (): Promise<boolean> => {
    if (items === null || version === null) return false;
    setSaving(true);
    setFailure(null);
    try {
      const answer = await save(version, items);
      if (answer.draft) setVersion(answer.draft.version);
      setDirty(false);
      setSaved(true);
      await queries.invalidateQueries({ queryKey: ['workflow'] });
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    items: items ?? [],
    ready: items !== null,
    dirty,
    saving,
    saved,
    failure,
    change,
    store,
  };
}
