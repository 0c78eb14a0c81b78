import { useState } from 'react';
import useSWR from 'swr';
import { ticketAreaName } from '../../lib/incident-tickets.ts';
import { type Incident, openIncidentsFor } from '../../lib/incidents.ts';
import { Link } from '../components/Link.tsx';
import { ApiError, apiFetch, fetcher } from '../lib/api.ts';
import { replaceInList } from '../lib/list-page.ts';
import type { AdminRecord, Resource } from '../resources/types.ts';
import { attachAll, refreshTickets, useIncidentTickets } from '../incidents/incident-tickets.ts';
import { STATUS_WORDS } from '../incidents/words.ts';
import { AttachAllButton } from '../incidents/IncidentTickets.tsx';

export const useAreas = () => useSWR<{ name: string; name_ne: string; district: string }[]>('/api/area', fetcher);

/**
 * In a ticket's details (issue 29): the incident it is attached to (detach), or else the open
 * incident of its area, if there is one, so the desk answers with what the network team already
 * knows: attach this ticket, or every open ticket of the area at once.
 */
export function TicketIncident({ resource, record }: { resource: Resource; record: AdminRecord }) {
  const { data } = useSWR<Incident[]>('/api/incident', fetcher);
  // The customer may have named the area in Nepali (इटहरी-६); incidents name it in English.
  const { data: areas } = useAreas();
  const typed = String(record.area ?? '');
  const area = ticketAreaName(areas ?? [], typed);
  const attachedId = String(record.incidentId ?? '');
  const attached = attachedId ? data?.find((i) => i._id === attachedId) : undefined;
  const [open] = area && !attachedId ? openIncidentsFor(data ?? [], area) : [];
  const { data: counts } = useIncidentTickets(open?._id, area);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function link(incidentId: string | null) {
    setBusy(true);
    try {
      const updated = await apiFetch<AdminRecord>(`${resource.api}/${encodeURIComponent(record._id)}`, {
        method: 'PATCH',
        json: { incidentId },
      });
      await replaceInList(resource.api, updated);
      refreshTickets();
      setError('');
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        setError(err instanceof Error ? err.message : 'Could not save');
    } finally {
      setBusy(false);
    }
  }

  const shown = attached ?? open;
  if (!shown && !attachedId) return null;
  return (
    <div className="py-3" data-testid="ticket-incident">
      <dt className="text-sm font-medium text-slate-500">
        {attachedId ? 'Attached to the incident' : `Known fault in ${area}`}
      </dt>
      <dd className="mt-1 space-y-2 text-sm text-slate-800">
        <p className="flex flex-wrap items-center gap-2">
          {shown ? (
            <>
              <span
                className={`badge ${shown.status === 'resolved' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'}`}
              >
                {STATUS_WORDS[shown.status]}
              </span>
              <span className="font-medium">{shown.title}</span>
              <Link href="/admin/incidents" className="font-semibold text-brand-700 underline">
                {attachedId ? 'Open Incidents' : 'Post an update in Incidents'}
              </Link>
            </>
          ) : (
            <span className="text-slate-500">An incident no longer listed</span>
          )}
        </p>
        <p className="flex flex-wrap gap-2">
          {attachedId ? (
            <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => link(null)}>
              Detach
            </button>
          ) : (
            open && (
              <>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={busy}
                  onClick={() => link(open._id)}
                >
                  Attach this ticket
                </button>
                {counts && counts.attachable > 0 && (
                  <AttachAllButton busy={busy} setBusy={setBusy} attach={() => attachAll(open, area)}>
                    Attach all open tickets of this area ({counts.attachable})
                  </AttachAllButton>
                )}
              </>
            )
          )}
        </p>
        {error && (
          <p className="text-sm text-red-700" role="alert">
            {error}
          </p>
        )}
      </dd>
    </div>
  );
}
