import { toast } from 'react-toastify';
import type { SessionView } from '../../lib/sessions.ts';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import { toastError } from '../components/ErrorToast.tsx';
import { apiFetch, fetcher } from '../lib/api.ts';
import { countOf } from '../../lib/plural.ts';

export const SESSIONS_API = '/api/users/me/sessions';

/** "Your sessions": where and when each live sign-in happened; sign out one, or all but this one. */
export function SessionsPanel() {
  const { data, error, mutate } = useSWR<SessionView[]>(SESSIONS_API, fetcher);
  const others = data?.filter((s) => !s.current).length ?? 0;

  const signOut = async (session: SessionView) => {
    try {
      await apiFetch(`${SESSIONS_API}/${encodeURIComponent(session._id)}`, { method: 'DELETE' });
      toast.success('Session signed out');
      void mutate();
    } catch (err) {
      toastError('Could not sign that session out', err);
    }
  };
  const signOutOthers = async () => {
    try {
      const { ended } = await apiFetch<{ ended: number }>(SESSIONS_API, { method: 'DELETE' });
      toast.success(`Signed out ${countOf(ended, 'other session')}`);
      void mutate();
    } catch (err) {
      toastError('Could not sign the other sessions out', err);
    }
  };

  return (
    <section className="card p-5 sm:p-6" aria-labelledby="sessions-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sessions-title" className="text-base font-semibold text-slate-900">
            Your sessions
          </h2>
          <p className="mt-1 text-sm text-slate-600">Where and when you are signed in. Sign out any you do not know.</p>
        </div>
        <button type="button" className="btn btn-secondary btn-sm" onClick={signOutOthers} disabled={!others}>
          Sign out all other sessions
        </button>
      </div>
      {error && <p className="field-error mt-3">Could not load your sessions.</p>}
      {data && (
        <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200" data-testid="sessions">
          {data.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {s.browser || 'Unknown browser'}
                  {s.current && <span className="badge bg-emerald-50 text-emerald-800">This session</span>}
                </p>
                <p className="text-slate-600">
                  Signed in {formatDateTime(s.issuedAt)}
                  {s.address && s.address !== 'unknown' ? ` from ${s.address}` : ''}
                </p>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => signOut(s)}
                  aria-label={`Sign out ${s.browser}, signed in ${formatDateTime(s.issuedAt)}`}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
          {!data.length && <li className="py-3 text-sm text-slate-600">No sessions recorded yet.</li>}
        </ul>
      )}
    </section>
  );
}
