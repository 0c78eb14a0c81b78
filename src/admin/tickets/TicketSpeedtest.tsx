import { loadedSummary } from '../../lib/loaded-latency.ts';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import { planMbps, type SharedResult } from '../../lib/speedtest.ts';
import { fetcher } from '../lib/api.ts';

interface Plan {
  name: string;
  speed: string;
}

/**
 * The plan the customer named and the speed test they ran with their report (issue 32), in the ticket's <dl>:
 * the test's download beside the plan's speed, as a share of it.
 */
export function TicketSpeedtest({ id, planId }: { id: string; planId: string }) {
  const test = useSWR<SharedResult>(id ? `/api/speedtest/result/${encodeURIComponent(id)}` : null, fetcher);
  const plan = useSWR<Plan>(planId ? `/api/plan/${encodeURIComponent(planId)}` : null, fetcher);
  const mbps = plan.data && planMbps(plan.data.speed);
  return (
    <>
      {planId && (
        <div className="py-3" data-testid="ticket-plan">
          <dt className="text-sm font-medium text-slate-500">Plan</dt>
          <dd className="mt-1 text-sm text-slate-800">
            {plan.error ? 'A plan no longer listed' : plan.data ? `${plan.data.name} · ${plan.data.speed}` : 'Loading…'}
          </dd>
        </div>
      )}
      {id && (
        <div className="py-3" data-testid="ticket-speedtest">
          <dt className="text-sm font-medium text-slate-500">
            Speed test{' '}
            <a className="font-mono text-brand-700 underline" href={`/speed-test/r/${id}`}>
              {id}
            </a>
          </dt>
          <dd className="mt-1 text-sm text-slate-800">
            {test.error ? (
              'The result is no longer kept (results are kept 180 days).'
            ) : !test.data ? (
              'Loading…'
            ) : (
              <>
                {`${test.data.download.toFixed(1)} Mbps down · ${test.data.upload.toFixed(1)} Mbps up · ping ${test.data.latency.toFixed(0)} ms · jitter ${test.data.jitter.toFixed(1)} ms · ${formatDateTime(test.data.createdAt)}`}
                {loadedSummary(test.data) && <span className="block text-slate-600">{loadedSummary(test.data)}</span>}
                {mbps !== undefined && <Share download={test.data.download} plan={mbps} />}
              </>
            )}
          </dd>
        </div>
      )}
    </>
  );
}

/** The download as a share of the plan's speed: under 50 % is red, under 80 % amber. */
function Share({ download, plan }: { download: number; plan: number }) {
  const share = Math.round((download / plan) * 100);
  const tone = share < 50 ? 'bg-red-100 text-red-800' : share < 80 ? 'badge-amber' : 'bg-emerald-100 text-emerald-800';
  return (
    <span className="mt-1 flex items-center gap-2" data-testid="ticket-speed-share">
      <span className={`badge ${tone}`}>{share} % of the plan's speed</span>
      <span className="text-slate-500">
        {download.toFixed(1)} of {plan} Mbps
      </span>
    </span>
  );
}
