/** The list transitions of spec §4, as pure functions over a list of records with an _id. */
export interface Identified {
  _id: string;
}

/** Create success: the new record goes last, or first for lists kept newest first (testimonials). */
export function addRecord<T extends Identified>(list: readonly T[] | undefined, record: T, newestFirst = false): T[] {
  const rest = (list ?? []).filter((r) => r._id !== record._id);
  return newestFirst ? [record, ...rest] : [...rest, record];
}

/** Update success: the record with the same _id is replaced where it stands. */
export function replaceRecord<T extends Identified>(list: readonly T[] | undefined, record: T): T[] {
  return (list ?? []).map((r) => (r._id === record._id ? record : r));
}

/** Delete success: the record with that _id is removed. */
export function removeRecord<T extends Identified>(list: readonly T[] | undefined, id: string): T[] {
  return (list ?? []).filter((r) => r._id !== id);
}
