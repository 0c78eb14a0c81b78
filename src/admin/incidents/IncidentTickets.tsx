import { type ReactNode, useState } from 'react';
import { type Incident, isOpen } from '../../lib/incidents.ts';
import { attachAll, useIncidentTickets } from './incident-tickets.ts';
import { Link } from '../components/Link.tsx';

/**
 * On an incident's card: how many open tickets are attached, attaching the rest of its areas',
 * and, once it is resolved with tickets still open, resolving them with one reply.
 */
export function IncidentTickets({ incident, onResolveTickets }: { incident: Incident; onResolveTickets: () => void }) {
  const { data } = useIncidentTickets(incident._id);
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const resolved = incident.status === 'resolved';
  // Planned maintenance not begun and resolved incidents speak only of tickets still attached.
  if (!isOpen(incident) && data.attached === 0) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="incident-tickets">
      <span>
        {data.attached === 0
          ? 'No open tickets attached'
          : data.attached === 1
            ? '1 open ticket attached'
            : `${data.attached} open tickets attached`}
      </span>
      {data.attached > 0 && (
        <Link href={`/admin/tickets?incident=${incident._id}`} className="font-semibold text-brand-700 underline">
          See them
        </Link>
      )}
      {!resolved && data.attachable > 0 && (
        <AttachAllButton busy={busy} setBusy={setBusy} attach={() => attachAll(incident)}>
          {busy ? 'Attaching…' : `Attach all open tickets of its areas (${data.attachable})`}
        </AttachAllButton>
      )}
      {resolved && (
        <button type="button" className="btn btn-primary btn-sm" onClick={onResolveTickets}>
          Resolve them with one reply
        </button>
      )}
    </p>
  );
}

/** "Attach all open tickets of …", on an incident's card and on a ticket: busy while they are attached. */
export function AttachAllButton({
  busy,
  setBusy,
  attach,
  children,
}: {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  attach: () => Promise<unknown>;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="btn btn-secondary btn-sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await attach();
        setBusy(false);
      }}
    >
      {children}
    </button>
  );
}
