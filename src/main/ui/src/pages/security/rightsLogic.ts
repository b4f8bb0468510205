import type { Rights } from './securityApi';

export const RIGHTS = ['CREATE', 'READ', 'UPDATE', 'DELETE'] as const;
export type RightName = (typeof RIGHTS)[number];

/** The rights granted on each resource, `FULL` read as all four. */
export function grantedByResource(rights: Rights[]): Map<string, Set<RightName>> {
  const granted = new Map<string, Set<RightName>>();
  for (const r of rights) {
    if (!r.resource) continue;
    const names = r.rights ?? [];
    const set = granted.get(r.resource) ?? new Set<RightName>();
    for (const name of names.includes('FULL') ? RIGHTS : names) {
      if ((RIGHTS as readonly string[]).includes(name)) set.add(name as RightName);
    }
    granted.set(r.resource, set);
  }
  return granted;
}

/** The request's rights: one entry per resource with any right, in the order of the rights. */
export function rightsOf(granted: Map<string, Set<RightName>>): Rights[] {
  return [...granted.entries()]
    .filter(([, set]) => set.size > 0)
    .map(([resource, set]) => ({ resource, rights: RIGHTS.filter((r) => set.has(r)) }));
}

/** The granted rights with one right on one resource switched. */
export function toggled(
  granted: Map<string, Set<RightName>>,
  resource: string,
  right: RightName,
): Map<string, Set<RightName>> {
  const next = new Map(granted);
  const set = new Set(next.get(resource) ?? []);
  if (set.has(right)) set.delete(right);
  else set.add(right);
  next.set(resource, set);
  return next;
}

/** The kinds of resource the rights matrix shows apart, in its order. */
export const RESOURCE_GROUPS = ['ENTITY', 'LOOKUP', 'CLASSIFIER', 'SYSTEM'] as const;
export type ResourceGroup = (typeof RESOURCE_GROUPS)[number];

interface Resource {
  name?: string | null;
  displayName?: string | null;
  category?: string | null;
}

/**
 * The resources by kind: registers, reference sets, classifiers, then the system's areas (an
 * unknown category among them), each group by its shown name; empty groups left out.
 */
export function groupedResources<R extends Resource>(
  resources: R[],
): { group: ResourceGroup; resources: R[] }[] {
  const shown = (r: R) => r.displayName || r.name || '';
  return RESOURCE_GROUPS.map((group) => ({
    group,
    resources: resources
      .filter((r) => {
        const category = (RESOURCE_GROUPS as readonly string[]).includes(r.category ?? '')
          ? r.category
          : 'SYSTEM';
        return category === group;
      })
      .sort((a, b) => shown(a).localeCompare(shown(b))),
  })).filter((g) => g.resources.length > 0);
}
