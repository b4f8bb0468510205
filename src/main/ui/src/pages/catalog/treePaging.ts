/** Children the tree asks for at a time (next-level's page). */
export const LEVEL_PAGE = 50;

/** A node of the catalog whose children the tree lists. */
export type Parent =
  | { kind: 'ROOT' }
  | { kind: 'INFORMATION_SYSTEM'; name: string }
  | { kind: 'BUSINESS_LAYER' }
  | { kind: 'ASSET'; etalonId: string };

/** What the tree needs of a child node as next-level answers it. */
export interface LevelNode {
  kind: 'INFORMATION_SYSTEM' | 'BUSINESS_LAYER' | 'ASSET';
  etalonId?: string | null;
  displayName: string;
  informationSystem?: string | null;
  hasChildren: boolean;
}

export interface LevelPage<N extends LevelNode = LevelNode> {
  items: N[];
  total: number;
}

/** The node whose children a tree node shows. */
export function parentOf(node: LevelNode): Parent {
  switch (node.kind) {
    case 'INFORMATION_SYSTEM':
      return { kind: 'INFORMATION_SYSTEM', name: node.informationSystem ?? node.displayName };
    case 'BUSINESS_LAYER':
      return { kind: 'BUSINESS_LAYER' };
    case 'ASSET':
      return { kind: 'ASSET', etalonId: node.etalonId! };
  }
}

/** A node's key in the tree: unique among every node the tree can show. */
export function keyOf(node: LevelNode): string {
  switch (node.kind) {
    case 'INFORMATION_SYSTEM':
      return `system:${node.informationSystem ?? node.displayName}`;
    case 'BUSINESS_LAYER':
      return 'business-layer';
    case 'ASSET':
      return `asset:${node.etalonId}`;
  }
}

/**
 * The offset of the page after those loaded, or undefined when there is none: every child is
 * loaded, or the last page came back empty (children went away while paging).
 */
export function nextOffset(pages: readonly LevelPage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.items.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.total ? loaded : undefined;
}

/**
 * The children of the pages loaded so far, in order, each once (a child written between two pages
 * can push one already shown onto the next page), and how many more the last page says there are.
 */
export function levelOf<N extends LevelNode>(
  pages: readonly LevelPage<N>[],
): { items: N[]; remaining: number } {
  const seen = new Set<string>();
  const items: N[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      const key = keyOf(item);
      if (!seen.has(key)) {
        seen.add(key);
        items.push(item);
      }
    }
  }
  const total = pages[pages.length - 1]?.total ?? 0;
  const more = nextOffset(pages) === undefined ? 0 : Math.max(0, total - items.length);
  return { items, remaining: more };
}
