import useSWR from 'swr';
import { fetcher } from '../lib/api.ts';
import { formatDuration } from './format-duration.ts';

interface Stats {
  days: number;
  perDay: { date: string; booking: number; contact: number; referral: number }[];
  bookingsByPlan: { plan: string; count: number }[];
  connected: { count: number; of: number; share: number | null };
  medianResponseMs: number | null;
}

const SERIES = [
  { key: 'booking', label: 'Bookings', fill: 'fill-violet-500', swatch: 'bg-violet-500' },
  { key: 'contact', label: 'Contact messages', fill: 'fill-amber-400', swatch: 'bg-amber-400' },
  { key: 'referral', label: 'Referrals', fill: 'fill-rose-400', swatch: 'bg-rose-400' },
] as const;

const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The dashboard's story of the last 30 days: leads per day, bookings by plan, conversion, response time. */
export function LeadStory() {
  const { data, error } = useSWR<Stats>('/api/leads/stats', fetcher);
  if (error) return <p className="card px-5 py-4 text-sm text-red-700">Could not load the last 30 days.</p>;
  if (!data) return <div className="card h-64 animate-pulse" role="img" aria-label="Loading the last 30 days" />;
  const totals = SERIES.map((s) => data.perDay.reduce((sum, d) => sum + d[s.key], 0));
  return (
    <section className="grid gap-4 lg:grid-cols-3" aria-label="The last 30 days">
      <div className="card p-5 lg:col-span-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-sm font-semibold text-slate-900">Leads per day, last {data.days} days</h2>
          <ul className="flex flex-wrap gap-3 text-xs text-slate-600">
            {SERIES.map((s, i) => (
              <li key={s.key} className="flex items-center gap-1.5">
                <span className={`size-2.5 rounded-sm ${s.swatch}`} aria-hidden="true" />
                {s.label} <span className="font-semibold text-slate-900 tabular-nums">{totals[i]}</span>
              </li>
            ))}
          </ul>
        </div>
        <DayChart perDay={data.perDay} />
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-xs font-medium text-brand-600">Show as a table</summary>
          {/* Headers wrap between words ('Contact messages'), never inside one: a narrow card scrolls the table. */}
          <div className="mt-2 max-h-64 overflow-auto">
            <table className="w-full text-left text-xs [overflow-wrap:break-word]">
              <thead className="sticky top-0 bg-white text-slate-500">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Day
                  </th>
                  {SERIES.map((s) => (
                    <th key={s.key} scope="col" className="py-1 pr-3 text-right font-medium">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 tabular-nums">
                {data.perDay.map((d) => (
                  <tr key={d.date}>
                    <th scope="row" className="py-1 pr-3 font-normal text-slate-600">
                      {shortDay(d.date)}
                    </th>
                    {SERIES.map((s) => (
                      <td key={s.key} className="py-1 pr-3 text-right">
                        {d[s.key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </div>
      <div className="grid gap-4">
        <div className="card grid grid-cols-2 divide-x divide-slate-100 p-0">
          <Figure
            label="Bookings connected"
            value={data.connected.share === null ? '—' : `${Math.round(data.connected.share * 100)}%`}
            detail={`${data.connected.count} of ${data.connected.of}`}
          />
          <Figure
            label="Median first response"
            value={formatDuration(data.medianResponseMs)}
            detail="from new to the first status change"
          />
        </div>
        <PlanBars plans={data.bookingsByPlan} />
      </div>
    </section>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="p-4">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className="mt-1 text-xl font-semibold whitespace-nowrap text-slate-900 tabular-nums">{value}</p>
      <p className="mt-0.5 text-xs text-slate-500">{detail}</p>
    </div>
  );
}

function DayChart({ perDay }: { perDay: Stats['perDay'] }) {
  const W = 600;
  const H = 160;
  const max = Math.max(1, ...perDay.map((d) => d.booking + d.contact + d.referral));
  const step = W / perDay.length;
  const label = `Leads per day over the last ${perDay.length} days, at most ${max} on one day; the table below gives every number.`;
  return (
    <svg
      viewBox={`0 0 ${W} ${H + 18}`}
      className="mt-4 h-48 w-full"
      role="img"
      aria-label={label}
      preserveAspectRatio="none"
    >
      {[0.5, 1].map((f) => (
        <line key={f} x1="0" x2={W} y1={H - H * f} y2={H - H * f} className="stroke-slate-100" strokeWidth="1" />
      ))}
      <line x1="0" x2={W} y1={H} y2={H} className="stroke-slate-300" strokeWidth="1" />
      <text x="2" y="10" className="fill-slate-400 text-[10px]">
        {max}
      </text>
      {perDay.map((d, i) => {
        let y = H;
        return (
          <g key={d.date}>
            <title>{`${shortDay(d.date)}: ${SERIES.map((s) => `${d[s.key]} ${s.label.toLowerCase()}`).join(', ')}`}</title>
            {SERIES.map((s) => {
              const h = (d[s.key] / max) * H;
              y -= h;
              return h > 0 ? (
                <rect
                  key={s.key}
                  x={i * step + step * 0.15}
                  y={y}
                  width={step * 0.7}
                  height={h}
                  rx="1.5"
                  className={s.fill}
                />
              ) : null;
            })}
            {i % 5 === 4 || i === perDay.length - 1 ? (
              <text
                x={i === perDay.length - 1 ? W : i * step + step / 2}
                y={H + 14}
                textAnchor={i === perDay.length - 1 ? 'end' : 'middle'}
                className="fill-slate-500 text-[10px]"
              >
                {shortDay(d.date)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function PlanBars({ plans }: { plans: Stats['bookingsByPlan'] }) {
  const top = plans.slice(0, 6);
  const max = Math.max(1, ...top.map((p) => p.count));
  return (
    <div className="card p-5">
      <h2 className="text-sm font-semibold text-slate-900">Bookings by plan</h2>
      {top.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No bookings in the last 30 days.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {top.map((p) => (
            <li key={p.plan} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate text-slate-700">{p.plan || '—'}</span>
                <span className="font-semibold text-slate-900 tabular-nums">{p.count}</span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                <div className="h-1.5 rounded-full bg-violet-500" style={{ width: `${(p.count / max) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
