/** The ids with one moved to another index (clamped to the list), for the editor's order. */
export function moveId(ids: readonly string[], id: string, toIndex: number): string[] {
  const from = ids.indexOf(id);
  if (from < 0) return [...ids];
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.max(0, Math.min(toIndex, rest.length)), 0, id);
  return rest;
}

/** Records in the order of the ids (the optimistic list while the new order is saved). */
export function inOrder<T extends { _id: string }>(records: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(records.map((r) => [r._id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => Boolean(r));
}
