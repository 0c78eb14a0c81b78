import useSWR from 'swr';
import { formatDateTime, formatDay } from '../../lib/format-date.ts';
import { formatOctets } from '../../lib/usage.ts';
import type { Account } from '../../islands/account/types.ts';
import { fetcher } from '../lib/api.ts';
import type { AdminRecord, Resource } from '../resources/types.ts';

type LineUse = NonNullable<Account['usage']>;
type Props = { resource: Resource; record: AdminRecord };

/**
 * A customer's use of their line this billing period, as My account shows it (docs/usage.md). Nothing
 * at all without a RADIUS database or a RADIUS user (the API answers `usage: null`).
 */
function useUsage(record: AdminRecord) {
  const id = String(record.customerId ?? '');
  const { data } = useSWR<{ usage: LineUse | null }>(
    id ? `/api/customer/by-id/${encodeURIComponent(id)}/usage` : null,
    fetcher,
  );
  return data?.usage;
}

const title = (usage: LineUse) =>
  `Data use, ${formatDay('en', usage.period.start)} to ${formatDay('en', usage.period.end)}`;
const size = (octets: number) => formatOctets('en', octets);

function Figures({ usage }: { usage: LineUse }) {
  const total = usage.download + usage.upload;
  if (!total && !usage.online.length)
    return (
      <p className="text-sm text-slate-600" data-testid="customer-usage">
        No sessions recorded in this period.
      </p>
    );
  const online = usage.online[0];
  return (
    <div data-testid="customer-usage">
      <dl className="grid grid-cols-3 gap-3 text-sm">
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
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
        <span
          className={`inline-block h-2 w-2 shrink-0 rounded-full ${online ? 'bg-green-600' : 'bg-slate-400'}`}
          aria-hidden="true"
        />
        {online
          ? `Online since ${formatDateTime(online.since)} from ${usage.online.map((o) => o.address).join(', ')}`
          : 'Not online now'}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Day by day</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <thead>
            <tr className="text-slate-500">
              <th scope="col" className="font-medium">
                Day
              </th>
              <th scope="col" className="font-medium">
                Download
              </th>
              <th scope="col" className="font-medium">
                Upload
              </th>
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
    </div>
  );
}

/** The edit form's section. */
export function CustomerUsage({ record }: Props) {
  const usage = useUsage(record);
  if (!usage) return null;
  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="customer-usage-title">
      <h3 id="customer-usage-title" className="mb-2 text-sm font-semibold text-slate-900">
        {title(usage)}
      </h3>
      <Figures usage={usage} />
    </section>
  );
}

/** The same as a row of the customer's details, inside their list of terms (a <dl>). */
export function CustomerUsageDetails({ record }: Props) {
  const usage = useUsage(record);
  if (!usage) return null;
  return (
    <div className="py-3">
      <dt className="text-sm font-medium text-slate-500">{title(usage)}</dt>
      <dd className="mt-2">
        <Figures usage={usage} />
      </dd>
    </div>
  );
}
