/** `list` with the item at `from` moved one place up (-1) or down (+1); the same list at an end. The Move up / Move
 *  down buttons of the lists a form orders (the profile configuration's groups and fields, the fee structure's
 *  questions). */
export function move<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}
