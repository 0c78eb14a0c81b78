/**
 * The language switch links (marked data-lang-switch by LanguageSwitch.astro) are static; on a
 * page whose state is in its address (the booking's package in the query, the open plan tab in
 * the hash), the twin page gets the same query and hash. Called again whenever that state changes.
 */
export function keepStateInLanguageSwitch(): void {
  const { search, hash } = window.location;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    const url = new URL(link.href);
    url.search = search;
    url.hash = hash;
    link.href = url.pathname + url.search + url.hash;
  }
}
