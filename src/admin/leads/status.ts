import useSWR, { mutate } from 'swr';
import type { LeadName } from '../../lib/entities.ts';
import { fetcher } from '../lib/api.ts';

/** Each status's colours (badge, tab count, dot), from calm (new work) to done or discarded. */
const TONES: Record<string, { badge: string; dot: string }> = {
  new: { badge: 'bg-sky-50 text-sky-800 ring-sky-600/20', dot: 'bg-sky-500' },
  contacted: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/20', dot: 'bg-amber-500' },
  replied: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/20', dot: 'bg-amber-500' },
  scheduled: { badge: 'bg-violet-50 text-violet-800 ring-violet-600/20', dot: 'bg-violet-500' },
  connected: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  rewarded: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  closed: { badge: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
  cancelled: { badge: 'bg-slate-100 text-slate-700 ring-slate-500/20', dot: 'bg-slate-400' },
  // Fault reports (issue 29)
  assigned: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/20', dot: 'bg-amber-500' },
  'in-progress': { badge: 'bg-violet-50 text-violet-800 ring-violet-600/20', dot: 'bg-violet-500' },
  'waiting-on-customer': { badge: 'bg-orange-50 text-orange-800 ring-orange-600/20', dot: 'bg-orange-500' },
  resolved: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  spam: { badge: 'bg-rose-50 text-rose-800 ring-rose-600/20', dot: 'bg-rose-500' },
};
export const toneOf = (status: string) => TONES[status] ?? TONES.closed;
/** Stored values whose words are not the value's own: abbreviations. */
const WORDS: Record<string, string> = { tv: 'TV' };
/**
 * A stored value (status, category, priority) as staff read it: 'waiting-on-customer' → 'Waiting on
 * customer', 'no internet' → 'No internet', 'tv' → 'TV'. The API and the CSV keep the values themselves.
 */
export const valueLabel = (value: string) => {
  const words = WORDS[value] ?? value.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
export const statusLabel = valueLabel;

/** A count as a badge shows it (1,234 → 1.2K), so a busy list never breaks the sidebar or the tabs. */
export const badgeCount = (n: number) =>
  n < 1000 ? String(n) : new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(n);

/** The lead kind a resource's API path names ('/api/booking' → 'booking'). */
export const leadName = (api: string) => api.replace(/^\/api\//, '') as LeadName | 'ticket';

// How many leads of each kind have each status; one request serves the tabs and sidebar badges.
const COUNTS = '/api/leads/counts';
export type LeadCounts = Record<LeadName | 'ticket', Record<string, number>>;
export const useLeadCounts = () => useSWR<LeadCounts>(COUNTS, fetcher, { refreshInterval: 60_000 });
/** After a status change or a delete, the tabs and badges count again. */
export const recountLeads = () => void mutate(COUNTS);
