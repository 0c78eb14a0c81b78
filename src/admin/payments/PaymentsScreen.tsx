import { useState } from 'react';
import useSWR from 'swr';
import { PAGE_SIZE } from '../../lib/constants.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatRupees } from '../../lib/payments.ts';
import { nepalDate } from '../../lib/nepal-time.ts';
import { apiFetchPage, fetcher, type ListPage } from '../lib/api.ts';
import type { ScreenProps } from '../resources/types.ts';
import { ExportCsvButton } from '../components/ExportCsvButton.tsx';
import { FilterSelect } from '../components/FilterSelect.tsx';
import { type ListColumn, ListTable } from '../components/ListTable.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { PaymentDetail, type PaymentRow as Row } from './PaymentDetail.tsx';

interface Totals {
  day: string;
  totals: { gateway: string; count: number; amount: number }[];
}
const STATUSES = ['initiated', 'pending', 'paid', 'failed', 'cancelled', 'refunded'];
const GATEWAY = { esewa: 'eSewa', khalti: 'Khalti' } as Record<string, string>;
const nepalToday = () => nepalDate(Date.now());

/** Online payments: the list with filters, search and CSV; one payment's exchange; a day's totals per gateway. */
export function PaymentsScreen({ section }: ScreenProps) {
  const [filter, setFilter] = useState({ status: '', gateway: '', q: '' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState('');
  const [day, setDay] = useState(nepalToday);
  const query = new URLSearchParams(
    Object.entries({ ...filter, page: String(page), limit: String(PAGE_SIZE) }).filter(([, v]) => v),
  );
  const { data, error, mutate } = useSWR<ListPage<Row>>(`/api/payment?${query}`, apiFetchPage);
  const { data: totals } = useSWR<Totals>(`/api/payment/totals?day=${day}`, fetcher);
  const set = (name: keyof typeof filter) => (value: string) => {
    setFilter({ ...filter, [name]: value });
    setPage(1);
  };
  const columns: ListColumn<Row>[] = [
    {
      label: 'Started',
      className: 'md:whitespace-nowrap',
      render: (r) => (
        <button type="button" className="text-brand-700 underline" onClick={() => setOpen(open === r._id ? '' : r._id)}>
          {formatDateTime(r.createdAt)}
        </button>
      ),
    },
    {
      label: 'Customer',
      // As the Customers list shows one: the name, the ID under it.
      render: (r) => (
        <>
          <span className="block whitespace-nowrap text-slate-900">{r.customerName}</span>
          <span className="font-mono text-xs text-slate-500">{r.customerId}</span>
        </>
      ),
    },
    { label: 'Amount', numeric: true, render: (r) => formatRupees(r.amount, 'en') },
    { label: 'Gateway', render: (r) => GATEWAY[r.gateway] ?? r.gateway },
    { label: 'Status', render: (r) => r.status },
    { label: 'Paid', className: 'md:whitespace-nowrap', render: (r) => (r.paidAt ? formatDateTime(r.paidAt) : '—') },
  ];

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
        <label className="block w-full text-sm sm:w-72">
          <span className="field-label">Search</span>
          <input
            className="field-input"
            type="search"
            value={filter.q}
            placeholder="Customer ID, name, code"
            onChange={(e) => set('q')(e.target.value)}
          />
        </label>
        <FilterSelect
          label="Status"
          every="All statuses"
          value={filter.status}
          options={STATUSES.map((s) => [s, s])}
          onChange={set('status')}
        />
        <FilterSelect
          label="Gateway"
          every="Both"
          value={filter.gateway}
          options={Object.entries(GATEWAY)}
          onChange={set('gateway')}
        />
        <ExportCsvButton api="/api/payment" filter={filter} />
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          Payments could not be loaded: {(error as Error).message}
        </p>
      )}
      {!data && !error && <p role="status">Loading…</p>}
      {data && data.records.length === 0 && <p className="empty-card">No payments match.</p>}
      {data && data.records.length > 0 && (
        <ListTable
          label="Payments"
          columns={columns}
          rows={data.records}
          rowKey={(r) => r._id}
          footer={<Pagination page={page} total={data.total} onPage={setPage} />}
        />
      )}
      {open && <PaymentDetail id={open} onChanged={() => void mutate()} />}
    </div>
  );
}
