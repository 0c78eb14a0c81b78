import { useStore } from '@nanostores/react';
import { mutate } from 'swr';
import { PasswordPanel } from '../account/PasswordPanel.tsx';
import { SESSIONS_API, SessionsPanel } from '../account/SessionsPanel.tsx';
import { TwoFactorPanel } from '../account/TwoFactorPanel.tsx';
import { $auth } from '../lib/session.ts';

/** /admin/account, "Your account" (issues 30, 42): your password, two-factor sign-in and your sessions. */
export function Account() {
  const { user } = useStore($auth);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">Your account</h1>
        <p className="mt-1 text-sm text-slate-600">
          {user?.name} · {user?.email}
        </p>
      </div>
      <PasswordPanel onChanged={() => void mutate(SESSIONS_API)} />
      <TwoFactorPanel />
      <SessionsPanel />
    </div>
  );
}
