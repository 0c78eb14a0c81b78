import { useState } from 'react';
import useSWR from 'swr';
import { byTownAndWard } from '../../lib/area-order.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import type { NtaReport } from '../../server/status/nta-report.ts';
import { ExportCsvButton } from '../components/ExportCsvButton.tsx';
import { type ListColumn, ListTable } from '../components/ListTable.tsx';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { fetcher } from '../lib/api.ts';
import type { ScreenProps } from '../resources/types.ts';
import { nepalLastMonth } from '../../lib/nepal-time.ts';
import { AREA_KIND_WORDS } from '../resources/area.tsx';

/** The month before this one, Nepal time ('2026-10' in November). */
const lastMonth = () => nepalLastMonth(Date.now());
const pct = (n: number) => `${n.toFixed(1)}%`;

const AREA_COLUMNS: ListColumn<NtaReport['areas'][number]>[] = [
  { label: 'Area', render: (a) => a.name, className: 'md:whitespace-nowrap' },
  { label: 'Type', render: (a) => AREA_KIND_WORDS[a.kind] ?? a.kind },
  { label: 'Downtime (hours)', numeric: true, render: (a) => String(a.downtimeHours) },
  { label: 'Availability', numeric: true, render: (a) => pct(a.availability) },
];
const MAINTENANCE_COLUMNS: ListColumn<NtaReport['maintenance'][number]>[] = [
  { label: 'Maintenance', render: (m) => m.title },
  { label: 'Areas', render: (m) => m.areas.join(', ') || 'Whole network' },
  { label: 'Window starts', render: (m) => formatDateTime(m.startsAt) },
  {
    label: 'Notice',
    render: (m) =>
      m.short ? (
        <span className="font-semibold text-red-800">{m.noticeHours} h — under 72 h</span>
      ) : (
        `${m.noticeHours} h`
      ),
  },
  { label: 'Reason for short notice', render: (m) => m.reason || '—' },
];

/** The NTA's monthly report (issue 49): the figures for a chosen month, and the same as CSV. */
export function NtaReportScreen({ section }: ScreenProps) {
  const [month, setMonth] = useState(lastMonth);
  const { data: r, error } = useSWR<NtaReport>(month ? `/api/report/nta?month=${month}` : null, fetcher);
  const c = r?.complaints;
  return (
    <div className="space-y-4">
      <ScreenTitle
        title={section.title}
        tools={
          <>
            <label className="block text-sm">
              <span className="label">Month</span>
              <input type="month" className="input" value={month} onChange={(e) => setMonth(e.target.value)} />
            </label>
            <ExportCsvButton api="/api/report/nta" filter={{ month }} disabled={!month} />
          </>
        }
      >
        What Nepal Telecommunications Authority asks each month, counted from the tickets, incidents and credits.
      </ScreenTitle>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          The report could not be made: {(error as Error).message}
        </p>
      )}
      {!r && !error && <p role="status">Loading…</p>}
      {r && c && (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Complaints">
            {[
              ['Complaints received', String(c.received)],
              // A month without complaints has no share to give ('0 (0.0%)' read as none resolved).
              ['Resolved within 24 hours', c.received ? `${c.within24h.count} (${pct(c.within24h.percent)})` : '—'],
              ['Resolved within 72 hours', c.received ? `${c.within72h.count} (${pct(c.within72h.percent)})` : '—'],
              ['Median repair time', c.medianRepairHours === null ? '—' : `${c.medianRepairHours} h`],
            ].map(([label, value]) => (
              <div key={label} className="card p-4">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-xl font-semibold text-slate-900 sm:text-2xl">{value}</dd>
              </div>
            ))}
          </dl>
          <ListTable
            caption="Downtime per area"
            columns={AREA_COLUMNS}
            rows={[...r.areas].sort((a, b) => byTownAndWard('en')(a.name, b.name))}
            rowKey={(a) => a.name}
          />
          <ListTable
            caption="Planned maintenance and the notice given"
            columns={MAINTENANCE_COLUMNS}
            rows={r.maintenance}
            rowKey={(m) => `${m.title}|${m.startsAt}`}
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
