/** The shape of a zod safeParse result this helper needs (keeps it independent of zod's types). */
interface ParseResult {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}

/** The first message for each field of a failed parse, keyed by field name. */
export function fieldErrors(result: ParseResult): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** A form's values as trimmed strings, with empty ones kept (the API treats '' as absent). */
export function trimmed<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as T;
}
