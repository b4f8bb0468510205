import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { SearchAnswer, SearchRequest } from '../../api/schemas';
import { attributesOf, descriptionAttribute, type Entity } from '../../model/useModel';
import { facetsOf, filterOf, type FilterRow } from './filters';
import { FacetMemory } from './facetMemory';
import { pageRequest } from './searchPaging';
import type { UnderNode } from '../classifications/classificationLogic';

/** What the steward asked for: the conditions, the page and the order. */
export interface SearchState {
  entity: Entity | undefined;
  text: string;
  at: string;
  inactive: boolean;
  rows: FilterRow[];
  /** Nodes the records must be classified under (`classifiedUnder`). */
  under: UnderNode[];
  paging: GridPaginationModel;
  sort: GridSortModel;
}

/**
 * The grid's results: one request per page or order. Facets do not change with the page or the
 * order, so they are asked for once per set of conditions and kept (on a million records counting
 * them is a good part of an answer's time).
 */
export function useSearchResults(state: SearchState) {
  const { entity, text, at, inactive, rows, under, paging, sort } = state;
  const cursors = useRef(new Map<number, string>());
  const facets = useRef(new FacetMemory());

  const conditions = useMemo(() => {
    if (!entity?.name) return null;
    const attributes = attributesOf(entity);
    return {
      entityName: entity.name,
      text: text || null,
      filters: filterOf(rows, attributes),
      timelineDate: at ? `${at}T00:00:00` : null,
      includeInactive: inactive,
      classifiedUnder: under.length ? under.map((n) => n.nodeId) : null,
    };
  }, [entity, text, at, inactive, rows, under]);

  const request: SearchRequest | null = useMemo(() => {
    if (!entity || !conditions) return null;
    const page = pageRequest(paging.page, paging.pageSize, cursors.current);
    if (!page) return null;
    const describedBy = descriptionAttribute(entity);
    const wanted = facetsOf(attributesOf(entity));
    return {
      ...conditions,
      facets: wanted.length && !facets.current.holds(conditions) ? wanted : null,
      limit: paging.pageSize,
      ...page,
      sort: sort.map((s) => ({
        attribute: s.field === '$description' ? (describedBy ?? '$score') : s.field,
        order: s.sort === 'desc' ? 'DESC' : 'ASC',
      })),
    };
  }, [entity, conditions, paging, sort]);

  const results = useQuery({
    queryKey: ['search', request],
    enabled: request !== null,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<SearchAnswer> => {
      const answer = unwrap(await api.search.POST('/api/v2/search/records', { body: request! }));
      if (answer.searchAfter) cursors.current.set(paging.page + 1, answer.searchAfter);
      return { ...answer, facets: facets.current.remember(conditions!, request!, answer.facets) };
    },
  });

  /** New conditions: the cursors of the old ones lead nowhere. */
  function restart() {
    cursors.current.clear();
  }

  return { results, restart };
}
