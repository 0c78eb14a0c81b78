import { atom } from 'nanostores';

// The admin island's router: the current path in a store, moved with the history API.
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

export const $path = atom<string>(typeof location === 'undefined' ? '/admin' : normalise(location.pathname));

/** Goes to an admin path; a query (`?area=…`) stays in the address for the screen to read, out of the path. */
export function navigate(to: string, { replace = false } = {}) {
  const [pathname, query = ''] = to.split('?');
  const path = normalise(pathname);
  const url = query ? `${path}?${query}` : path;
  if (typeof history !== 'undefined' && `${normalise(location.pathname)}${location.search}` !== url) {
    if (replace) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
  }
  $path.set(path);
  if (!replace && typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => $path.set(normalise(location.pathname)));
}
