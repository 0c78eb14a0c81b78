import { formatDateTime } from '../../lib/format-date.ts';
import { type ScheduleState, scheduleState } from '../../lib/schemas/schedule.ts';
import type { AdminRecord, ToolbarProps } from '../resources/types.ts';

// Scheduled content (issue 31) in the admin lists: a badge on a record outside its window, and tabs
// that narrow the list to the records in one state (`?schedule=…`, answered by the server's clock).

/** 'Scheduled' (with when it goes live) or 'Expired' (with when it came down); nothing for a live record. */
export function ScheduleBadge({ record }: { record: AdminRecord }) {
  if (!('publishAt' in record)) return null;
  const state = scheduleState(record);
  if (state === 'live') return null;
  // Written out beside the badge, not in a tooltip: a phone has no hover.
  const [label, tone, when] =
    state === 'scheduled'
      ? ['Scheduled', 'bg-sky-100 text-sky-800', `goes live ${formatDateTime(String(record.publishAt))}`]
      : ['Expired', '', `taken down ${formatDateTime(String(record.unpublishAt))}`];
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600">
      <span className={`badge ${tone}`}>{label}</span>
      {when}
    </span>
  );
}

const TABS: [ScheduleState | '', string][] = [
  ['', 'All'],
  ['live', 'Live'],
  ['scheduled', 'Scheduled'],
  ['expired', 'Expired'],
];

/** Above a scheduled entity's list: All, Live, Scheduled, Expired. */
export function ScheduleTabs({ filter, onFilter }: ToolbarProps) {
  const { schedule: current = '', ...others } = filter;
  return (
    <nav aria-label="Filter by schedule" className="-mb-px flex overflow-x-auto border-b border-slate-200 px-2">
      {TABS.map(([state, label]) => {
        const active = current === state;
        return (
          <button
            key={label}
            type="button"
            aria-pressed={active}
            onClick={() => onFilter(state ? { ...others, schedule: state } : others)}
            className={`shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'}`}
          >
            {label}
          </button>
        );
      })}
    </nav>
  );
}
