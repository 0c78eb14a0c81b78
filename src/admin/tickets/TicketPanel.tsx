import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { TICKET_NOTE_MAX, TICKET_PRIORITIES, type TicketClock, type TicketEvent } from '../../lib/tickets.ts';
import { ApiError, apiFetch } from '../lib/api.ts';
import { replaceInList } from '../lib/list-page.ts';
import type { AdminRecord, Resource } from '../resources/types.ts';
import { LeadPanel } from '../leads/LeadPanel.tsx';
import { AssigneePicker } from '../leads/assignee.tsx';
import { recountLeads, statusLabel } from '../leads/status.ts';
import { recountTickets } from './TicketBadge.tsx';
import { TicketIncident } from './TicketIncident.tsx';
import { TicketSpeedtest } from './TicketSpeedtest.tsx';

const hours = (h: number) => `${h.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;

/**
 * In a ticket's details: its clocks (first response due, time against the repair limit, the
 * compensation mark), priority, the public story with a reply box, then the leads' status and notes.
 */
export function TicketPanel({ resource, record }: { resource: Resource; record: AdminRecord }) {
  const clock = record.clock as TicketClock | undefined;
  const events = (Array.isArray(record.events) ? record.events : []) as TicketEvent[];
  const [reply, setReply] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function change(update: { priority?: string; reply?: string }) {
    setBusy(true);
    try {
      const updated = await apiFetch<AdminRecord>(`${resource.api}/${encodeURIComponent(record._id)}`, {
        method: 'PATCH',
        json: update,
      });
      await replaceInList(resource.api, updated);
      recountLeads();
      recountTickets();
      setError('');
      return true;
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        setError(err instanceof Error ? err.message : 'Could not save');
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function sendReply(e: FormEvent) {
    e.preventDefault();
    if (!reply.trim()) return setError('Write a reply first');
    if (await change({ reply })) setReply('');
  }

  return (
    <>
      {clock && (
        <div className="py-3" data-testid="ticket-clock">
          <dt className="text-sm font-medium text-slate-500">Response and repair</dt>
          <dd className="mt-1 flex flex-wrap gap-2 text-sm text-slate-800">
            {record.firstResponseAt ? (
              <span>First response {formatDateTime(String(record.firstResponseAt))}</span>
            ) : (
              <span>First response due {formatDateTime(clock.firstResponseDue)}</span>
            )}
            {clock.overdue && <span className="badge bg-red-100 text-red-800">Overdue</span>}
            <span>· {hours(clock.elapsedHours)} since the report</span>
            {clock.compensation && <span className="badge badge-amber">Eligible for compensation</span>}
          </dd>
        </div>
      )}
      {/* Who works on it, before the incident and the story: the desk's first question. */}
      <AssigneePicker resource={resource} record={record} />
      <TicketIncident resource={resource} record={record} />
      <TicketSpeedtest id={String(record.speedtestId ?? '')} planId={String(record.planId ?? '')} />
      <div className="py-3">
        <dt className="text-sm font-medium text-slate-500">
          <label htmlFor={`priority-${record._id}`}>Priority</label>
        </dt>
        <dd className="mt-1">
          <select
            id={`priority-${record._id}`}
            className="input w-40"
            value={String(record.priority || 'normal')}
            disabled={busy}
            onChange={(e) => change({ priority: e.target.value })}
          >
            {TICKET_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {statusLabel(p)}
              </option>
            ))}
          </select>
        </dd>
      </div>
      <div className="py-3">
        <dt className="text-sm font-medium text-slate-500">What the customer sees</dt>
        <dd className="mt-2 space-y-3">
          <ol className="space-y-2" aria-label="Public story">
            {events.map((e, i) => (
              <li
                key={`${e.at}-${i}`}
                className={`rounded-md px-3 py-2 text-sm ${e.type === 'reply' ? 'bg-brand-50' : e.type === 'customer' ? 'bg-amber-50' : 'bg-slate-50'}`}
              >
                <p className="break-words whitespace-pre-wrap text-slate-900">
                  {e.type === 'status' ? `Status: ${statusLabel(String(e.status))}` : e.text}
                </p>
                <p className="mt-1 text-xs text-slate-500">
                  {e.type === 'reply' ? 'Reply' : e.type === 'customer' ? 'From the customer' : 'Status change'} ·{' '}
                  {formatDateTime(e.at)}
                </p>
              </li>
            ))}
          </ol>
          <form onSubmit={sendReply} className="space-y-2" noValidate>
            <label htmlFor={`reply-${record._id}`} className="text-sm text-slate-700">
              Public reply (shown on the tracking page)
            </label>
            <textarea
              id={`reply-${record._id}`}
              className="input min-h-16"
              rows={2}
              maxLength={TICKET_NOTE_MAX}
              value={reply}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `reply-error-${record._id}` : undefined}
              onChange={(e) => setReply(e.target.value)}
            />
            {error && (
              <p id={`reply-error-${record._id}`} className="text-sm text-red-700" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
              {busy ? 'Sending…' : 'Send reply'}
            </button>
          </form>
        </dd>
      </div>
      <LeadPanel resource={resource} record={record} assignee={false} />
    </>
  );
}
