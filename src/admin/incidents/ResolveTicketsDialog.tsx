import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Incident } from '../../lib/incidents.ts';
import { TICKET_NOTE_MAX } from '../../lib/tickets.ts';
import { resolvedReply, resolveTickets } from './incident-tickets.ts';
import { TwinTexts } from './TwinTexts.tsx';

/**
 * After an incident is resolved while tickets are still attached and open: resolve them all with
 * one public reply (shown on each tracking page and emailed), the Nepali text to those written in
 * Nepali. Staff may also leave them and answer one by one.
 */
export function ResolveTicketsDialog({
  incident,
  count,
  onClose,
}: {
  incident: Incident;
  count: number;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const proposed = resolvedReply(incident);
  const [reply, setReply] = useState(proposed.en);
  const [replyNe, setReplyNe] = useState(proposed.ne);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  const id = `resolve-tickets-${incident._id}`;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!reply.trim()) return setError('Write the reply in English');
    setBusy(true);
    const resolved = await resolveTickets(incident._id, reply, replyNe);
    setBusy(false);
    if (resolved === undefined) setError('The tickets were not changed. Try again.');
    else onClose();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-full max-w-lg rounded-lg bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/50 max-sm:mb-0 max-sm:max-w-none max-sm:rounded-b-none"
    >
      <form onSubmit={submit} noValidate className="space-y-3 p-5">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          Resolve the {count === 1 ? 'attached ticket' : `${count} attached tickets`} too?
        </h2>
        <p className="text-sm text-slate-600">
          {count === 1 ? 'It gets' : 'Each gets'} this public reply on its tracking page (and by email when the customer
          gave one), and the status Resolved.
        </p>
        <TwinTexts
          en={{ id: `${id}-en`, label: 'Reply', value: reply, set: setReply }}
          ne={{
            id: `${id}-ne`,
            label: 'Reply (Nepali, for tickets written in Nepali)',
            value: replyNe,
            set: setReplyNe,
          }}
          rows={4}
          maxLength={TICKET_NOTE_MAX}
          errorId={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="field-error">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            {busy ? 'Resolving…' : count === 1 ? 'Resolve the ticket' : `Resolve ${count} tickets`}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onClose} disabled={busy}>
            Not now
          </button>
        </div>
      </form>
    </dialog>
  );
}
