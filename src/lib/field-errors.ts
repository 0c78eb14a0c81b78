import type { z } from 'zod';

/** What this needs of a zod parse result (structural, so any schema's result fits). */
interface ParseResult {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** Where a problem with the input as a whole (not one field) is reported. */
export const WHOLE_INPUT = '_';

/**
 * The first message for each field of a failed parse, keyed by the top-level field name (a bad
 * item of a list is its list's message); {} when the parse succeeded. The API answers these as
 * `errors`, and the admin and the public forms show them beside their fields.
 */
export function fieldErrors(result: ParseResult): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : WHOLE_INPUT;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The messages for values checked against a schema ({} when they are valid). */
export const schemaErrors = (schema: z.ZodType, values: unknown) => fieldErrors(schema.safeParse(values));
