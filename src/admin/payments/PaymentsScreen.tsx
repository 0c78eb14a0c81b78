import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatRupees } from '../../lib/payments.ts';
import { downloadCsv } from '../leads/export-csv.ts';
import { apiFetchPage, fetcher, type ListPage } from '../lib/api.ts';
import type { ScreenProps } from '../resources/types.ts';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { PaymentDetail, type PaymentRow as Row } from './PaymentDetail.tsx';

interface Totals {
  day: string;
  totals: { gateway: string; count: number; amount: number }[];
}
const STATUSES = ['initiated', 'pending', 'paid', 'failed', 'cancelled', 'refunded'];
const GATEWAY = { esewa: 'eSewa', khalti: 'Khalti' } as Record<string, string>;
const nepalToday = () => new Date(Date.now() + 345 * 60_000).toISOString().slice(0, 10);

/** Online payments: the list with filters, search and CSV; one payment's exchange; a day's totals per gateway. */
export function PaymentsScreen({ section }: ScreenProps) {
  const [filter, setFilter] = useState({ status: '', gateway: '', q: '' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState('');
  const [day, setDay] = useState(nepalToday);
  const query = new URLSearchParams(Object.entries({ ...filter, page: String(page) }).filter(([, v]) => v));
  const { data, error, mutate } = useSWR<ListPage<Row>>(`/api/payment?${query}`, apiFetchPage);
  const { data: totals } = useSWR<Totals>(`/api/payment/totals?day=${day}`, fetcher);
  const set = (name: keyof typeof filter) => (e: { target: { value: string } }) => {
    setFilter({ ...filter, [name]: e.target.value });
    setPage(1);
  };
  const exportCsv = () => downloadCsv('/api/payment', filter).catch((err: Error) => toast.error(err.message));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / 25));

  return (
    <div className="space-y-4">
      <ScreenTitle title={section.title}>
        Bills paid online through eSewa and Khalti, each confirmed with the gateway before it counted.
      </ScreenTitle>
      <section className="card flex flex-wrap items-end gap-4 p-4" aria-label="A day's totals">
        <label className="block text-sm">
          <span className="field-label">Day (Nepal)</span>
          <input type="date" className="field-input" value={day} onChange={(e) => setDay(e.target.value)} />
        </label>
        {totals?.totals.map((t) => (
          <p key={t.gateway} className="text-sm">
            <span className="font-semibold">{GATEWAY[t.gateway]}</span>: {t.count} paid, {formatRupees(t.amount, 'en')}
          </p>
        ))}
      </section>
      <div className="flex flex-wrap items-end gap-2">
        <label className="block text-sm">
          <span className="field-label">Search</span>
          <input
            className="field-input"
            type="search"
            value={filter.q}
            placeholder="Customer ID, name, code"
            onChange={set('q')}
          />
        </label>
        <label className="block text-sm">
          <span className="field-label">Status</span>
          <select className="field-input" value={filter.status} onChange={set('status')}>
            <option value="">All statuses</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="field-label">Gateway</span>
          <select className="field-input" value={filter.gateway} onChange={set('gateway')}>
            <option value="">Both</option>
            <option value="esewa">eSewa</option>
            <option value="khalti">Khalti</option>
          </select>
        </label>
        <button type="button" className="btn btn-secondary" onClick={exportCsv}>
          Export CSV
        </button>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          Payments could not be loaded: {(error as Error).message}
        </p>
      )}
      {data && data.records.length === 0 && <p className="card p-6 text-slate-700">No payments match.</p>}
      {data && data.records.length > 0 && (
        <div className="card overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Payments">
            <thead className="bg-slate-50 whitespace-nowrap text-slate-600">
              <tr>
                <th className="px-3 py-2">Started</th>
                <th className="px-3 py-2">Customer</th>
                <th className="px-3 py-2 text-right">Amount</th>
                <th className="px-3 py-2">Gateway</th>
                <th className="px-3 py-2">Status</th>
                <th className="px-3 py-2">Paid</th>
              </tr>
            </thead>
            <tbody>
              {data.records.map((r) => (
                <tr key={r._id} className="border-t border-slate-100">
                  <td className="px-3 py-2 whitespace-nowrap">
                    <button
                      type="button"
                      className="text-brand-700 underline"
                      onClick={() => setOpen(open === r._id ? '' : r._id)}
                    >
                      {formatDateTime(r.createdAt)}
                    </button>
                  </td>
                  <td className="min-w-56 px-3 py-2">
                    {r.customerId} · {r.customerName}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                    {formatRupees(r.amount, 'en')}
                  </td>
                  <td className="px-3 py-2">{GATEWAY[r.gateway] ?? r.gateway}</td>
                  <td className="px-3 py-2">{r.status}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{r.paidAt ? formatDateTime(r.paidAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="flex items-center gap-3 text-sm" aria-label="Pages">
          <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
      {open && <PaymentDetail id={open} onChanged={() => void mutate()} />}
    </div>
  );
}
