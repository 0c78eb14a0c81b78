import { loadedSummary } from '../../lib/loaded-latency.ts';
import { useState } from 'react';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import { dailyMedians, type StaffResult } from '../../lib/speedtest-stats.ts';
import { fetcher } from '../lib/api.ts';
import type { ScreenProps } from '../resources/types.ts';
import { DailyChart } from './DailyChart.tsx';
import { ExportCsvButton } from '../components/ExportCsvButton.tsx';
import { FilterSelect } from '../components/FilterSelect.tsx';
import { type ListColumn, ListTable } from '../components/ListTable.tsx';
import { ScreenTitle } from '../components/ScreenTitle.tsx';

/** The server's most results a page (src/server/speedtest/routes.ts PAGE_MAX). */
const PAGE = 1000;

/** Every kept result, a page at a time, newest first. */
async function everyPage(path: string): Promise<StaffResult[]> {
  const all: StaffResult[] = [];
  for (let page = 1; ; page++) {
    const rows = await fetcher<StaffResult[]>(`${path}?page=${page}&limit=${PAGE}`);
    all.push(...rows);
    if (rows.length < PAGE) return all;
  }
}

/** Speed tests (issue 32): every kept result, a chart of each area's days, a filter and CSV. */
export function SpeedtestsScreen({ section }: ScreenProps) {
  const [area, setArea] = useState('');
  const { data: all, error } = useSWR<StaffResult[]>('/api/speedtest/result', everyPage);
  const results = (all ?? []).filter((r) => !area || r.area === area);
  const areas = [...new Set((all ?? []).map((r) => r.area).filter(Boolean))].sort();
  const columns: ListColumn<StaffResult>[] = [
    { label: 'Tested', render: (r) => formatDateTime(r.createdAt), className: 'md:whitespace-nowrap' },
    { label: 'Area', render: (r) => r.area || '—', className: 'md:whitespace-nowrap' },
    { label: 'Download', numeric: true, render: (r) => `${r.download.toFixed(1)} Mbps` },
    { label: 'Upload', numeric: true, render: (r) => `${r.upload.toFixed(1)} Mbps` },
    { label: 'Ping', numeric: true, render: (r) => `${r.latency.toFixed(0)} ms` },
    { label: 'Jitter', numeric: true, render: (r) => `${r.jitter.toFixed(1)} ms` },
    { label: 'Under load', render: (r) => loadedSummary(r) || '—', className: 'text-xs md:whitespace-nowrap' },
    { label: 'Network', render: (r) => r.network || '—', className: 'font-mono text-xs' },
    {
      label: 'Result',
      render: (r) => (
        <a className="font-mono text-brand-700 underline" href={`/speed-test/r/${r.id}`}>
          {r.id}
        </a>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <ScreenTitle
        title={section.title}
        tools={
          <>
            <FilterSelect
              label="Area"
              every="All areas"
              value={area}
              options={areas.map((a) => [a, a])}
              onChange={setArea}
            />
            <ExportCsvButton api="/api/speedtest/result" filter={{ area }} />
          </>
        }
      >
        Results visitors ran on /speed-test, kept 180 days. A ticket names its result by the id.
      </ScreenTitle>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          Speed tests could not be loaded: {(error as Error).message}
        </p>
      )}
      {!all && !error && <p role="status">Loading…</p>}
      {all && results.length === 0 && <p className="empty-card">No speed tests yet.</p>}
      {results.length > 0 && (
        <>
          <DailyChart series={dailyMedians(results)} />
          <ListTable label="Speed test results" columns={columns} rows={results.slice(0, 200)} rowKey={(r) => r.id} />
        </>
      )}
    </div>
  );
}
