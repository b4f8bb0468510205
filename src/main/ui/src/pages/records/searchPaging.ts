import type { TFunction } from 'i18next';

/** The search API pages by offset up to this many hits; deeper pages follow `searchAfter`. */
export const MAX_OFFSET = 10_000;

export interface PageRequest {
  offset?: number;
  searchAfter?: string;
}

/**
 * How to ask for a page of the results: by offset while it is within the API's reach, else by
 * the cursor the previous page's answer gave (`cursors[page]`), else not at all (a grid cannot
 * jump deeper than the pages it has walked through).
 */
export function pageRequest(
  page: number,
  pageSize: number,
  cursors: ReadonlyMap<number, string>,
): PageRequest | null {
  const offset = page * pageSize;
  if (offset + pageSize <= MAX_OFFSET) return { offset };
  const cursor = cursors.get(page);
  return cursor ? { searchAfter: cursor } : null;
}

/** What the grid's pager is told of the results. */
export interface Pager {
  /** The count when it is exact; -1 (unknown) when the answer gave a lower bound. */
  rowCount: number;
  hasNextPage: boolean;
}

/**
 * The pager of an answer: its count when exact, else an unknown count with a next page while this
 * page is full (the server counts exactly only up to a bound; paging needs no more).
 */
export function pagerOf(
  answer: { totalCount?: number; totalCountExact?: boolean; hits?: unknown[] | null } | undefined,
  page: number,
  pageSize: number,
): Pager {
  const hits = answer?.hits?.length ?? 0;
  if (!answer || answer.totalCountExact !== false) {
    const rowCount = answer?.totalCount ?? 0;
    return { rowCount, hasNextPage: (page + 1) * pageSize < rowCount };
  }
  return { rowCount: -1, hasNextPage: hits >= pageSize };
}

/**
 * The pager's "51–100 of …": the exact count, or the bound the search counted to with a plus
 * ("of 1,000+"), never the grid's own "of more than 100", which took the page's end for the count.
 */
export function pageLabel(
  t: TFunction,
  shown: { from: number; to: number; count: number },
  bound: number | null,
): string {
  const { from, to, count } = shown;
  if (count !== -1) return t('search.pageOf', { from, to, count });
  return t('search.pageOfAtLeast', { from, to, count: Math.max(bound ?? 0, to) });
}
