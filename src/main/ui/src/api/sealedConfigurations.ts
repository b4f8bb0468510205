import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Configurations kept with a sealed secret (directory configurations, identity providers): the
 * server's one lifecycle for both, seen from the UI.
 */
export interface SealedApi<B> {
  /** Invalidated after every change. */
  queryKey: QueryKey;
  create: (id: string, body: B) => Promise<unknown>;
  /** Replaces at the version in the body: another version is refused (409), shown by the form. */
  replace: (id: string, body: B) => Promise<unknown>;
}

/** Creates (no version read) or replaces a configuration; its secret left empty keeps the stored one. */
export function useSaveSealed<B>({ queryKey, create, replace }: SealedApi<B>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, isNew }: { id: string; body: B; isNew: boolean }) =>
      isNew ? create(id, body) : replace(id, body),
    onSuccess: () => queries.invalidateQueries({ queryKey }),
  });
}

/** Deletes a configuration, then reads the list again. */
export function useDeleteSealed(queryKey: QueryKey, remove: (id: string) => Promise<unknown>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: () => queries.invalidateQueries({ queryKey }),
  });
}
