import type { AttributeDef } from '../../api/schemas';
import { extensions } from '../../extensions/registry';

export interface LaidOutAttribute {
  attribute: AttributeDef;
  /** The attribute's position in the entity's list (what the editor changes, what paths name). */
  index: number;
}

export interface AttributeGroup {
  /** The group's title from a `MetaModelLayoutSetting`; null for the attributes no group lists. */
  title: string | null;
  attributes: LaidOutAttribute[];
}

/**
 * An entity's attributes as the model editor shows them: in the groups and order of the
 * `MetaModelLayoutSetting` registered for the entity, the attributes no group names after them
 * in the model's order. Without a setting, one untitled group in the model's order.
 */
export function layOutAttributes(entity: string, attributes: AttributeDef[]): AttributeGroup[] {
  const all = attributes.map((attribute, index) => ({ attribute, index }));
  const setting = extensions.modelLayoutFor(entity);
  if (!setting) return all.length ? [{ title: null, attributes: all }] : [];
  const placed = new Set<number>();
  const groups: AttributeGroup[] = [];
  for (const group of setting.groups) {
    const members: LaidOutAttribute[] = [];
    for (const name of group.attributes) {
      const found = all.find((a) => a.attribute.name === name && !placed.has(a.index));
      if (found) {
        placed.add(found.index);
        members.push(found);
      }
    }
    if (members.length) groups.push({ title: group.title, attributes: members });
  }
  const rest = all.filter((a) => !placed.has(a.index));
  if (rest.length) groups.push({ title: null, attributes: rest });
  return groups;
}
