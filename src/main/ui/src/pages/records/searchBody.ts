import type { GridSortModel } from '@mui/x-data-grid';
import type { components as BulkSchemas } from '../../api/generated/bulk-operations';
import type { SearchRequest } from '../../api/schemas';
import { attributesOf, type Entity } from '../../model/useModel';
import type { UnderNode } from '../classifications/classificationLogic';
import { filterOf, type FilterRow } from './filters';
import { qualityErrorsOf, type QualityChoice } from '../quality/qualityChoice';

/** The records a bulk operation works on: a search body without its paging. */
export type Selection = BulkSchemas['schemas']['SelectionRO'];

/** What the steward asked for on the search page, paging aside. */
export interface SearchConditions {
  entity: Entity | undefined;
  text: string;
  /** The validity date, `yyyy-mm-dd`, or empty for now. */
  at: string;
  inactive: boolean;
  rows: FilterRow[];
  /** Nodes the records must be classified under (`classifiedUnder`). */
  under: UnderNode[];
  /** Only records with quality errors (of a severity, of a rule); none: every record. */
  quality?: QualityChoice | null;
}

/** The part of a search body that picks the records (a page or an order picks no other ones). */
export type Conditions = Pick<
  SearchRequest,
  'text' | 'filters' | 'timelineDate' | 'includeInactive' | 'classifiedUnder' | 'qualityErrors'
> & { entityName: string };

/** The conditions of a search body; null before a register is chosen. */
export function conditionsOf(state: SearchConditions): Conditions | null {
  const { entity, text, at, inactive, rows, under, quality } = state;
  if (!entity?.name) return null;
  return {
    entityName: entity.name,
    text: text || null,
    filters: filterOf(rows, attributesOf(entity)),
    timelineDate: at ? `${at}T00:00:00` : null,
    includeInactive: inactive,
    classifiedUnder: under.length ? under.map((n) => n.nodeId) : null,
    ...(quality ? { qualityErrors: qualityErrorsOf(quality) } : {}),
  };
}

/**
 * The grid's order as the search takes it: the name column sorts by the records' names (their
 * display format). No order: the server's, by relevance with text, else by name.
 */
export function orderOf(sort: GridSortModel): NonNullable<SearchRequest['sort']> {
  return sort.map((s) => ({
    attribute: s.field === '$description' ? '$displayName' : s.field,
    order: s.sort === 'desc' ? 'DESC' : 'ASC',
  }));
}

/**
 * The records the page shows, in its order, as a bulk operation's selection: the search body
 * without paging, facets or the attributes to return.
 */
export function selectionOf(state: SearchConditions, sort: GridSortModel): Selection | null {
  const conditions = conditionsOf(state);
  if (!state.entity || !conditions) return null;
  const order = orderOf(sort);
  return { ...conditions, sort: order.length ? order : null };
}
