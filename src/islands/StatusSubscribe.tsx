/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { showConfirmation } from './utils/confirmation.ts';
import { fill } from '../i18n/fill.ts';
import type { Lang } from '../i18n/paths.ts';
import type { SubscribeMessages } from '../i18n/subscribe-en.ts';
import { postJson } from './utils/post-json.ts';

interface Props {
  lang: Lang;
  t: SubscribeMessages['form'];
  /** the area, by its English name and as the visitor reads it */
  area: { name: string; label: string };
}

/**
 * "Get status emails" for one area (issue 29), on a ticket's tracking page (/status has a plain
 * form, src/components/StatusSubscribeForm.astro): the server emails a link to confirm, and
 * nothing else is sent before it is opened.
 */
export default function StatusSubscribe({ lang, t, area }: Props) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const id = 'track-subscribe';

  const send = async (e: Event) => {
    e.preventDefault();
    if (sending) return;
    setSending(true);
    const res = await postJson('/api/subscription', { email, area: area.name, lang });
    setSending(false);
    if (res.ok) {
      setAnswer({ ok: true, text: fill(t.sent, { email: email.trim() }) });
      setEmail('');
    } else
      setAnswer({
        ok: false,
        text: res.status === 503 ? t.unavailable : res.status === 429 ? t.tooMany : t.error,
      });
  };

  return (
    <form onSubmit={send} className="card p-6 sm:p-8" aria-labelledby={`${id}-title`} data-testid={id} noValidate>
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-2 text-slate-700">{fill(t.leadArea, { area: area.label })}</p>
      <div className="mt-5">
        <div>
          <label htmlFor={`${id}-email`} className="field-label">
            {t.email}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            required
            className="field-input"
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
          />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={sending || !email.trim()}>
          {sending ? t.sending : t.send}
        </button>
        <p className="text-sm text-slate-600">{t.privacy}</p>
      </div>
      {answer && (
        <p
          key={answer.text}
          tabIndex={-1}
          ref={answer.ok ? showConfirmation : undefined}
          role={answer.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-lg p-4 text-sm outline-none ${answer.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
          data-testid={`${id}-answer`}
        >
          {answer.text}
        </p>
      )}
    </form>
  );
}
