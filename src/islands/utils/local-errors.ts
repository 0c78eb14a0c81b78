import { INVALID_PHONE } from '../../lib/messages.ts';
import { INVALID_EMAIL } from '../../lib/visitor-fields.ts';

/**
 * A page's validation words. English shows the schemas' own messages (they name the field);
 * Nepali shows its words chosen by the kind of problem.
 */
export interface ValidationWords {
  fromSchema: boolean;
  required: string;
  invalidEmail: string;
  /** the expected forms of a phone number (the English one is the schemas' own message) */
  invalidPhone: string;
  tooLong: string;
  check: string;
  /** the honeypot's label, in the page's language */
  leaveEmpty: string;
}

/** A schema's (English) message in the page's words. */
function inWord(message: string, words: ValidationWords): string {
  if (words.fromSchema) return message;
  if (/ is too long/.test(message)) return words.tooLong;
  if (message === INVALID_EMAIL) return words.invalidEmail;
  if (message === INVALID_PHONE) return words.invalidPhone;
  if (/ is required$/.test(message)) return words.required;
  return words.check;
}

/** Field messages (from fieldErrors or an API 400 answer) in the page's words. */
export function inWords(errors: Record<string, string> | undefined, words: ValidationWords): Record<string, string> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, message]) => [field, inWord(message, words)]));
}
