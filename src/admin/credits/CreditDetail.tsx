import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import type { CreditStatus, CreditView } from '../../lib/credits.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatRupees } from '../../lib/payments.ts';
import { apiFetch, fetcher } from '../lib/api.ts';
import { useBusyAction } from '../lib/busy.ts';
import { useMayUse } from '../lib/role.ts';

export const STATUS_WORDS: Record<CreditStatus, string> = {
  proposed: 'Proposed',
  approved: 'Approved',
  rejected: 'Rejected',
};
export const STATUS_BADGE: Record<CreditStatus, string> = {
  proposed: 'badge badge-amber',
  approved: 'badge bg-emerald-100 text-emerald-800',
  rejected: 'badge',
};
/** What the customer gets: days of service added, or the rebate it is worth. */
export const creditGiven = (days: number, rebatePaisa: number) =>
  `${days} day${days === 1 ? '' : 's'} of service or a ${formatRupees(rebatePaisa, 'en')} rebate`;
/** '2026-10-01' → 'October 2026'. */
const monthName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const RULES = { outage: 'outage past the area’s limit', repair: 'not repaired within the repair limit' };
const ACTIONS: Record<string, string> = { propose: 'Proposed', approve: 'Approved', reject: 'Rejected' };

interface Detail extends CreditView {
  history: { at: string; userName: string; action: string; summary: string }[];
}

/** One credit: each credited part and why, its history, and the decision (sales and admins). */
export function CreditDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { data, error, mutate } = useSWR<Detail>(`/api/credit/${id}`, fetcher);
  const mayDecide = useMayUse('creditApprove');
  const [note, setNote] = useState('');
  const [busy, run] = useBusyAction();
  const decide = (decision: 'approve' | 'reject') =>
    run(async () => {
      await apiFetch(`/api/credit/${id}/${decision}`, { method: 'POST', json: { note } });
      toast.success(decision === 'approve' ? 'Credit approved: it goes to the billing system' : 'Credit rejected');
      setNote('');
      await mutate();
      onChanged();
    });
  if (error) return <p role="alert">The credit could not be loaded: {(error as Error).message}</p>;
  if (!data) return <p role="status">Loading…</p>;
  return (
    <section className="card space-y-4 p-4" aria-labelledby="credit-title">
      <h2 id="credit-title" className="text-lg font-semibold text-slate-900">
        {data.customerId} · {data.customerName}: {monthName(data.periodStart)}
      </h2>
      <p className="text-sm text-slate-800">
        <span className={STATUS_BADGE[data.status]}>{STATUS_WORDS[data.status]}</span> {data.hours} hours credited:{' '}
        {creditGiven(data.days, data.rebatePaisa)}
        {data.status === 'approved' && `, given as ${data.form === 'rebate' ? 'a rebate' : 'days of service'}`}.
      </p>
      <ol className="space-y-2 text-sm">
        {data.parts.map((p) => (
          <li key={p.start} className="rounded border border-slate-200 p-3">
            <p className="font-medium text-slate-900">{p.reason}</p>
            <p className="text-slate-700">
              {formatDateTime(p.start)} – {formatDateTime(p.end)} ({p.hours} h in this month) ·{' '}
              {p.rules.map((r) => RULES[r]).join('; ')} · {p.causes.join(', ')}
            </p>
          </li>
        ))}
      </ol>
      {data.status === 'proposed' && mayDecide && (
        <div className="space-y-2">
          <label className="block text-sm">
            <span className="field-label">Note (needed to reject)</span>
            <textarea
              className="field-input"
              rows={2}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => decide('approve')}>
              Approve and send to billing
            </button>
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => decide('reject')}>
              Reject
            </button>
          </div>
        </div>
      )}
      {data.status === 'proposed' && !mayDecide && (
        <p className="text-sm text-slate-700">Sales or an admin approves or rejects credits.</p>
      )}
      <div>
        <h3 className="text-sm font-semibold text-slate-900">History</h3>
        <ul className="mt-1 space-y-1 text-sm text-slate-700">
          {data.history.map((h) => (
            <li key={`${h.at}-${h.action}`}>
              {formatDateTime(h.at)}: {ACTIONS[h.action] ?? h.action} by {h.userName}
              {h.summary && h.action !== 'propose' ? ` — “${h.summary}”` : ''}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
