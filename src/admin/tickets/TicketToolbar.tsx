import useSWR from 'swr';
import { type Incident, openIncidentsFor } from '../../lib/incidents.ts';
import { TICKET_CATEGORIES } from '../../lib/tickets.ts';
import { fetcher } from '../lib/api.ts';
import { navigate } from '../lib/router.ts';
import { StatusTabs } from '../leads/StatusTabs.tsx';
import { valueLabel } from '../leads/status.ts';
import type { ToolbarProps } from '../resources/types.ts';
import { useAreas } from './TicketIncident.tsx';

/**
 * Above the ticket list: the leads' status tabs and export, then the area, category and overdue
 * filters; with an area chosen that has an open incident, one click to post an update to it.
 */
export function TicketToolbar(props: ToolbarProps) {
  const { filter, onFilter } = props;
  const { data: areas } = useAreas();
  const { data: incidents } = useSWR<Incident[]>('/api/incident', fetcher);
  const [incident] = filter.area ? openIncidentsFor(incidents ?? [], filter.area) : [];
  const set = (field: string, value: string) => {
    const next = { ...filter };
    if (value) next[field] = value;
    else delete next[field];
    onFilter(next);
  };
  return (
    <div>
      <StatusTabs {...props} />
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-3 py-2 text-sm">
        <label className="flex items-center gap-2">
          Area
          <select
            className="input min-h-0 w-40 py-1"
            aria-label="Area"
            value={filter.area ?? ''}
            onChange={(e) => set('area', e.target.value)}
          >
            <option value="">Every area</option>
            {/* A filter a link opened the list with stays choosable, listed area or not. */}
            {filter.area && !areas?.some((a) => a.name === filter.area) && (
              <option value={filter.area}>{filter.area}</option>
            )}
            {areas?.map((a) => (
              <option key={a.name} value={a.name}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        {incident && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            title={incident.title}
            onClick={() => navigate(`/admin/incidents?update=${incident._id}`)}
          >
            Post an update to the open incident
          </button>
        )}
        <label className="flex items-center gap-2">
          Category
          <select
            className="input min-h-0 w-40 py-1"
            value={filter.category ?? ''}
            onChange={(e) => set('category', e.target.value)}
          >
            <option value="">Every category</option>
            {TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {valueLabel(c)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={filter.overdue === 'true'}
            onChange={(e) => set('overdue', e.target.checked ? 'true' : '')}
          />
          Overdue only
        </label>
      </div>
    </div>
  );
}
