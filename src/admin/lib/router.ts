import { atom } from 'nanostores';

// The admin island's router: the current path in a store, moved with the history API.
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

export const $path = atom<string>(typeof location === 'undefined' ? '/admin' : normalise(location.pathname));

export function navigate(to: string, { replace = false } = {}) {
  const path = normalise(to);
  if (typeof history !== 'undefined' && normalise(location.pathname) !== path) {
    if (replace) history.replaceState(null, '', path);
    else history.pushState(null, '', path);
  }
  $path.set(path);
  if (!replace && typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => $path.set(normalise(location.pathname)));
}
