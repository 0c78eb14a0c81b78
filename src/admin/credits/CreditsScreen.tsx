import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import type { CreditView } from '../../lib/credits.ts';
import { FilterSelect } from '../components/FilterSelect.tsx';
import { ListTable } from '../components/ListTable.tsx';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { apiFetch, apiFetchPage, type ListPage } from '../lib/api.ts';
import { useBusyAction } from '../lib/busy.ts';
import { useMayUse } from '../lib/role.ts';
import type { ScreenProps } from '../resources/types.ts';
import { CreditDetail, creditGiven, STATUS_BADGE, STATUS_WORDS } from './CreditDetail.tsx';
import { nepalLastMonth } from '../../lib/nepal-time.ts';

/** The month before this one, Nepal time ('2026-10' in November): the period usually credited. */
const lastMonth = () => nepalLastMonth(Date.now());

/**
 * The credits desk: a month's credits proposed per customer from their fault reports and their area's
 * outages, with the reason for each part; each approved (sent to billing once) or rejected by sales.
 */
export function CreditsScreen({ section }: ScreenProps) {
  const [month, setMonth] = useState(lastMonth);
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState('');
  const [busy, run] = useBusyAction();
  const mayPropose = useMayUse('credits');
  const query = new URLSearchParams({ month, limit: '500', ...(status ? { status } : {}) });
  const { data, error, mutate } = useSWR<ListPage<CreditView>>(month ? `/api/credit?${query}` : null, apiFetchPage);
  const propose = () =>
    run(async () => {
      const r = await apiFetch<{ proposed: number; withdrawn: number }>('/api/credit/propose', {
        method: 'POST',
        json: { month },
      });
      toast.success(
        r.proposed || r.withdrawn
          ? `${r.proposed} credit${r.proposed === 1 ? '' : 's'} proposed or brought up to date${r.withdrawn ? `, ${r.withdrawn} withdrawn` : ''}`
          : 'Nothing new: the proposed credits are up to date',
      );
      await mutate();
    });
  const credits = data?.records ?? [];
  const waiting = credits.filter((c) => c.status === 'proposed').length;
  return (
    <div className="space-y-4">
      <ScreenTitle title={section.title}>
        Credits for customers’ outages, worked out from fault reports and outages by the limits in Site settings ›
        Regulator. Approved credits go to the billing system once.
      </ScreenTitle>
      <div className="flex flex-wrap items-end gap-2">
        <label className="block text-sm">
          <span className="field-label">Billing month</span>
          <input type="month" className="field-input" value={month} onChange={(e) => setMonth(e.target.value)} />
        </label>
        <FilterSelect
          label="Status"
          every="All"
          value={status}
          options={Object.entries(STATUS_WORDS)}
          onChange={setStatus}
        />
        {mayPropose && (
          <button type="button" className="btn btn-primary" onClick={propose} disabled={busy || !month}>
            {busy ? 'Working out…' : 'Propose credits'}
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          Credits could not be loaded: {(error as Error).message}
        </p>
      )}
      {data && credits.length === 0 && (
        <p className="empty-card">
          No credits for this month{status ? ` with this status` : ''}. “Propose credits” works them out from the
          month’s fault reports and outages.
        </p>
      )}
      {credits.length > 0 && (
        <>
          <p className="text-sm text-slate-700" role="status">
            {credits.length} credit{credits.length === 1 ? '' : 's'}, {waiting} waiting for a decision.
          </p>
          <ListTable
            label="Credits"
            rows={credits}
            rowKey={(c) => c._id}
            columns={[
              {
                label: 'Customer',
                className: 'md:min-w-44',
                render: (c) => (
                  <>
                    <button
                      type="button"
                      className="text-left font-semibold text-brand-700 underline"
                      aria-expanded={open === c._id}
                      onClick={() => setOpen(open === c._id ? '' : c._id)}
                    >
                      {c.customerId} · {c.customerName || 'unknown customer'}
                    </button>
                    <span className="block text-slate-600">{c.area}</span>
                  </>
                ),
              },
              {
                label: 'Why',
                className: 'md:min-w-64',
                render: (c) => (
                  <ul className="space-y-1">
                    {c.parts.map((p) => (
                      <li key={p.start}>
                        {p.reason} <span className="text-slate-600">({p.causes.join(', ')})</span>
                      </li>
                    ))}
                  </ul>
                ),
              },
              { label: 'Hours', numeric: true, render: (c) => c.hours },
              { label: 'Credit', className: 'md:min-w-48', render: (c) => creditGiven(c.days, c.rebatePaisa) },
              {
                label: 'Status',
                render: (c) => <span className={STATUS_BADGE[c.status]}>{STATUS_WORDS[c.status]}</span>,
              },
            ]}
          />
        </>
      )}
      {open && <CreditDetail id={open} onChanged={() => void mutate()} />}
    </div>
  );
}
