import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { toastError } from '../components/ErrorToast.tsx';
import { apiFetch, fetcher } from '../lib/api.ts';
import { $auth } from '../lib/session.ts';
import type { AdminRecord } from '../resources/types.ts';

// The Users screen's part of issue 30: whether each user has two-factor sign-in, signing a user out
// everywhere, and the "require two-factor sign-in for every user" switch.

/** A user's row: two-factor on or off, and Sign out everywhere. */
export function UserSecurity({ record }: { record: AdminRecord }) {
  const [busy, setBusy] = useState(false);
  const name = String(record.name ?? record.email ?? '');
  const signOutEverywhere = async () => {
    const self = record._id === $auth.get().user?._id;
    const question = self
      ? 'Sign yourself out everywhere, this browser included?'
      : `Sign ${name} out everywhere? They will have to sign in again.`;
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      const { message } = await apiFetch<{ message: string }>(`/api/users/${record._id}/sessions`, {
        method: 'DELETE',
      });
      toast.success(message);
    } catch (err) {
      toastError('Could not sign the user out', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {record.twoFactor === true ? (
        <span className="badge bg-emerald-50 text-emerald-800">2FA on</span>
      ) : (
        <span className="badge">2FA off</span>
      )}
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={signOutEverywhere}
        disabled={busy}
        aria-label={`Sign out everywhere: ${name}`}
      >
        Sign out everywhere
      </button>
    </span>
  );
}

const POLICY_API = '/api/users/2fa-policy';

/** The Users screen's toolbar: require two-factor sign-in for every user. */
export function TwoFactorPolicy() {
  const { data, error, mutate } = useSWR<{ required: boolean }>(POLICY_API, fetcher);
  const [busy, setBusy] = useState(false);
  if (error || !data) return null;
  const toggle = async (required: boolean) => {
    setBusy(true);
    try {
      await mutate(await apiFetch<{ required: boolean }>(POLICY_API, { method: 'PUT', json: { required } }), {
        revalidate: false,
      });
      toast.success(
        required ? 'Two-factor sign-in is now required for every user' : 'Two-factor sign-in is now optional',
      );
    } catch (err) {
      toastError('Could not change the two-factor rule', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white px-4 py-3">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-600"
          checked={data.required}
          disabled={busy}
          onChange={(e) => toggle(e.target.checked)}
        />
        Require two-factor sign-in for every user
      </label>
      <p className="text-sm text-slate-600">
        Users without it are taken to set it up at their next sign-in, and can do nothing else until they have.
      </p>
    </div>
  );
}
