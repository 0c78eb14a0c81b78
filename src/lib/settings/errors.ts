import { WEEKDAYS } from '../office-hours.ts';
import { SETTINGS_LISTS, settingsSchema } from './schema.ts';

/** What staff may send: everything but the logo, which the server sets from an upload. */
export const editableSettings = settingsSchema.omit({ logo: true });

/**
 * The settings' problems keyed by each field's path ('offices.1.phone'), the first message for
 * each, and that message with its row named ('Office 2: Phone must be…'); none when valid. The
 * admin checks with it before sending, and the API answers with it.
 */
export function settingsProblems(values: unknown) {
  const result = editableSettings.safeParse(values);
  if (result.success) return { data: result.data, errors: {}, message: '' };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  const [path, first] = Object.entries(errors)[0];
  return { data: undefined, errors, message: rowOf(path) + first };
}

/** 'offices.1.phone' → 'Office 2: ' (the message itself names the field). */
function rowOf(path: string): string {
  const [list, index] = path.split('.');
  const word = (SETTINGS_LISTS as Record<string, { word: string }>)[list]?.word;
  if (!word || !/^\d+$/.test(index ?? '')) return '';
  if (list === 'openingHours') return `${WEEKDAYS[Number(index)]}: `;
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} ${Number(index) + 1}: `;
}
