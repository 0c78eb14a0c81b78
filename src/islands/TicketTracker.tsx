/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { showConfirmation } from './utils/confirmation.ts';
import type { Lang } from '../i18n/paths.ts';
import type { SupportMessages } from '../i18n/support-en.ts';
import { fill } from '../i18n/fill.ts';
import { formatWhen, unbroken } from '../lib/format-date.ts';
import type { SubscribeMessages } from '../i18n/subscribe-en.ts';
import { TICKET_NOTE_MAX } from '../lib/ticket-form.ts';
import type { TicketEvent } from '../lib/tickets.ts';
import StatusSubscribe from './StatusSubscribe.tsx';
import { Labelled } from './Labelled.tsx';
import { creditText, type CustomerCredit } from './credit-text.ts';

interface Props {
  lang: Lang;
  t: SupportMessages['track'];
  digits: string;
  /** the status-email offer's texts; none where the server sends no email */
  subscribe?: SubscribeMessages['form'];
  /** the listed areas: the ticket's own may be offered status emails */
  areas: { name: string; name_ne: string; label: string }[];
}
interface Tracked {
  number: string;
  status: keyof SupportMessages['track']['statuses'];
  area: string;
  createdAt: string;
  firstResponseAt: string | null;
  resolvedAt: string | null;
  events: TicketEvent[];
  clock: { elapsedHours: number; compensation: boolean; repairLimitHours: number };
  /** credits approved for this fault, one per month its outage ran into */
  credits?: CustomerCredit[];
}

/** Nepal time, as the customer reads it, the same on every browser ('26 Nov 2026, 16:05'; BS in Nepali). */
const when = (iso: string, lang: Lang) => unbroken(formatWhen(lang, iso));

/** /support/track?t=…: the ticket the private link opens, its story, and a box to add information. */
export default function TicketTracker({ lang, t, digits, subscribe, areas }: Props) {
  const [ticket, setTicket] = useState<Tracked | null>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'missing' | 'failed'>('loading');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const token = typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('t') ?? '');
  const api = `/api/ticket/track?t=${encodeURIComponent(token)}`;

  useEffect(() => {
    fetch(api, { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        // The body is read whatever the answer: an unread one keeps the request open in the browser.
        const body = await res.json().catch(() => null);
        if (res.status === 404) return setState('missing');
        if (!res.ok || !body) return setState('failed');
        setTicket(body);
        setState('shown');
      })
      .catch(() => setState('failed'));
  }, [api]);

  const add = async (e: Event) => {
    e.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    try {
      const res = await fetch(api, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ text }),
      });
      const body = await res.json().catch(() => null);
      // The report holds all the customer's additions it takes (the server's 429 says so): phone instead.
      if (res.status === 429 && /^This ticket already has/.test(body?.message ?? ''))
        return setNote({ ok: false, text: t.full });
      if (!res.ok || !body) throw new Error(String(res.status));
      setTicket(body);
      setText('');
      setNote({ ok: true, text: t.sent });
    } catch {
      setNote({ ok: false, text: t.error });
    } finally {
      setSending(false);
    }
  };

  if (state !== 'shown' || !ticket)
    return (
      <p className="card p-6 text-slate-700" role={state === 'loading' ? 'status' : 'alert'} data-testid="track-state">
        {state === 'loading' ? t.loading : state === 'missing' ? t.notFound : t.unavailable}
      </p>
    );
  const n = (v: number) => fill('{v}', { v }, digits);
  const { clock } = ticket;
  // The ticket's area as the coverage areas list it (typed in either language): its status emails.
  const typed = ticket.area.trim();
  const listed = areas.find((a) => a.name.toLowerCase() === typed.toLowerCase() || (a.name_ne && a.name_ne === typed));
  return (
    <div className="space-y-6" data-testid="tracked-ticket">
      <section className="card p-6 sm:p-8" aria-labelledby="track-number">
        <p className="text-sm text-slate-600">{t.ticket}</p>
        <h2 id="track-number" className="font-mono text-3xl font-bold text-brand-800">
          {ticket.number}
        </h2>
        <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t.status}</dt>
            <dd className="font-semibold text-slate-900" data-testid="track-status">
              {t.statuses[ticket.status] ?? ticket.status}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t.reported}</dt>
            <dd className="font-semibold text-slate-900">{when(ticket.createdAt, lang)}</dd>
          </div>
          {ticket.firstResponseAt && (
            <div>
              <dt className="text-slate-600">{t.firstResponse}</dt>
              <dd className="font-semibold text-slate-900">{when(ticket.firstResponseAt, lang)}</dd>
            </div>
          )}
          {ticket.resolvedAt && (
            <div>
              <dt className="text-slate-600">{t.resolved}</dt>
              <dd className="font-semibold text-slate-900">{when(ticket.resolvedAt, lang)}</dd>
            </div>
          )}
          <div>
            <dt className="text-slate-600">{ticket.resolvedAt ? t.elapsedRepaired : t.elapsed}</dt>
            <dd className="font-semibold text-slate-900">
              {clock.elapsedHours < 1 ? t.underHour : fill(t.hours, { n: n(clock.elapsedHours) })}{' '}
              <span className="font-normal text-slate-600">({fill(t.limit, { n: n(clock.repairLimitHours) })})</span>
            </dd>
          </div>
        </dl>
        {ticket.credits?.map((c) => (
          <p
            key={c.periodStart}
            className="mt-5 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900"
            data-testid="track-credit"
          >
            {fill(t.credit, creditText(lang, t.creditGiven, c))}
          </p>
        ))}
        {clock.compensation && !ticket.credits?.length && (
          <p className="mt-5 rounded-lg bg-amber-50 p-4 text-sm text-amber-900" data-testid="track-compensation">
            {fill(t.compensation, { n: n(clock.repairLimitHours) })}
          </p>
        )}
      </section>
      <section className="card p-6 sm:p-8" aria-labelledby="track-story">
        <h2 id="track-story" className="text-xl font-bold text-slate-900">
          {t.story}
        </h2>
        <ol className="mt-4 space-y-3">
          {ticket.events.map((e, i) => (
            <li
              key={`${e.at}-${i}`}
              className={`rounded-lg p-4 ${e.type === 'reply' ? 'bg-brand-50' : 'bg-slate-50'}`}
              data-testid={`event-${e.type}`}
            >
              <p className="text-xs text-slate-600">
                {i === 0 && e.type === 'status' && e.status === 'new' ? t.filed : t.from[e.type]} ·{' '}
                <time dateTime={e.at}>{when(e.at, lang)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">
                {e.type === 'status' ? (t.statuses[e.status as Tracked['status']] ?? e.status) : e.text}
              </p>
            </li>
          ))}
        </ol>
        <form onSubmit={add} className="mt-6 space-y-2" noValidate>
          <Labelled
            id="track-add"
            label={t.add}
            hint={t.addHint}
            rows={3}
            value={text}
            onValue={setText}
            maxLength={TICKET_NOTE_MAX}
          />
          {note && (
            <p
              key={note.text}
              className={note.ok ? 'text-sm text-emerald-800 outline-none' : 'field-error'}
              role="status"
              tabIndex={-1}
              ref={note.ok ? showConfirmation : undefined}
            >
              {note.text}
            </p>
          )}
          <button type="submit" className="btn-accent px-6" disabled={sending || !text.trim()}>
            {sending ? t.sending : t.send}
          </button>
        </form>
      </section>
      {listed && subscribe && <StatusSubscribe lang={lang} t={subscribe} area={listed} />}
    </div>
  );
}
