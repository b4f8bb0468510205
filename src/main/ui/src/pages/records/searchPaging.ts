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
