// The site's two languages: the message catalogues, and (re-exported) the path helpers and fill().
// Server side only: islands import ./paths.ts or ./fill.ts and receive their words as props.
import { en, type Messages } from './en.ts';
import { ne } from './ne.ts';
import type { Lang } from './paths.ts';

export { LANGS, DEFAULT_LANG, langOfPath, localePath, twinPath, type Lang } from './paths.ts';
export { fill, inDigits } from './fill.ts';
export type { Messages };

const CATALOGUES: Record<Lang, Messages> = { en, ne };

/** The message catalogue of a language. */
export const messages = (lang: Lang): Messages => CATALOGUES[lang];

/** The language of Astro.currentLocale (undefined or anything unknown is English). */
export const langOf = (locale: string | undefined): Lang => (locale === 'ne' ? 'ne' : 'en');
