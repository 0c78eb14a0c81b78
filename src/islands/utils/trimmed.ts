/** A form's values as trimmed strings, with empty ones kept (the API treats '' as absent). */
export function trimmed<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as T;
}
