import useSWR from 'swr';
import { formatDay, formatWhen } from '../../lib/format-date.ts';
import { formatOctets } from '../../lib/usage.ts';
import type { Account } from '../../islands/account/types.ts';
import { fetcher } from '../lib/api.ts';
import type { AdminRecord, Resource } from '../resources/types.ts';

type LineUse = NonNullable<Account['usage']>;

/**
 * A customer's use of their line this billing period, as My account shows it (docs/usage.md). Nothing
 * at all without a RADIUS database or a RADIUS user (the API answers `usage: null`).
 */
export function CustomerUsage({ record }: { resource: Resource; record: AdminRecord }) {
  const id = String(record.customerId ?? '');
  const { data } = useSWR<{ usage: LineUse | null }>(
    id ? `/api/customer/by-id/${encodeURIComponent(id)}/usage` : null,
    fetcher,
  );
  const usage = data?.usage;
  if (!usage) return null;
  const total = usage.download + usage.upload;
  const size = (octets: number) => formatOctets('en', octets);
  return (
    <section
      className="mt-6 border-t border-slate-200 pt-4"
      aria-labelledby="customer-usage"
      data-testid="customer-usage"
    >
      <h3 id="customer-usage" className="text-sm font-semibold text-slate-900">
        Data use, {formatDay('en', usage.period.start)} to {formatDay('en', usage.period.end)}
      </h3>
      <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
        {[
          ['Download', size(usage.download)],
          ['Upload', size(usage.upload)],
          ['Total', size(total)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        {usage.capGb ? `${usage.share ?? 0}% of the ${usage.capGb} GB cap` : 'No data cap on this plan'}
        {' · '}
        {usage.online.length
          ? `Online since ${formatWhen('en', usage.online[0]!.since)} from ${usage.online.map((o) => o.address).join(', ')}`
          : 'Not online now'}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Day by day</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <thead>
            <tr className="text-slate-500">
              <th scope="col">Day</th>
              <th scope="col">Download</th>
              <th scope="col">Upload</th>
            </tr>
          </thead>
          <tbody>
            {usage.days.map((d) => (
              <tr key={d.day}>
                <th scope="row" className="font-normal">
                  {formatDay('en', d.day)}
                </th>
                <td>{size(d.download)}</td>
                <td>{size(d.upload)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
