// The site's two languages: the message catalogues, and (re-exported) the path helpers and fill().
// Server side only: islands import ./paths.ts or ./fill.ts and receive their words as props.
import { DEFAULT_SETTINGS } from '../lib/settings/defaults.ts';
import type { Settings } from '../lib/settings/schema.ts';
import { type Catalogue, en } from './en.ts';
import { ne } from './ne.ts';
import type { Lang } from './paths.ts';
import { type Messages, withSiteWords } from './site-words.ts';

export { LANGS, DEFAULT_LANG, langOf, langOfPath, localePath, twinPath, type Lang } from './paths.ts';
export { fill, inDigits } from './fill.ts';
export type { Messages };

const CATALOGUES: Record<Lang, Catalogue> = { en, ne };

/**
 * The ISP's settings the pages now rendering show: set by src/middleware.ts before each page from
 * the API (one read per publish, as the collections), the defaults anywhere else (unit tests).
 */
let settings: Settings = DEFAULT_SETTINGS;
const joined = new WeakMap<Settings, Partial<Record<Lang, Messages>>>();

export function useSettings(next: Settings) {
  settings = next;
}
export const siteSettings = (): Settings => settings;

/** The messages of a language: its catalogue with the ISP's own words (./site-words.ts). */
export function messages(lang: Lang): Messages {
  const byLang = joined.get(settings) ?? {};
  joined.set(settings, byLang);
  const made = byLang[lang] ?? withSiteWords(CATALOGUES[lang], lang, settings);
  byLang[lang] = made;
  return made;
}
