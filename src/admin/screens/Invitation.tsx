import { useEffect, useState } from 'react';
import { BackToWebsite } from '../components/form-bits.tsx';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { ROLE_NAMES, isRole } from '../../lib/roles.ts';
import { SiteLogo } from '../components/SiteLogo.tsx';
import { NewPasswordFields, usePasswordForm } from '../account/password-form.tsx';
import { apiFetch } from '../lib/api.ts';
import type { AdminUser } from '../lib/auth.ts';
import { navigate } from '../lib/router.ts';
import { auth } from '../lib/session.ts';

interface Invited {
  name: string;
  email: string;
  role: string;
}

/** The token after # in the invitation link: never sent to a server as part of an address. */
const tokenOfLink = () => (typeof location === 'undefined' ? '' : location.hash.slice(1));

/**
 * /admin/invitation#<token> (issue 42): the invited person chooses their password, in the look of the
 * sign-in page, and is signed in. An expired or used link says so and points to the sign-in.
 */
export function Invitation() {
  const [token] = useState(tokenOfLink);
  const check = (t: string) =>
    apiFetch<Invited>('/api/invitation/check', { method: 'POST', json: { token: t }, token: null, own401: true });
  const { data, error } = useSWR(token ? ['invitation', token] : null, ([, t]) => check(t));
  useEffect(() => {
    document.title = 'Set your password · Admin';
  }, []);
  const form = usePasswordForm(async ({ password, verifyPassword }) => {
    const answer = await apiFetch<{ token: string; user: AdminUser; mustEnrol?: boolean }>('/api/invitation/accept', {
      method: 'POST',
      json: { token, password, verifyPassword },
      token: null,
      own401: true,
    });
    // The link is spent: it leaves the address bar and the history.
    history.replaceState(null, '', location.pathname);
    auth.signedIn(answer.token, answer.user, Boolean(answer.mustEnrol));
    toast.success(`Welcome, ${answer.user.name}. Your password is set.`);
    navigate(answer.mustEnrol ? '/admin/account' : '/admin', { replace: true });
  });

  const gone = !token ? 'This address has no invitation in it. Open the link from your email again.' : error?.message;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <SiteLogo size={44} nameClass="text-2xl text-brand-900" />
          <h1 className="mt-4 text-xl font-semibold text-slate-900">Set your password</h1>
          {data && (
            <p className="mt-1 text-sm text-slate-600">
              Welcome, {data.name}. You are invited as {isRole(data.role) ? ROLE_NAMES[data.role] : data.role}.
            </p>
          )}
        </div>
        {gone ? (
          <div className="card space-y-4 p-6" data-testid="invitation-gone">
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {gone}
            </p>
            <a href="/admin/login" className="btn btn-secondary w-full">
              Go to the sign-in
            </a>
          </div>
        ) : data ? (
          <form onSubmit={form.submit} className="card space-y-4 p-6" noValidate data-testid="set-password">
            <div>
              <span className="label">Email</span>
              <p className="text-sm text-slate-900" data-testid="invited-email">
                {data.email}
              </p>
              {/* for password managers: the account this password is for */}
              <input type="email" autoComplete="username" value={data.email} readOnly hidden />
            </div>
            <NewPasswordFields form={form} />
            <button type="submit" className="btn btn-primary w-full py-2.5" disabled={form.busy}>
              {form.busy ? 'Setting…' : 'Set password and sign in'}
            </button>
          </form>
        ) : (
          <p className="text-center text-sm text-slate-600" role="status">
            Checking the invitation…
          </p>
        )}
        <BackToWebsite />
      </div>
    </main>
  );
}
