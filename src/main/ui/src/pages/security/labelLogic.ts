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
