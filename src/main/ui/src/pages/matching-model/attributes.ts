import type { AttributeDef, DataModel } from '../../api/schemas';
import { attributesOf, label, type Entity } from '../../model/useModel';

/** How deep nested records are followed (a nested entity may hold itself). */
const MAX_DEPTH = 3;

/**
 * The attributes a comparison may name: the entity's own, and those of its nested records by
 * dotted path (`address.city`, labelled "Address › City"), as the server resolves them.
 */
export function comparableAttributes(entity: Entity, model: DataModel | undefined): AttributeDef[] {
  const nested = new Map((model?.nestedEntities ?? []).map((n) => [n.name, n]));
  function walk(attributes: AttributeDef[], path: string, title: string, depth: number) {
    return attributes.flatMap((a): AttributeDef[] => {
      const name = path + a.name;
      const shown = title + label(a);
      const inner = a.type === 'Complex' && a.nestedEntity ? nested.get(a.nestedEntity) : undefined;
      if (!inner) return a.type === 'Complex' ? [] : [{ ...a, name, displayName: shown }];
      if (depth >= MAX_DEPTH) return [];
      return walk(inner.attributes ?? [], `${name}.`, `${shown} › `, depth + 1);
    });
  }
  return walk(attributesOf(entity), '', '', 1);
}
