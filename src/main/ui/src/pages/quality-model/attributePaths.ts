import type { AttributeDef, DataModel } from '../../api/schemas';
import { attributesOf, label, type Entity } from '../../model/useModel';

/** How deep nested records are followed (a nested entity may hold itself). */
const MAX_DEPTH = 3;

/** An attribute a mapping may name, by its path as rules name it and its label. */
export interface AttributePath {
  path: string;
  label: string;
  type: string;
}

/**
 * The attribute paths of a register or reference set as quality rules name them: its own
 * attributes, those of nested records after a dot (`address.city`), a list's name ending in `[]`
 * (`phones[]`, `addresses[].city`); labelled "Address › City".
 */
export function attributePaths(entity: Entity, model: DataModel | undefined): AttributePath[] {
  const nested = new Map((model?.nestedEntities ?? []).map((n) => [n.name, n]));
  function walk(attributes: AttributeDef[], prefix: string, title: string, depth: number) {
    return attributes.flatMap((a): AttributePath[] => {
      const path = prefix + a.name + (a.array ? '[]' : '');
      const shown = title + label(a);
      const inner = a.type === 'Complex' && a.nestedEntity ? nested.get(a.nestedEntity) : undefined;
      if (!inner)
        return a.type === 'Complex' ? [] : [{ path, label: shown, type: a.type ?? 'String' }];
      if (depth >= MAX_DEPTH) return [];
      return walk(inner.attributes ?? [], `${path}.`, `${shown} › `, depth + 1);
    });
  }
  return walk(attributesOf(entity), '', '', 1);
}
