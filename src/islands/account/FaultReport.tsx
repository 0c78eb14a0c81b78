/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { TICKET_CATEGORIES } from '../../lib/ticket-form.ts';
import { fill } from '../../i18n/fill.ts';
import { type Account, type Words, call } from './types.ts';

/**
 * A fault report from My account: the customer's ID, registered mobile, area and package are theirs
 * already (the server takes the ID and package from the session), so only what is wrong is asked.
 */
export function FaultReport({ words, account, onFiled }: { words: Words; account: Account; onFiled: () => void }) {
  const { t: all, categories, lang } = words;
  const t = all.tickets;
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [filed, setFiled] = useState<{ number: string; trackUrl: string } | null>(null);
  const c = account.customer;

  async function send(e: Event) {
    e.preventDefault();
    setBusy(true);
    setError('');
    const res = await call('POST', '/api/ticket', {
      name: c.name,
      phone: c.phone,
      email: c.email || undefined,
      customerId: c.customerId,
      area: c.area || '-',
      planId: c.plan?.id ?? '',
      category,
      description,
      lang,
    });
    setBusy(false);
    if (res.status !== 201) return setError(res.data?.message ?? t.failed);
    setFiled(res.data);
    setOpen(false);
    setCategory('');
    setDescription('');
    onFiled();
  }

  return (
    <div className="mt-4">
      {filed && (
        <p className="mb-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" role="status">
          {fill(t.done, { number: filed.number })}{' '}
          <a className="font-semibold underline" href={filed.trackUrl}>
            {t.track}
          </a>
        </p>
      )}
      {!open ? (
        <button type="button" className="btn-accent w-full px-6 sm:w-auto" onClick={() => setOpen(true)}>
          {t.report}
        </button>
      ) : (
        <form onSubmit={send} className="space-y-3 rounded-lg border border-slate-200 p-4" noValidate>
          <p className="text-sm text-slate-600">{t.prefilled}</p>
          <label htmlFor="fault-category" className="field-label">
            {words.fields.category}
          </label>
          <select
            id="fault-category"
            className="field-input"
            value={category}
            onChange={(e) => setCategory(e.currentTarget.value)}
          >
            <option value="" />
            {TICKET_CATEGORIES.map((k) => (
              <option key={k} value={k}>
                {categories[k]}
              </option>
            ))}
          </select>
          <label htmlFor="fault-description" className="field-label">
            {words.fields.description}
          </label>
          <textarea
            id="fault-description"
            className="field-input"
            rows={4}
            maxLength={2000}
            value={description}
            onInput={(e) => setDescription(e.currentTarget.value)}
          />
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-accent px-6" disabled={busy || !category || !description.trim()}>
              {busy ? t.sending : t.send}
            </button>
            <button type="button" className="btn-outline px-6" onClick={() => setOpen(false)}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
