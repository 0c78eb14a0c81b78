import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { formatRupees } from '../../lib/payments.ts';
import { apiFetch } from '../lib/api.ts';
import { useMayUse } from '../lib/role.ts';

/**
 * "Mark refunded" for a paid payment (the admin's): for money given back outside this site, at the
 * gateway's merchant panel or the counter. The customer owes the amount again; the reason is audited.
 */
export function RefundForm({ id, amount, onDone }: { id: string; amount: number; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const field = useId();
  if (!useMayUse('paymentRefund')) return null;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await apiFetch(`/api/payment/${id}/refund`, { method: 'POST', json: { reason } });
      toast.success(`Marked refunded: ${formatRupees(amount, 'en')} is due again`);
      onDone();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer font-medium">Mark refunded…</summary>
      <form className="mt-3 space-y-2" onSubmit={submit}>
        <p className="text-sm text-slate-700">
          The customer will owe {formatRupees(amount, 'en')} again. Give the money back at the gateway first.
        </p>
        <label htmlFor={field} className="block text-sm font-medium">
          Why is it refunded?
        </label>
        <input
          id={field}
          className="input w-full"
          maxLength={300}
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <button type="submit" className="btn btn-danger" disabled={busy || !reason.trim()}>
          {busy ? 'Marking…' : 'Mark refunded'}
        </button>
      </form>
    </details>
  );
}
