import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import type { SharedResult } from '../../lib/speedtest.ts';
import { fetcher } from '../lib/api.ts';

/** The speed test a customer ran with their report (issue 32): its figures and its page, in the ticket's <dl>. */
export function TicketSpeedtest({ id }: { id: string }) {
  const { data, error } = useSWR<SharedResult>(`/api/speedtest/result/${encodeURIComponent(id)}`, fetcher);
  return (
    <div className="py-3" data-testid="ticket-speedtest">
      <dt className="text-sm font-medium text-slate-500">
        Speed test{' '}
        <a className="font-mono text-brand-700 underline" href={`/speed-test/r/${id}`}>
          {id}
        </a>
      </dt>
      <dd className="mt-1 text-sm text-slate-800">
        {error
          ? 'The result is no longer kept (results are kept 180 days).'
          : !data
            ? 'Loading…'
            : `${data.download.toFixed(1)} Mbps down · ${data.upload.toFixed(1)} Mbps up · ping ${data.latency.toFixed(0)} ms · jitter ${data.jitter.toFixed(1)} ms · ${formatDateTime(data.createdAt)}`}
      </dd>
    </div>
  );
}
