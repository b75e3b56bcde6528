/**
 * Joins a page's typed data (ids with their icons, links or prices) to the copy its messages keep
 * under the same ids. An id without copy is a type error, not a key printed on the page.
 */
export function withCopy<Items extends object, Entry extends { id: keyof Items }>(
  entries: readonly Entry[],
  items: Items,
): (Entry & Items[Entry['id']])[] {
  return entries.map((entry) => ({ ...entry, ...items[entry.id] }));
}
