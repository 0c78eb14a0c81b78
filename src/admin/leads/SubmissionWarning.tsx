import useSWR from 'swr';
import { fetcher } from '../lib/api.ts';
import { useMayUse } from '../lib/role.ts';

const VOLUME = '/api/leads/volume';

/**
 * Above every screen while more submissions than SUBMIT_WARN_PER_DAY were stored in the last 24
 * hours: a flood of forms fills the disk (each lead costs about 32 KB), so the staff are told.
 */
export function SubmissionWarning() {
  // Asked only by a role that works leads (issue 42: an editor's screens made no call to be refused).
  const mayRead = useMayUse('leadDesk');
  const { data } = useSWR<{ last24h: number; warnAt: number; over: boolean }>(mayRead ? VOLUME : null, fetcher, {
    refreshInterval: 300_000,
  });
  if (!data?.over) return null;
  return (
    <section
      role="alert"
      aria-label="Many submissions"
      className="mb-5 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>
        <strong className="font-semibold">{data.last24h.toLocaleString('en')} submissions in the last 24 hours</strong>,
        more than the {data.warnAt.toLocaleString('en')} expected (SUBMIT_WARN_PER_DAY). Check the leads for spam; each
        address may send at most SUBMIT_MAX_PER_DAY a day.
      </p>
    </section>
  );
}
