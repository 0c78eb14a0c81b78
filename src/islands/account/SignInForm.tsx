/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { CODE_DIGITS, WHO_MAX, whoOf } from '../../lib/sign-in.ts';
import type { AccountMessages } from '../../i18n/account-en.ts';
import { type Account, call } from './types.ts';
import { Labelled } from '../Labelled.tsx';

/** Customer ID or mobile first, then the code from the SMS. */
export function SignInForm({ t, onSignedIn }: { t: AccountMessages['signIn']; onSignedIn: (a: Account) => void }) {
  const [who, setWho] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'who' | 'code'>('who');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const named = whoOf(who);
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
          <Labelled
            id="signin-who"
            label={t.who}
            hint={t.whoHint}
            errorId={error && 'signin-error'}
            value={who}
            onValue={setWho}
            autoComplete="username"
            maxLength={WHO_MAX}
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
          <Labelled
            id="signin-code"
            label={t.code}
            errorId={error && 'signin-error'}
            className="font-mono text-lg tracking-widest"
            value={code}
            onValue={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_DIGITS}
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
