import { toast } from 'react-toastify';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import { formatRupees } from '../../lib/payments.ts';
import { apiFetch, fetcher } from '../lib/api.ts';
import { useBusyAction } from '../lib/busy.ts';
import { RefundForm } from './RefundForm.tsx';

interface Exchange {
  seq: number;
  at: string;
  kind: string;
  request: string;
  httpStatus: number | null;
  body: string;
  note: string;
}
/** A payment as the desk's list shows it. */
export interface PaymentRow {
  _id: string;
  customerId: string;
  customerName: string;
  amount: number;
  gateway: string;
  status: string;
  createdAt: string;
  paidAt: string | null;
}
interface Detail extends PaymentRow {
  gatewayKey: string | null;
  gatewayTransactionId: string | null;
  nextLookupAt: string | null;
  /** what the gateway last said that staff should know (a partial refund, its error) */
  note: string;
  exchange: Exchange[];
}

/** One payment: what it is, every request to and answer from its gateway, "Look up now" and a refund. */
export function PaymentDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { data, error, mutate } = useSWR<Detail>(`/api/payment/${id}`, fetcher);
  const [busy, run] = useBusyAction();
  const lookUp = () =>
    run(async () => {
      const after = await apiFetch<{ status: string }>(`/api/payment/${id}/lookup`, { method: 'POST', json: {} });
      toast.success(`Looked up: ${after.status}`);
      await mutate();
      onChanged();
    });
  if (error) return <p role="alert">The payment could not be loaded: {(error as Error).message}</p>;
  if (!data) return <p role="status">Loading…</p>;
  const rows: [string, string][] = [
    ['Payment', data._id],
    ['Customer', `${data.customerId} · ${data.customerName}`],
    ['Amount', formatRupees(data.amount, 'en')],
    ['Gateway', data.gateway === 'esewa' ? 'eSewa' : 'Khalti'],
    ['Status', data.status],
    ['Gateway reference', data.gatewayKey ?? '—'],
    ['Transaction code', data.gatewayTransactionId ?? '—'],
    ['Started', formatDateTime(data.createdAt)],
    ['Paid', data.paidAt ? formatDateTime(data.paidAt) : '—'],
    [
      // A paid payment is looked up again 1, 3, 7, 14 and 30 days on, for a refund made at the gateway.
      data.status === 'paid' ? 'Next check for refunds' : 'Next lookup',
      data.nextLookupAt ? formatDateTime(data.nextLookupAt) : '—',
    ],
    ['Note', data.note || '—'],
  ];
  return (
    <section className="card space-y-4 p-4" aria-label="Payment details">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-600">{k}</dt>
            <dd className="font-medium [overflow-wrap:anywhere]">{v}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn btn-secondary" onClick={lookUp} disabled={busy}>
        {busy ? 'Looking up…' : 'Look up now'}
      </button>
      {data.status === 'paid' && (
        <RefundForm
          id={data._id}
          amount={data.amount}
          onDone={() => {
            void mutate();
            onChanged();
          }}
        />
      )}
      <h3 className="font-semibold">Exchange with the gateway</h3>
      <ol className="space-y-2">
        {data.exchange.map((e) => (
          <li key={e.seq} className="rounded-lg border border-slate-200 p-3 text-xs">
            <p className="font-semibold">
              {formatDateTime(e.at)} · {e.kind}
              {e.httpStatus !== null && ` · HTTP ${e.httpStatus}`} · {e.note}
            </p>
            {e.request && <p className="mt-1 font-mono break-all text-slate-700">{e.request}</p>}
            {e.body && (
              <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-all text-slate-800">{e.body}</pre>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
