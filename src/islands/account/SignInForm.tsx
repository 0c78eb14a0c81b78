/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { normalizePhone } from '../../lib/phone.ts';
import type { AccountMessages } from '../../i18n/account-en.ts';
import { type Account, call } from './types.ts';

/** Customer ID or mobile first, then the code from the SMS. */
export function SignInForm({ t, onSignedIn }: { t: AccountMessages['signIn']; onSignedIn: (a: Account) => void }) {
  const [who, setWho] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'who' | 'code'>('who');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const phone = normalizePhone(who);
  const named = phone && /^9\d{9}$/.test(phone) ? { phone } : { customerId: who.trim() };
  const failure = (status: number) =>
    status === 429 ? t.tooMany : status === 400 ? (step === 'who' ? t.invalid : t.wrong) : t.failed;

  async function ask(e?: Event) {
    e?.preventDefault();
    if (!who.trim()) return setError(t.invalid);
    setBusy(true);
    setError('');
    const res = await call('POST', '/api/account/code', named);
    setBusy(false);
    if (res.status !== 202) return setError(failure(res.status));
    setNote(t.sent);
    setStep('code');
  }

  async function verify(e: Event) {
    e.preventDefault();
    setBusy(true);
    setError('');
    const res = await call('POST', '/api/account/verify', { ...named, code: code.replace(/\s/g, '') });
    setBusy(false);
    if (res.status !== 200) return setError(failure(res.status));
    const account = await call('GET', '/api/account');
    if (account.status === 200) onSignedIn(account.data as Account);
    else setError(t.failed);
  }

  const errorLine = error && (
    <p id="signin-error" className="field-error" role="alert">
      {error}
    </p>
  );
  return (
    <section className="card p-6 sm:p-8" aria-labelledby="signin-title">
      <h2 id="signin-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      {step === 'who' ? (
        <form onSubmit={ask} className="mt-4 space-y-3" noValidate>
          <label htmlFor="signin-who" className="field-label">
            {t.who}
          </label>
          <p id="signin-who-hint" className="text-sm text-slate-600">
            {t.whoHint}
          </p>
          <input
            id="signin-who"
            className="field-input"
            value={who}
            autoComplete="username"
            maxLength={50}
            aria-describedby={error ? 'signin-who-hint signin-error' : 'signin-who-hint'}
            aria-invalid={error ? true : undefined}
            onInput={(e) => setWho(e.currentTarget.value)}
          />
          {errorLine}
          <button type="submit" className="btn-accent w-full px-6 sm:w-auto" disabled={busy}>
            {busy ? t.sending : t.send}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} className="mt-4 space-y-3" noValidate>
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800" role="status">
            {note}
          </p>
          <label htmlFor="signin-code" className="field-label">
            {t.code}
          </label>
          <input
            id="signin-code"
            className="field-input font-mono text-lg tracking-widest"
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            aria-describedby={error ? 'signin-error' : undefined}
            aria-invalid={error ? true : undefined}
            onInput={(e) => setCode(e.currentTarget.value)}
          />
          {errorLine}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-accent w-full px-6 sm:w-auto" disabled={busy || !code.trim()}>
              {busy ? t.verifying : t.verify}
            </button>
            <button type="button" className="text-sm font-medium text-brand-800 underline" onClick={() => ask()}>
              {t.again}
            </button>
            <button
              type="button"
              className="text-sm font-medium text-brand-800 underline"
              onClick={() => {
                setStep('who');
                setCode('');
                setError('');
              }}
            >
              {t.change}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
