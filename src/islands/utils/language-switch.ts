/**
 * The language switch links (marked data-lang-switch by LanguageSwitch.astro) are static; on a
 * page whose state is in the query (the booking's package), the twin page gets the same query.
 */
export function keepQueryInLanguageSwitch(): void {
  const { search } = window.location;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
    const url = new URL(link.href);
    url.search = search;
    link.href = url.pathname + url.search;
  }
}
