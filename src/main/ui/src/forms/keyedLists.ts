/** The list with the element of that key replaced. */
export function replaced<T extends { key: string }>(list: T[], item: T): T[] {
  return list.map((each) => (each.key === item.key ? item : each));
}

/** The list without the element of that key. */
export function without<T extends { key: string }>(list: T[], key: string): T[] {
  return list.filter((each) => each.key !== key);
}

/** `set1`, `set2`… the first not taken, so a new element's name is valid at once. */
export function freeName(prefix: string, taken: string[]) {
  let n = 1;
  while (taken.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}
