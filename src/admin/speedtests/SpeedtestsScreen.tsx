import { loadedSummary } from '../../lib/loaded-latency.ts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import { dailyMedians, type StaffResult } from '../../lib/speedtest-stats.ts';
import { downloadCsv } from '../leads/export-csv.ts';
import { fetcher } from '../lib/api.ts';
import type { ScreenProps } from '../resources/types.ts';
import { DailyChart } from './DailyChart.tsx';
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
  const exportCsv = () =>
    downloadCsv('/api/speedtest/result', { area }).catch((err: Error) => toast.error(err.message));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle title={section.title}>
          Results visitors ran on /speed-test, kept 180 days. A ticket names its result by the id.
        </ScreenTitle>
        <div className="flex flex-wrap items-end gap-2">
          <label className="block text-sm">
            <span className="field-label">Area</span>
            <select className="field-input" value={area} onChange={(e) => setArea(e.target.value)}>
              <option value="">All areas</option>
              {areas.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-secondary" onClick={exportCsv}>
            Export CSV
          </button>
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          Speed tests could not be loaded: {(error as Error).message}
        </p>
      )}
      {!all && !error && <p role="status">Loading…</p>}
      {all && results.length === 0 && <p className="card p-6 text-slate-700">No speed tests yet.</p>}
      {results.length > 0 && (
        <>
          <DailyChart series={dailyMedians(results)} />
          <div className="card overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label="Speed test results">
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th className="px-3 py-2">Tested</th>
                  <th className="px-3 py-2">Area</th>
                  <th className="px-3 py-2 text-right">Download</th>
                  <th className="px-3 py-2 text-right">Upload</th>
                  <th className="px-3 py-2 text-right">Ping</th>
                  <th className="px-3 py-2 text-right">Jitter</th>
                  <th className="px-3 py-2">Under load</th>
                  <th className="px-3 py-2">Network</th>
                  <th className="px-3 py-2">Result</th>
                </tr>
              </thead>
              <tbody>
                {results.slice(0, 200).map((r) => (
                  <tr key={r.id} className="border-t border-slate-100">
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(r.createdAt)}</td>
                    <td className="px-3 py-2">{r.area || '—'}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.download.toFixed(1)} Mbps</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.upload.toFixed(1)} Mbps</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.latency.toFixed(0)} ms</td>
                    <td className="px-3 py-2 text-right tabular-nums">{r.jitter.toFixed(1)} ms</td>
                    <td className="px-3 py-2 whitespace-nowrap text-xs">{loadedSummary(r) || '—'}</td>
                    <td className="px-3 py-2 font-mono text-xs">{r.network || '—'}</td>
                    <td className="px-3 py-2">
                      <a className="font-mono text-brand-700 underline" href={`/speed-test/r/${r.id}`}>
                        {r.id}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
