/** One attribute of the two moments compared: its value at each, and whether they differ. */
export interface ComparedValue {
  attribute: string;
  before: unknown;
  after: unknown;
  differs: boolean;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The attributes of a record at two moments side by side, in the model's order, then any the model
 * does not name (a record read at an old moment may hold an attribute since removed).
 */
export function compareMoments(
  order: string[],
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): ComparedValue[] {
  const names = [...order];
  for (const name of [...Object.keys(before ?? {}), ...Object.keys(after ?? {})]) {
    if (!names.includes(name)) names.push(name);
  }
  return names.map((attribute) => {
    const a = before?.[attribute];
    const b = after?.[attribute];
    return { attribute, before: a, after: b, differs: !same(a, b) };
  });
}
