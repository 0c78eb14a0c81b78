import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import { type Incident, isOpen, shortNotice, timeline } from '../../lib/incidents.ts';
import { TOASTS } from '../../lib/messages.ts';
import { apiFetch, fetcher, listError } from '../lib/api.ts';
import { refreshPublishState } from '../lib/publish.ts';
import type { ScreenProps } from '../resources/types.ts';
import { IncidentForm } from './IncidentForm.tsx';
import { HistoryPanel } from '../components/HistoryPanel.tsx';
import { UpdateForm } from './UpdateForm.tsx';
import type { IncidentTicketCounts } from './incident-tickets.ts';
import { IncidentTickets } from './IncidentTickets.tsx';
import { useMayUse } from '../lib/role.ts';
import { ResolveTicketsDialog } from './ResolveTicketsDialog.tsx';
import { KIND_WORDS, SERVICE_WORDS, STATUS_WORDS } from './words.ts';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { useRemove } from '../lib/use-remove.tsx';

const LIST = '/api/incident?sort=startsAt&order=desc';
type Open = { id: string; what: 'edit' | 'update' | 'resolve' } | { id: 'new'; what: 'edit' } | null;

const statusTone = (i: Incident) =>
  i.status === 'resolved'
    ? 'badge bg-emerald-50 text-emerald-800'
    : isOpen(i)
      ? 'badge bg-red-50 text-red-800'
      : 'badge badge-amber';

/** Network status (issue 29): open incidents and planned maintenance first, then the resolved. */
export function IncidentsScreen({ section }: ScreenProps) {
  const { data, error, mutate } = useSWR<Incident[]>(LIST, fetcher);
  const [open, setOpen] = useState<Open>(null);
  // The attached tickets to resolve with one reply, offered once their incident is resolved.
  const [offer, setOffer] = useState<{ incident: Incident; count: number } | null>(null);
  // Opened from the ticket list of an area (?update=<id>): that incident's update form.
  useEffect(() => {
    const wanted = new URLSearchParams(location.search).get('update');
    if (wanted) setOpen({ id: wanted, what: 'update' });
  }, []);
  // Delete to the trash, with Undo, as every other list does (issue 42).
  const { deleting, remove } = useRemove(
    { api: '/api/incident', word: 'incident', singular: 'Incident', toasts: TOASTS.incident },
    { removed: () => void mutate(), retry: () => void mutate() },
    (record) => open?.id === record._id && setOpen(null),
  );
  const incidents = data ?? [];
  const current = incidents.filter((i) => i.status !== 'resolved');
  const resolved = incidents.filter((i) => i.status === 'resolved');

  const saved = (incident: Incident, created: boolean) => {
    void mutate();
    setOpen(null);
    toast.success(created ? TOASTS.incident.created : TOASTS.incident.updated);
    refreshPublishState();
    if (incident.status === 'resolved') void offerResolving(incident);
  };

  // A version chosen in the edit form's History: the card shows it, its form stays open on it.
  const [restoredAt, setRestoredAt] = useState(0);
  const restored = async () => {
    await mutate();
    setRestoredAt(Date.now());
    toast.success('Version restored');
    refreshPublishState();
  };

  // The incident's tickets are support's work (issue 30): an editor writes the incident and its updates only.
  const worksTickets = useMayUse('incidentTickets');

  async function offerResolving(incident: Incident) {
    const counts = await apiFetch<IncidentTicketCounts>(`/api/incident/${incident._id}/tickets`).catch(() => undefined);
    if (counts?.attached) setOffer({ incident, count: counts.attached });
  }

  const card = (i: Incident) => {
    const notice = i.createdAt ? shortNotice(i, new Date(i.createdAt)) : undefined;
    const editing = open && open.id === i._id ? open.what : null;
    return (
      <li key={i._id} className="card p-4" aria-label={i.title}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900">{i.title}</h3>
            {i.title_ne && (
              <p lang="ne" className="text-sm text-slate-600">
                {i.title_ne}
              </p>
            )}
            <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
              <span className="badge">{KIND_WORDS[i.kind]}</span>
              <span className={statusTone(i)}>{STATUS_WORDS[i.status]}</span>
              {notice && (
                <span className="badge badge-amber" title="Announced less than 72 hours before the window">
                  Short notice ({notice.hours} h)
                </span>
              )}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {i.areas.length ? i.areas.join(', ') : 'Whole network'}
              {i.services.length ? ` · ${i.services.map((s) => SERVICE_WORDS[s] ?? s).join(', ')}` : ''}
            </p>
            <p className="text-sm text-slate-600">
              {formatDateTime(i.startsAt)}
              {i.endsAt ? ` – ${formatDateTime(i.endsAt)}` : ''}
            </p>
          </div>
          {!editing && (
            <div className="flex flex-wrap gap-2">
              {i.status !== 'resolved' && (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => setOpen({ id: i._id, what: 'update' })}
                >
                  Post an update
                </button>
              )}
              {i.status !== 'resolved' && (
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  onClick={() => setOpen({ id: i._id, what: 'resolve' })}
                >
                  Resolve
                </button>
              )}
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => setOpen({ id: i._id, what: 'edit' })}
              >
                Edit
              </button>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                onClick={() => void remove({ ...i })}
                disabled={deleting === i._id}
              >
                {deleting === i._id ? 'Deleting…' : 'Delete'}
              </button>
            </div>
          )}
        </div>
        {worksTickets && <IncidentTickets incident={i} onResolveTickets={() => void offerResolving(i)} />}
        {i.updates.length > 0 && (
          <ol className="mt-3 space-y-1 border-l-2 border-slate-200 pl-3 text-sm" aria-label="Timeline">
            {timeline(i).map((u) => (
              <li key={`${u.at}-${u.text}`}>
                <span className="font-medium">{STATUS_WORDS[u.status]}</span>{' '}
                <span className="text-slate-500">{formatDateTime(u.at)}</span> — {u.text}
              </li>
            ))}
          </ol>
        )}
        {(editing === 'update' || editing === 'resolve') && (
          <UpdateForm
            incident={i}
            resolve={editing === 'resolve'}
            onSaved={(s) => saved(s, false)}
            onCancel={() => setOpen(null)}
          />
        )}
        {editing === 'edit' && (
          <div className="mt-3 space-y-4">
            <IncidentForm key={restoredAt} incident={i} onSaved={saved} onCancel={() => setOpen(null)} />
            <HistoryPanel resource={{ api: '/api/incident' }} record={{ ...i }} onRestored={restored} />
          </div>
        )}
      </li>
    );
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle title={section.title}>
          Outages and planned maintenance, shown on the Network status page; an open one puts a banner on every page.
        </ScreenTitle>
        {open?.id !== 'new' && (
          <button type="button" className="btn btn-primary" onClick={() => setOpen({ id: 'new', what: 'edit' })}>
            New incident
          </button>
        )}
      </div>
      {offer && <ResolveTicketsDialog {...offer} onClose={() => setOffer(null)} />}
      {open?.id === 'new' && <IncidentForm onSaved={saved} onCancel={() => setOpen(null)} />}
      {error && !data ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError(error, 'incidents')}
        </p>
      ) : !data ? (
        <p role="status" className="text-sm text-slate-500">
          Loading incidents...
        </p>
      ) : (
        <>
          <section aria-labelledby="incidents-current">
            <h2 id="incidents-current" className="mb-2 text-base font-semibold text-slate-800">
              Open and planned
            </h2>
            {current.length ? (
              <ul className="space-y-3">{current.map(card)}</ul>
            ) : (
              <p className="text-sm text-slate-600">Nothing open or planned.</p>
            )}
          </section>
          <section aria-labelledby="incidents-resolved">
            <h2 id="incidents-resolved" className="mb-2 text-base font-semibold text-slate-800">
              Resolved
            </h2>
            {resolved.length ? (
              <ul className="space-y-3">{resolved.map(card)}</ul>
            ) : (
              <p className="text-sm text-slate-600">No resolved incidents yet.</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
