// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../src/lib/constants.ts';

// Spec §4/§8: any 401 clears the token, logs out and goes to /admin/login. The real session module
// (src/admin/lib/session.ts) wired to the real API layer, auth store and router, in jsdom: only
// fetch is stood in for. Each test loads the modules afresh, as a page load does, so the token is
// read from localStorage at start-up.

const user = { _id: 'u1', name: 'Sita', email: 'sita@example.com' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function loadAdmin(path: string) {
  history.replaceState(null, '', path);
  vi.resetModules();
  const session = await import('../../../src/admin/lib/session.ts');
  const api = await import('../../../src/admin/lib/api.ts');
  const router = await import('../../../src/admin/lib/router.ts');
  return { ...session, ...api, ...router };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('admin session: a 401 from any call', () => {
  it('clears the stored token and the auth store and sends the router to /admin/login', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'T1');
    const fetch = vi.fn(async (url: string) =>
      url === '/api/users/verify' ? json(200, { user }) : json(401, { message: 'Token is not valid or has expired' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { auth, $auth, $path, apiFetch } = await loadAdmin('/admin/faqs');
    expect($path.get()).toBe('/admin/faqs');
    // A signed-in session: the stored token, verified.
    expect(await auth.verify()).toBe(true);
    expect($auth.get()).toMatchObject({ isAuthenticated: true, token: 'T1', user });

    const entries = history.length;
    await expect(apiFetch('/api/faq', { method: 'POST', json: { question: 'q', answer: 'a' } })).rejects.toMatchObject({
      status: 401,
    });

    // The call went out with the token, and its 401 ended the session.
    expect((fetch.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers).toMatchObject({
      'x-auth-token': 'T1',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect($auth.get()).toEqual({
      isAuthenticated: false,
      user: null,
      token: null,
      loading: false,
      error: null,
      isVerifying: false,
    });
    expect($path.get()).toBe('/admin/login');
    expect(location.pathname).toBe('/admin/login');
    // Replaced, not pushed: Back does not return to the screen that failed.
    expect(history.length).toBe(entries);
  });

  it('ends a session whose token was read from storage but not yet verified', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'T2');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { message: 'Token is not valid or has expired' })),
    );
    const { $auth, $path, apiFetch } = await loadAdmin('/admin/bookings');
    expect($auth.get().token).toBe('T2');
    await expect(apiFetch('/api/booking')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect($auth.get()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    expect($path.get()).toBe('/admin/login');
    expect(location.pathname).toBe('/admin/login');
  });

  it('leaves other failures alone: a 403 keeps the token, the session and the screen', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'T3');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(403, { message: 'Forbidden' })),
    );
    const { $auth, $path, apiFetch } = await loadAdmin('/admin/users');
    await expect(apiFetch('/api/users')).rejects.toMatchObject({ status: 403 });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('T3');
    expect($auth.get().token).toBe('T3');
    expect($path.get()).toBe('/admin/users');
    expect(location.pathname).toBe('/admin/users');
  });
});

describe('admin session: Logout', () => {
  it('revokes the token on the server (POST /api/users/logout with it) and clears everything here at once', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'T9');
    const fetch = vi.fn(async (url: string) =>
      url === '/api/users/verify' ? json(200, { user }) : json(200, { message: 'Logged out' }),
    );
    vi.stubGlobal('fetch', fetch);
    const { auth, $auth, $path, logout } = await loadAdmin('/admin/faqs');
    expect(await auth.verify()).toBe(true);
    logout();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect($auth.get()).toMatchObject({ isAuthenticated: false, token: null });
    expect($path.get()).toBe('/admin/login');
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/users/logout')).toBe(true));
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/users/logout') as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'x-auth-token': 'T9' });
  });

  it('still signs out here when the server cannot be reached', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'T10');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/users/verify') return json(200, { user });
        throw new TypeError('Failed to fetch');
      }),
    );
    const { auth, $auth, $path, logout } = await loadAdmin('/admin/faqs');
    expect(await auth.verify()).toBe(true);
    logout();
    expect($auth.get()).toMatchObject({ isAuthenticated: false, token: null });
    expect($path.get()).toBe('/admin/login');
  });
});
