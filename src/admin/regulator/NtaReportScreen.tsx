import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import type { NtaReport } from '../../server/status/nta-report.ts';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { downloadCsv } from '../leads/export-csv.ts';
import { fetcher } from '../lib/api.ts';
import type { ScreenProps } from '../resources/types.ts';

/** The month before this one, Nepal time ('2026-10' in November). */
function lastMonth(now = new Date()): string {
  const nepal = new Date(now.getTime() + (5 * 60 + 45) * 60_000);
  const d = new Date(Date.UTC(nepal.getUTCFullYear(), nepal.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}
const pct = (n: number) => `${n.toFixed(1)}%`;

/** The NTA's monthly report (issue 49): the figures for a chosen month, and the same as CSV. */
export function NtaReportScreen({ section }: ScreenProps) {
  const [month, setMonth] = useState(lastMonth);
  const { data: r, error } = useSWR<NtaReport>(month ? `/api/report/nta?month=${month}` : null, fetcher);
  const exportCsv = () => downloadCsv('/api/report/nta', { month }).catch((err: Error) => toast.error(err.message));
  const c = r?.complaints;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle title={section.title}>
          What Nepal Telecommunications Authority asks each month, counted from the tickets, incidents and credits.
        </ScreenTitle>
        <div className="flex flex-wrap items-end gap-2">
          <label className="block text-sm">
            <span className="field-label">Month</span>
            <input type="month" className="field-input" value={month} onChange={(e) => setMonth(e.target.value)} />
          </label>
          <button type="button" className="btn btn-secondary" onClick={exportCsv} disabled={!month}>
            Export CSV
          </button>
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          The report could not be made: {(error as Error).message}
        </p>
      )}
      {!r && !error && <p role="status">Loading…</p>}
      {r && c && (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Complaints">
            {[
              ['Complaints received', String(c.received)],
              ['Resolved within 24 hours', `${c.within24h.count} (${pct(c.within24h.percent)})`],
              ['Resolved within 72 hours', `${c.within72h.count} (${pct(c.within72h.percent)})`],
              ['Median repair time', c.medianRepairHours === null ? '—' : `${c.medianRepairHours} h`],
            ].map(([label, value]) => (
              <div key={label} className="card p-4">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <Table
            caption="Downtime per area"
            head={['Area', 'Type', 'Downtime (hours)', 'Availability']}
            rows={r.areas.map((a) => [a.name, a.kind, String(a.downtimeHours), pct(a.availability)])}
          />
          <Table
            caption="Planned maintenance and the notice given"
            head={['Maintenance', 'Areas', 'Window starts', 'Notice', 'Reason for short notice']}
            rows={r.maintenance.map((m) => [
              m.title,
              m.areas.join(', ') || 'Whole network',
              formatDateTime(m.startsAt),
              `${m.noticeHours} h${m.short ? ' — under 72 h' : ''}`,
              m.reason || '—',
            ])}
            none="No maintenance in this month."
          />
          <p className="card p-4 text-sm text-slate-800">
            <strong>Credits approved:</strong> {r.credits.count} customers, {r.credits.hours} hours, {r.credits.days}{' '}
            days of extension, Rs. {(r.credits.rebatePaisa / 100).toFixed(2)} in rebates.
          </p>
        </>
      )}
    </div>
  );
}

function Table({ caption, head, rows, none }: { caption: string; head: string[]; rows: string[][]; none?: string }) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && none && (
            <tr>
              <td colSpan={head.length} className="px-3 py-2 text-slate-600">
                {none}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.join('|')} className="border-t border-slate-100">
              {row.map((cell, k) => (
                <td
                  key={`${k}-${cell}`}
                  className={`px-3 py-2 ${cell.includes('under 72 h') ? 'font-semibold text-red-800' : ''}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
