import { INVALID_EMAIL } from '../../lib/fields.ts';

/** The shape of a zod safeParse result this helper needs (keeps it independent of zod's types). */
interface ParseResult {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string; code?: string }[] };
}

/**
 * A page's validation words. English shows the schemas' own messages (they name the field);
 * Nepali shows its words chosen by the kind of problem.
 */
export interface ValidationWords {
  fromSchema: boolean;
  required: string;
  invalidEmail: string;
  tooLong: string;
  check: string;
}

/** A schema's (English) message in the page's words. */
function inWords(issue: { message: string; code?: string }, words?: ValidationWords): string {
  if (!words || words.fromSchema) return issue.message;
  if (issue.code === 'too_big' || / is too long/.test(issue.message)) return words.tooLong;
  if (issue.message === INVALID_EMAIL) return words.invalidEmail;
  if (/ is required$/.test(issue.message)) return words.required;
  return words.check;
}

/** The first message for each field of a failed parse, keyed by field name. */
export function fieldErrors(result: ParseResult, words?: ValidationWords): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = inWords(issue, words);
  }
  return errors;
}

/** The field messages of an API 400 answer in the page's words. */
export function serverErrors(errors: Record<string, string> | undefined, words?: ValidationWords): Record<string, string> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, message]) => [field, inWords({ message }, words)]));
}

/** A form's values as trimmed strings, with empty ones kept (the API treats '' as absent). */
export function trimmed<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as T;
}
