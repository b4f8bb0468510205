import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { SearchAnswer, SearchRequest } from '../../api/schemas';
import { FacetMemory } from './facetMemory';
import { pageRequest } from './searchPaging';
import { conditionsOf, orderOf, selectionOf, type SearchConditions } from './searchBody';

/** What the steward asked for: the conditions, the page and the order. */
export interface SearchState extends SearchConditions {
  paging: GridPaginationModel;
  sort: GridSortModel;
  /** The attributes whose values are counted among the matches. */
  facetNames: string[];
}

/** What a set of facet counts is kept for: the conditions and the attributes counted. */
function counted(conditions: object, facetNames: string[]) {
  return { conditions, facetNames };
}

/**
 * The grid's results: one request per page or order. Facets do not change with the page or the
 * order, so they are asked for once per set of conditions and kept (on a million records counting
 * them is a good part of an answer's time).
 */
export function useSearchResults(state: SearchState) {
  const { entity, text, at, inactive, rows, under, quality, paging, sort, facetNames } = state;
  const cursors = useRef(new Map<number, string>());
  const facets = useRef(new FacetMemory());
  /** Bumped when the same search is asked again because the records changed under it. */
  const [round, setRound] = useState(0);
  /** The conditions whose matches the steward asked to count exactly ("Count exactly"). */
  const [exactFor, setExactFor] = useState<ReturnType<typeof conditionsOf>>(null);

  const conditions = useMemo(
    () => conditionsOf({ entity, text, at, inactive, rows, under, quality }),
    [entity, text, at, inactive, rows, under, quality],
  );

  const request: SearchRequest | null = useMemo(() => {
    if (!entity || !conditions) return null;
    const page = pageRequest(paging.page, paging.pageSize, cursors.current);
    if (!page) return null;
    return {
      ...conditions,
      ...(exactFor === conditions ? { exactCount: true } : {}),
      facets:
        facetNames.length && !facets.current.holds(counted(conditions, facetNames))
          ? facetNames
          : null,
      limit: paging.pageSize,
      ...page,
      sort: sort.length ? orderOf(sort) : null,
    };
    // A new round asks for the facets again: refresh() has cleared the memory.
  }, [entity, conditions, paging, sort, round, exactFor, facetNames]);

  /** The records the page shows, as a bulk operation's selection. */
  const selection = useMemo(
    () => selectionOf({ entity, text, at, inactive, rows, under, quality }, sort),
    [entity, text, at, inactive, rows, under, quality, sort],
  );

  const results = useQuery({
    queryKey: ['search', request, round],
    enabled: request !== null,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<SearchAnswer> => {
      const answer = unwrap(await api.search.POST('/api/v2/search/records', { body: request! }));
      if (answer.searchAfter) cursors.current.set(paging.page + 1, answer.searchAfter);
      const kept = counted(conditions!, facetNames);
      return { ...answer, facets: facets.current.remember(kept, request!, answer.facets) };
    },
  });

  /** New conditions: the cursors of the old ones lead nowhere. */
  function restart() {
    cursors.current.clear();
  }

  /** The same conditions asked again (records were loaded): counts and facets anew. */
  function refresh() {
    restart();
    facets.current.forget();
    setRound((r) => r + 1);
  }

  /** Asks for the same page again with the exact count of the matches. */
  function countExactly() {
    setExactFor(conditions);
  }

  return { results, restart, refresh, selection, countExactly };
}
