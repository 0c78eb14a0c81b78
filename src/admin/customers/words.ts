import useSWR from 'swr';
import type { CustomerStatus } from '../../lib/schemas/customer.ts';
import { nepalDate } from '../../lib/nepal-time.ts';
import { fetcher } from '../lib/api.ts';

// What staff read for a customer's status and plan.

export const STATUS_WORDS: Record<CustomerStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  disconnected: 'Disconnected',
};
export const STATUS_TONES: Record<string, string> = {
  active: 'badge bg-emerald-50 text-emerald-800',
  suspended: 'badge badge-amber',
  disconnected: 'badge bg-red-50 text-red-800',
};

type PlanRow = { _id: string; name: string; speed: string };
/** The plans' names by id, kept as the plans list was last read (the details view names a customer's plan with it). */
const names = new Map<string, string>();

/** The plans (every one: an admin's token lists the hidden ones too), read once for the screen. */
export function usePlans() {
  const plans = useSWR<PlanRow[]>('/api/plan', fetcher);
  for (const p of plans.data ?? []) names.set(p._id, `${p.name} (${p.speed})`);
  return plans;
}

/** A plan id as its name ('Fibernet (50 Mbps)'), or the id itself until the plans are read. */
export const planName = (id: unknown) => (id ? (names.get(String(id)) ?? String(id)) : '');

/** Whether a customer's amount is overdue: something due and the due date past (Nepal's day). */
export function overdue(record: Record<string, unknown>, today = nepalToday()) {
  return Number(record.dueAmount) > 0 && String(record.dueDate ?? '') !== '' && String(record.dueDate) < today;
}
const nepalToday = () => nepalDate(Date.now());
