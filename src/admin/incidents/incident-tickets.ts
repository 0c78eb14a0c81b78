import { toast } from 'react-toastify';
import useSWR, { mutate } from 'swr';
import type { Incident } from '../../lib/incidents.ts';
import { apiFetch, ApiError, fetcher } from '../lib/api.ts';
import { recountLeads } from '../leads/status.ts';
import { recountTickets } from '../tickets/TicketBadge.tsx';

// An incident's tickets on the desk (issue 29): how many open ones are attached, how many more an
// "attach" would take, and the two actions, shared by the ticket panel and the Incidents screen.

export interface IncidentTicketCounts {
  /** open tickets attached to it */
  attached: number;
  /** open tickets of its areas not attached yet */
  attachable: number;
}

const countsKey = (id: string, area?: string) =>
  `/api/incident/${id}/tickets${area ? `?area=${encodeURIComponent(area)}` : ''}`;
/** The counts of an incident, `attachable` only in `area` when given. */
export const useIncidentTickets = (id: string | undefined, area?: string) =>
  useSWR<IncidentTicketCounts>(id ? countsKey(id, area) : null, fetcher);

/** After tickets changed in bulk: every cached ticket list and count reads again. */
export function refreshTickets() {
  void mutate((key) => typeof key === 'string' && (key.startsWith('/api/ticket') || key.startsWith('/api/incident/')));
  recountLeads();
  recountTickets();
}

const failure = (err: unknown, what: string) => {
  if (err instanceof ApiError && err.status === 401) return;
  toast.error(`${what}: ${err instanceof Error ? err.message : String(err)}`);
};

/** Attaches every open ticket of the incident's areas (or of `area` only); says how many in a toast. */
export async function attachAll(incident: Pick<Incident, '_id' | 'title'>, area?: string): Promise<boolean> {
  try {
    const { attached } = await apiFetch<{ attached: number }>(countsKey(incident._id, area), { method: 'POST' });
    toast.success(
      attached === 1 ? `1 ticket attached to ${incident.title}` : `${attached} tickets attached to ${incident.title}`,
    );
    refreshTickets();
    return true;
  } catch (err) {
    failure(err, 'Could not attach the tickets');
    return false;
  }
}

/** Resolves every attached open ticket with one public reply (Nepali to those written in Nepali). */
export async function resolveTickets(incidentId: string, reply: string, replyNe: string): Promise<number | undefined> {
  try {
    const { resolved } = await apiFetch<{ resolved: number }>(`/api/incident/${incidentId}/resolve-tickets`, {
      method: 'POST',
      json: { reply, reply_ne: replyNe },
    });
    toast.success(resolved === 1 ? '1 ticket resolved and answered' : `${resolved} tickets resolved and answered`);
    refreshTickets();
    return resolved;
  } catch (err) {
    failure(err, 'Could not resolve the tickets');
    return undefined;
  }
}

/** What the resolve dialog proposes to tell the customers, in each language. */
export const resolvedReply = (incident: Pick<Incident, 'title' | 'title_ne'>) => ({
  en: `The fault behind your report (${incident.title}) has been repaired and your service should be back. If it is not, please restart your router and ONU, then add a message here.`,
  ne: `तपाईंले दर्ता गर्नुभएको समस्या (${incident.title_ne || incident.title}) मर्मत भइसकेको छ, अब सेवा फेरि चल्नुपर्छ। अझै चलेन भने राउटर र ONU रिस्टार्ट गर्नुहोस्, अनि यहाँ सन्देश लेख्नुहोस्।`,
});
