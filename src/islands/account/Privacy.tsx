/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { fill } from '../../i18n/fill.ts';
import { formatWhen } from '../../lib/format-date.ts';
import { type Account, type Words, call } from './types.ts';

/** The customer's choices of news of problems in their area, saved as they change. */
export function Choices({ words, account, phone }: { words: Words; account: Account; phone: string }) {
  const t = words.t.choices;
  const [choices, setChoices] = useState(account.choices);
  const [saved, setSaved] = useState(false);
  const email = account.customer.email;
  async function change(key: 'statusSms' | 'statusEmail', value: boolean) {
    setSaved(false);
    const res = await call('PUT', '/api/account/choices', { [key]: value });
    if (res.status === 200) {
      setChoices(res.data.choices);
      setSaved(true);
    }
  }
  const box = (key: 'statusSms' | 'statusEmail', label: string, disabled = false) => (
    <label className="flex items-start gap-3 py-1">
      <input
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0"
        checked={choices[key]}
        disabled={disabled}
        onChange={(e) => change(key, e.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <section className="card p-6 sm:p-8" aria-labelledby="choices-title">
      <h2 id="choices-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      <div className="mt-3" role="group" aria-labelledby="choices-title">
        {box('statusSms', fill(t.sms, { phone }))}
        {email ? box('statusEmail', fill(t.email, { email })) : box('statusEmail', t.noEmail, true)}
      </div>
      <p className="mt-1 h-5 text-sm text-emerald-800" role="status">
        {saved ? t.saved : ''}
      </p>
    </section>
  );
}

/** "Download my data" and "Ask to delete my account" (Individual Privacy Act 2075). */
export function YourData({ words, account, reload }: { words: Words; account: Account; reload: () => void }) {
  const t = words.t.data;
  const [confirming, setConfirming] = useState(false);
  async function ask() {
    await call('POST', '/api/account/deletion');
    setConfirming(false);
    reload();
  }
  return (
    <section className="card p-6 sm:p-8" aria-labelledby="data-title">
      <h2 id="data-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      <div className="mt-4 flex flex-wrap gap-3">
        <a className="btn-outline px-6" href="/api/account/data" download>
          {t.download}
        </a>
        {!account.deletionRequestedAt && !confirming && (
          <button type="button" className="btn-outline px-6" onClick={() => setConfirming(true)}>
            {t.delete}
          </button>
        )}
      </div>
      {confirming && (
        <div className="mt-4 rounded-lg bg-slate-50 p-4" role="alertdialog" aria-labelledby="delete-confirm">
          <p id="delete-confirm">{t.confirm}</p>
          <button type="button" className="btn-accent mt-3 px-6" onClick={ask}>
            {t.yes}
          </button>
        </div>
      )}
      {account.deletionRequestedAt && (
        <p className="mt-4 text-sm text-slate-700" role="status">
          {fill(t.requested, { date: formatWhen(words.lang, account.deletionRequestedAt) })}
        </p>
      )}
    </section>
  );
}
