import type { Lang } from './paths.ts';

/**
 * An editor's text in a language: on a Nepali page the field's Nepali twin (`title_ne` beside
 * `title`) where the editor wrote one, and the English text otherwise.
 */
export function inLang<R extends object>(lang: Lang, record: R, field: keyof R & string): string {
  const english = record[field];
  const nepali = (record as Record<string, unknown>)[`${field}_ne`];
  if (lang === 'ne' && typeof nepali === 'string' && nepali.trim()) return nepali;
  return typeof english === 'string' ? english : '';
}

/** A list field (plan features) in a language: the Nepali list when it has any item. */
export function listInLang<R extends object>(lang: Lang, record: R, field: keyof R & string): string[] {
  const english = record[field];
  const nepali = (record as Record<string, unknown>)[`${field}_ne`];
  if (lang === 'ne' && Array.isArray(nepali) && nepali.some((f) => typeof f === 'string' && f.trim()))
    return nepali.filter((f): f is string => typeof f === 'string' && !!f.trim());
  return Array.isArray(english) ? english.filter((f): f is string => typeof f === 'string') : [];
}
