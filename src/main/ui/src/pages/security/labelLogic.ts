import type { FieldOf } from '../../forms/problems';
import { attributesOf, type Entity } from '../../model/useModel';
import type { LabelInstance, SecurityLabel } from './securityApi';

/** An instance as one line: the label, then each value given (none: every record). */
export function describeInstance(instance: LabelInstance, everything: string): string {
  const values = instance.attributes
    .map((a) => `${a.path.slice(a.path.indexOf('.') + 1)} = ${a.value}`)
    .join(', ');
  return `${instance.name}: ${values || everything}`;
}

/** The value the instance gives the path, or an empty text. */
export function valueOf(instance: LabelInstance, path: string): string {
  return instance.attributes.find((a) => a.path === path)?.value ?? '';
}

/**
 * The instance with the path's value changed: an empty value takes the path out (it no longer
 * restricts), in the order of the label's attributes.
 */
export function withValue(
  instance: LabelInstance,
  label: SecurityLabel | undefined,
  path: string,
  value: string,
): LabelInstance {
  const values = new Map(instance.attributes.map((a) => [a.path, a.value]));
  if (value.trim() === '') values.delete(path);
  else values.set(path, value);
  const order = label?.attributes.map((a) => a.path) ?? [...values.keys()];
  return {
    name: instance.name,
    attributes: order.filter((p) => values.has(p)).map((p) => ({ path: p, value: values.get(p)! })),
  };
}

/** The attribute types a label may name: single values that compare (not times, files, texts). */
const LABEL_TYPES = new Set([
  'String',
  'Integer',
  'Number',
  'Boolean',
  'Date',
  'Enum',
  'LookupLink',
]);

/** The attributes of a register or reference set a label may name, in the model's order. */
export function labelAttributes(entity: Entity): string[] {
  return attributesOf(entity)
    .filter((a) => !a.array && LABEL_TYPES.has(a.type ?? 'String') && a.name)
    .map((a) => a.name!);
}

/** A label's paths split into its register and attribute names (empty for no path). */
export function splitPaths(paths: string[]): { entity: string; attributes: string[] } {
  const first = paths[0] ?? '';
  const entity = first.slice(0, Math.max(first.indexOf('.'), 0));
  return { entity, attributes: paths.map((p) => p.slice(p.indexOf('.') + 1)) };
}

/** The fields of the label form a server problem is shown at. */
export const LABEL_FIELDS = ['name', 'displayName', 'description', 'attributes'] as const;

/**
 * The label form's rule for the shared placement of problems (forms/problems.ts): `name`,
 * `displayName`, `description` by their source; `attributes` and `attributes[1].path` at the
 * attributes (a path the model does not know names the attribute in its message); a label that
 * exists (its code, without a source) at the name; the rest apart.
 */
export const labelFieldOf: FieldOf = (problem, fields) => {
  if (problem.code === 'CORE_LABEL_EXISTS') return 'name';
  const head = problem.source.replace(/\[\d+\].*$/, '').split('.')[0] ?? '';
  return fields.has(head) ? head : null;
};
