import useSWR from 'swr';
import { findArea } from '../../lib/coverage-match.ts';
import { type Incident, openIncidentsFor } from '../../lib/incidents.ts';
import { Link } from '../components/Link.tsx';
import { fetcher } from '../lib/api.ts';
import { statusLabel } from '../leads/status.ts';

/**
 * In a ticket's details: the open incident of the ticket's area, if there is one (issue 29), so the
 * desk answers with what the network team already knows and posts the news where every customer
 * of the area sees it, on the status page.
 */
export function TicketIncident({ area: typed }: { area: string }) {
  const { data } = useSWR<Incident[]>('/api/incident', fetcher);
  // The customer may have named the area in Nepali (इटहरी-६); incidents name it in English.
  const { data: areas } = useSWR<{ name: string; name_ne: string; district: string }[]>('/api/area', fetcher);
  const area = (typed && findArea(areas ?? [], typed)?.name) || typed;
  const [incident] = area ? openIncidentsFor(data ?? [], area) : [];
  if (!incident) return null;
  return (
    <div className="py-3" data-testid="ticket-incident">
      <dt className="text-sm font-medium text-slate-500">Known fault in {area}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <span className="badge bg-red-50 text-red-800">{statusLabel(incident.status)}</span>
        <span className="font-medium">{incident.title}</span>
        <Link href="/admin/incidents" className="font-semibold text-brand-700 underline">
          Post an update in Incidents
        </Link>
      </dd>
    </div>
  );
}
