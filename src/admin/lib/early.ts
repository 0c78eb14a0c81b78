import { TOKEN_STORAGE_KEY } from '../../lib/constants.ts';

// The admin's first requests start before its JavaScript has loaded: a small inline script in the
// admin page (earlyScript below) sends the token check and the opened list's first page as soon as
// the HTML is read, in parallel with the island's modules, and the island takes those answers
// instead of asking again. Nothing is shown before the token check answers (spec §4): only the
// waiting is shortened. Each answer is taken once, and only for the same token.

const GLOBAL = '__adminEarly';
export const VERIFY_PATH = '/api/users/verify';

interface Early {
  token: string;
  requests: Record<string, Promise<Response>>;
}

/** The early answer to a GET of `path` with `token`, if the page asked for it; taken once. */
export function takeEarly(path: string, token: string | null | undefined): Promise<Response> | undefined {
  const early = (globalThis as { [GLOBAL]?: Early })[GLOBAL];
  if (!early || !token || early.token !== token) return undefined;
  const request = early.requests[path];
  delete early.requests[path];
  return request;
}

/**
 * The inline script's source. `lists` maps an admin route to the GET of its first page; a
 * record's address (`<route>/<id>`) opens its list too.
 */
export function earlyScript(lists: Record<string, string>): string {
  const body = (storageKey: string, verifyPath: string, global: string, pages: Record<string, string>) => {
    try {
      const token = localStorage.getItem(storageKey);
      if (!token) return;
      const get = (path: string) => fetch(path, { headers: { Accept: 'application/json', 'x-auth-token': token } });
      const requests: Record<string, Promise<Response>> = { [verifyPath]: get(verifyPath) };
      const path = location.pathname.replace(/\/+$/, '');
      const route = Object.keys(pages).find((r) => path === r || path.startsWith(`${r}/`));
      if (route) requests[pages[route]] = get(pages[route]);
      // An early request that fails is asked again by the island: no unhandled rejection here.
      for (const request of Object.values(requests)) request.catch(() => {});
      (window as unknown as Record<string, unknown>)[global] = { token, requests };
    } catch {
      // No storage: the island asks for everything itself.
    }
  };
  return `(${body.toString()})(${[TOKEN_STORAGE_KEY, VERIFY_PATH, GLOBAL, lists].map((v) => JSON.stringify(v)).join(',')});`;
}
