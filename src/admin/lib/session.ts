import { atom } from 'nanostores';
import { mutate } from 'swr';
import { apiFetch, configureApi } from './api.ts';
import { createAuth, type AdminUser, type SignInAnswer } from './auth.ts';
import { navigate } from './router.ts';

/** localStorage, or nothing where the browser refuses it (storage disabled): the session then lasts a page. */
function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Two-factor sign-in is required and this user has not set it up: the admin shows their account
 * (the enrolment) and nothing else; the server refuses the rest anyway (issue 30).
 */
export const $mustEnrol = atom(false);

/** The one admin session of the island. */
export const auth = createAuth(
  browserStorage(),
  {
    login: (email, password) =>
      apiFetch<SignInAnswer>('/api/users/login', {
        method: 'POST',
        json: { email, password },
        token: null,
        own401: true,
      }),
    verify: (token) => apiFetch<{ user: AdminUser; mustEnrol?: boolean }>('/api/users/verify', { token, own401: true }),
    secondStep: (challenge, code) =>
      apiFetch<{ token: string; user: AdminUser }>('/api/users/login/2fa', {
        method: 'POST',
        json: { challenge, code },
        token: null,
        own401: true,
      }),
  },
  undefined,
  (mustEnrol) => $mustEnrol.set(mustEnrol),
);
export const $auth = auth.$auth;

/** Forgets every cached list, so nothing of one session shows in the next. */
export const clearCache = () => mutate(() => true, undefined, { revalidate: false });

/** Logout and the end of a session on a 401 both land on the login page. */
export function endSession() {
  auth.logout();
  void clearCache();
  navigate('/admin/login', { replace: true });
}

/**
 * The Logout button: the token is revoked on the server (POST /api/users/logout), so a copy of it
 * stops working too, and the session ends here at once (spec §4: everything cleared, the stored
 * token too), whether or not the server could be reached.
 */
export function logout() {
  const { token } = $auth.get();
  if (token) apiFetch('/api/users/logout', { method: 'POST', token, own401: true }).catch(() => {});
  endSession();
}

configureApi({
  token: () => $auth.get().token,
  unauthorized: () => {
    if ($auth.get().token || $auth.get().isAuthenticated) endSession();
  },
});
