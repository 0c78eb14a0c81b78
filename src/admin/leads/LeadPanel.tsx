import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { leadOf, type LeadNote } from '../../lib/entities.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { NOTE_MAX } from '../../lib/schemas/lead-update.ts';
import { ApiError, apiFetch } from '../lib/api.ts';
import { replaceInList } from '../lib/list-page.ts';
import type { AdminRecord, Resource } from '../resources/types.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { AssigneePicker } from './assignee.tsx';
import { leadName, recountLeads, statusLabel, toneOf } from './status.ts';

/**
 * In a lead's details: its assignee, its status, changed in one click, and the staff's notes. A
 * panel that shows the assignee higher up itself (the ticket's) passes `assignee={false}`.
 */
export function LeadPanel({
  resource,
  record,
  assignee = true,
}: {
  resource: Resource;
  record: AdminRecord;
  assignee?: boolean;
}) {
  const statuses = leadOf(leadName(resource.api))?.statuses ?? [];
  const status = String(record.status ?? 'new');
  const notes = (Array.isArray(record.notes) ? record.notes : []) as LeadNote[];
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');

  async function change(update: { status?: string; note?: string }) {
    const updated = await apiFetch<AdminRecord>(`${resource.api}/${encodeURIComponent(record._id)}`, {
      method: 'PATCH',
      json: update,
    });
    await replaceInList(resource.api, updated);
    recountLeads();
    return updated;
  }

  async function setStatus(next: string) {
    setBusy(next);
    try {
      await change({ status: next });
      toast.success(`Marked as ${statusLabel(next).toLowerCase()}`);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        toast.error(err instanceof Error ? err.message : 'Could not change the status');
    } finally {
      setBusy(null);
    }
  }

  async function addNote(e: FormEvent) {
    e.preventDefault();
    if (!note.trim()) return setNoteError('Write a note first');
    setBusy('note');
    try {
      await change({ note });
      setNote('');
      setNoteError('');
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        setNoteError(err instanceof Error ? err.message : 'Could not add the note');
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {assignee && <AssigneePicker resource={resource} record={record} onChanged={recountLeads} />}
      <div className="py-3">
        <dt className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-500">
          Status <StatusBadge status={status} />
          {record.statusChangedAt ? (
            <span className="text-xs font-normal text-slate-500">
              by {String(record.statusChangedBy ?? '')} · {formatDateTime(String(record.statusChangedAt))}
            </span>
          ) : null}
        </dt>
        <dd className="mt-2">
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="Change the status">
            {statuses.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={s === status}
                disabled={busy !== null || s === status}
                onClick={() => setStatus(s)}
                className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium transition-colors disabled:cursor-default ${s === status ? `${toneOf(s).badge} border-transparent ring-1 ring-inset` : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
              >
                <span className={`size-1.5 rounded-full ${toneOf(s).dot}`} aria-hidden="true" />
                {busy === s ? 'Saving…' : statusLabel(s)}
              </button>
            ))}
          </div>
        </dd>
      </div>
      <div className="py-3">
        <dt className="text-sm font-medium text-slate-500">Notes</dt>
        <dd className="mt-2 space-y-3">
          {notes.length === 0 ? (
            <p className="text-sm text-slate-500">No notes yet.</p>
          ) : (
            <ol className="space-y-2" aria-label="Notes">
              {notes.map((n, i) => (
                <li key={`${n.at}-${i}`} className="rounded-md bg-slate-50 px-3 py-2">
                  <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{n.text}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {n.author} · {formatDateTime(n.at)}
                  </p>
                </li>
              ))}
            </ol>
          )}
          <form onSubmit={addNote} className="space-y-2" noValidate>
            <label htmlFor={`note-${record._id}`} className="sr-only">
              Add a note
            </label>
            <textarea
              id={`note-${record._id}`}
              className="input min-h-16"
              rows={2}
              maxLength={NOTE_MAX}
              placeholder="Add a note: what was said, what happens next…"
              value={note}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={noteError ? `note-error-${record._id}` : undefined}
              onChange={(e) => setNote(e.target.value)}
            />
            {noteError && (
              <p id={`note-error-${record._id}`} className="text-sm text-red-700" role="alert">
                {noteError}
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-sm" disabled={busy !== null}>
              {busy === 'note' ? 'Adding…' : 'Add note'}
            </button>
          </form>
        </dd>
      </div>
    </>
  );
}
