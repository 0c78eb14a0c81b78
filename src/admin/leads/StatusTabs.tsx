import { IncidentTitle } from '../incidents/IncidentTitle.tsx';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { leadOf } from '../../lib/entities.ts';
import type { ToolbarProps } from '../resources/types.ts';
import { downloadCsv } from './export-csv.ts';
import { AssigneeName } from './assignee.tsx';
import { OutlineIcon } from '../components/OutlineIcon.tsx';
import { badgeCount, leadName, statusLabel, toneOf, useLeadCounts, valueLabel } from './status.ts';

/** A lead field's label ('Listed area'), as its details and export name it. */
const labelOf = (name: string, field: string) =>
  FILTER_LABELS[field] ?? leadOf(name)?.labels.find(([f]) => f === field)?.[1] ?? field;
/** Filters that are no field of the lead: an assignee, and a ticket's incident (its "See them" link). */
const FILTER_LABELS: Record<string, string> = { assignedTo: 'Assigned to', incident: 'Incident', overdue: 'Overdue' };

/** Above a lead list: one tab per status with its count, "Mine", and the CSV export of what is shown. */
export function StatusTabs({ resource, filter, onFilter, query }: ToolbarProps) {
  const name = leadName(resource.api);
  const statuses = leadOf(name)?.statuses ?? [];
  const { data } = useLeadCounts();
  const counts = data?.[name];
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : undefined;
  const [exporting, setExporting] = useState(false);
  const { status: current = '', ...others } = filter;
  // Other filters (the listed area a link opened the list with) stay while the status changes;
  // "Mine" is a toggle of its own, any other assignee a removable filter like the area.
  const extra = Object.entries(others).filter(([field, value]) => field !== 'assignedTo' || value !== 'me');
  const mine = others.assignedTo === 'me';
  const toggleMine = () => {
    const { assignedTo: _, ...rest } = filter;
    onFilter(mine ? rest : { ...rest, assignedTo: 'me' });
  };

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadCsv(resource.api, { ...others, status: current, q: query.trim() });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Export failed');
    } finally {
      setExporting(false);
    }
  }

  const tab = (status: string, label: string, count: number | undefined) => {
    const active = current === status;
    return (
      <button
        key={status || 'all'}
        type="button"
        aria-pressed={active}
        onClick={() => onFilter(status ? { ...others, status } : others)}
        className={`flex shrink-0 items-center gap-1.5 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'}`}
      >
        {status && <span className={`size-2 rounded-full ${toneOf(status).dot}`} aria-hidden="true" />}
        {label}
        <span
          className={`rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600'}`}
          title={count?.toLocaleString('en-US')}
        >
          {count === undefined ? '…' : badgeCount(count)}
        </span>
      </button>
    );
  };

  // The filters and actions above the tabs, beside them only where every status fits (2xl): seven statuses and
  // two buttons are wider than a laptop's list.
  return (
    <div className="flex flex-col-reverse gap-2 border-b border-slate-200 2xl:flex-row 2xl:items-end 2xl:justify-between 2xl:pr-3">
      <nav
        aria-label="Filter by status"
        className="-mb-px flex min-w-0 flex-1 overflow-x-auto px-2 sm:flex-wrap sm:overflow-visible"
        data-testid="status-tabs"
      >
        {tab('', 'All', total)}
        {statuses.map((s) => tab(s, statusLabel(s), counts?.[s]))}
      </nav>
      <div className="flex shrink-0 flex-wrap items-center justify-end gap-2 px-3 pt-2 2xl:px-0 2xl:pt-0 2xl:pb-2">
        {extra.map(([field, value]) => (
          <span key={field} className="badge inline-flex items-center gap-1" data-testid="list-filter">
            {labelOf(name, field)}:{' '}
            {field === 'assignedTo' ? (
              <AssigneeName id={value} />
            ) : field === 'incident' ? (
              <IncidentTitle id={value} />
            ) : field === 'category' ? (
              valueLabel(value)
            ) : (
              value
            )}
            <button
              type="button"
              className="-mr-1 rounded px-1 text-slate-500 hover:bg-slate-200 hover:text-slate-800"
              aria-label={`Show every ${labelOf(name, field).toLowerCase()}`}
              onClick={() => onFilter(Object.fromEntries(Object.entries(filter).filter(([k]) => k !== field)))}
            >
              ✕
            </button>
          </span>
        ))}
        <button
          type="button"
          aria-pressed={mine}
          title="Only what is assigned to you"
          className={`btn btn-sm whitespace-nowrap ${mine ? 'btn-primary' : 'btn-secondary'}`}
          onClick={toggleMine}
        >
          Mine
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm flex-1 whitespace-nowrap sm:w-auto sm:flex-none"
          onClick={exportCsv}
          disabled={exporting}
        >
          <OutlineIcon d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" className="size-4" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
    </div>
  );
}
