import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { leadOf } from '../../lib/entities.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { apiFetch, fetcher } from '../lib/api.ts';
import { Link } from '../components/Link.tsx';
import { useMayUse } from '../lib/role.ts';

interface Failing {
  id: string;
  channel: string;
  entity: string;
  recordId: string;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: string | null;
}

// 'assign': the email telling a staff member a lead is theirs (issue 30).
const CHANNEL = { email: 'Email', webhook: 'Webhook', assign: 'Assignment email' } as Record<string, string>;

/** Above every screen while a lead notification keeps failing: which one, why, and a retry. */
export function NotificationWarning() {
  // Asked only by a role that works leads (issue 42: an editor's screens made no call to be refused).
  const mayRead = useMayUse('leadDesk');
  const key = mayRead ? '/api/leads/notifications' : null;
  const { data, mutate } = useSWR<{ pending: number; failing: Failing[] }>(key, fetcher, {
    refreshInterval: 60_000,
  });
  const [open, setOpen] = useState(false);
  const failing = data?.failing ?? [];
  if (!failing.length) return null;
  const [first] = failing;

  async function retry(id: string) {
    try {
      await apiFetch(`/api/leads/notifications/${id}/retry`, { method: 'POST' });
      toast.info('Trying again now');
      setTimeout(() => mutate(), 3000);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Could not retry');
    }
  }

  return (
    <section
      role="alert"
      aria-label="Failing notifications"
      className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p>
          <strong className="font-semibold">
            {failing.length === 1
              ? 'A lead notification keeps failing'
              : `${failing.length} lead notifications keep failing`}
          </strong>
          {': '}
          <span className="break-words">{first.lastError ?? 'no reason given'}</span>. The staff are not being told of
          new leads; they are retried until they go through.
        </p>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide' : 'Details'}
        </button>
      </div>
      {open && (
        <ul className="mt-3 divide-y divide-amber-200 border-t border-amber-200">
          {failing.map((f) => {
            const lead = leadOf(f.entity);
            return (
              <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  {CHANNEL[f.channel] ?? f.channel} for{' '}
                  {lead ? (
                    <Link href={`${lead.adminRoute}/${f.recordId}`} className="font-medium underline">
                      a {lead.noun}
                    </Link>
                  ) : (
                    f.entity
                  )}
                  {' · '}
                  {f.attempts} attempts, last {formatDateTime(f.lastAttemptAt)} ·{' '}
                  <span className="break-words">{f.lastError}</span>
                </span>
                <button type="button" className="btn btn-secondary btn-sm" onClick={() => retry(f.id)}>
                  Retry now
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
