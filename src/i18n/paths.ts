// Site paths in each language: English at the spec's paths, Nepali under /ne/ (Astro i18n
// routing in astro.config.mjs, same codes). No catalogue here: islands may import it freely.

export const LANGS = ['en', 'ne'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** A stored or sent language code as a site language: anything but 'ne' is English. */
export const langOf = (code: unknown): Lang => (code === 'ne' ? 'ne' : 'en');

/** The language a site path is in: /ne and everything under /ne/ is Nepali. */
export const langOfPath = (path: string): Lang => (path === '/ne' || path.startsWith('/ne/') ? 'ne' : 'en');

/** A site path in a language: localePath('ne', '/plans') is /ne/plans, localePath('ne', '/') is /ne/. */
export function localePath(lang: Lang, path: string): string {
  const english = englishPath(path);
  if (lang === 'en') return english;
  return english === '/' ? '/ne/' : `/ne${english}`;
}

/** The English (unprefixed) form of a site path. */
function englishPath(path: string): string {
  if (path === '/ne' || path === '/ne/') return '/';
  return path.startsWith('/ne/') ? path.slice(3) : path;
}

/** The same page in the other language (the language switch). */
export const twinPath = (path: string): { lang: Lang; path: string } => {
  const other: Lang = langOfPath(path) === 'ne' ? 'en' : 'ne';
  return { lang: other, path: localePath(other, path) };
};
