import { formatDuration } from '../leads/format-duration.ts';
import { Link } from '../components/Link.tsx';
import { useTicketStats } from './TicketBadge.tsx';

/** The dashboard's desk figures: open and overdue tickets, and the median times over 30 days. */
export function TicketFigures() {
  const { data } = useTicketStats();
  if (!data) return null;
  const figures: [string, string][] = [
    ['Open tickets', data.open.toLocaleString('en-US')],
    ['Overdue', data.overdue.toLocaleString('en-US')],
    ['Eligible for compensation', data.compensation.toLocaleString('en-US')],
    [`Median first response, ${data.days} days`, formatDuration(data.medianFirstResponseMs)],
    [`Median time to resolution, ${data.days} days`, formatDuration(data.medianResolutionMs)],
  ];
  return (
    <section className="card p-5" aria-labelledby="ticket-figures">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="ticket-figures" className="text-sm font-semibold text-slate-900">
          Support tickets
        </h2>
        <Link href="/admin/tickets" className="text-sm text-brand-700 hover:underline">
          Open the desk
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
