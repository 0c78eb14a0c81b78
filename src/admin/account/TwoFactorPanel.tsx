import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR, { mutate as globalMutate } from 'swr';
import { toastError } from '../components/ErrorToast.tsx';
import { ApiError, apiFetch, fetcher } from '../lib/api.ts';
import { $mustEnrol } from '../lib/session.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SESSIONS_API } from './SessionsPanel.tsx';
import { CodeInput, CodeProblem, useCodeForm } from './code-form.tsx';
import { countOf } from '../../lib/plural.ts';

export const TWO_FACTOR_API = '/api/users/me/2fa';

interface Status {
  enabled: boolean;
  recoveryCodesLeft: number;
  required: boolean;
}
interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** The secret as people copy it by hand: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** "Two-factor sign-in" on Your account: set up with the QR code, confirm, recovery codes once, turn off. */
export function TwoFactorPanel() {
  const { data: status, error, mutate } = useSWR<Status>(TWO_FACTOR_API, fetcher);
  const mustEnrol = useStore($mustEnrol);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  // Issue 42: the other sessions signed in with the password alone, offered to be signed out.
  const [passwordOnly, setPasswordOnly] = useState(0);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setEnrolment(await apiFetch<Enrolment>(TWO_FACTOR_API, { method: 'POST' }));
    } catch (err) {
      toastError('Could not start the set-up', err);
    } finally {
      setBusy(false);
    }
  };

  const confirmed = (recoveryCodes: string[], passwordOnlySessions: number) => {
    setEnrolment(null);
    setCodes(recoveryCodes);
    setPasswordOnly(passwordOnlySessions);
    $mustEnrol.set(false);
    void mutate();
    toast.success('Two-factor sign-in is on');
  };

  return (
    <section className="card p-5 sm:p-6" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-base font-semibold text-slate-900">
        Two-factor sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        After your password, sign-in asks for a 6-digit code from an authenticator app on your phone (Google
        Authenticator, Microsoft Authenticator, Aegis, 1Password…). A stolen password alone then opens nothing.
      </p>
      {mustEnrol && !codes && (
        <p
          role="alert"
          className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          Two-factor sign-in is required for every user. Set it up here before anything else.
        </p>
      )}
      {error && <p className="field-error mt-3">Could not load your two-factor status.</p>}
      {passwordOnly > 0 && <SignOutPasswordOnly count={passwordOnly} onDone={() => setPasswordOnly(0)} />}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : enrolment ? (
        <Enrol enrolment={enrolment} onConfirmed={confirmed} onCancel={() => setEnrolment(null)} />
      ) : status?.enabled ? (
        <TurnOff status={status} onOff={() => void mutate()} />
      ) : status ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <span className="badge">Off</span>
          <button type="button" className="btn btn-primary" onClick={start} disabled={busy}>
            {busy ? 'Starting…' : 'Set up two-factor sign-in'}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Enrol({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: Enrolment;
  onConfirmed: (codes: string[], passwordOnlySessions: number) => void;
  onCancel: () => void;
}) {
  const form = useCodeForm(async (code) => {
    const { recoveryCodes, passwordOnlySessions } = await apiFetch<{
      recoveryCodes: string[];
      passwordOnlySessions?: number;
    }>(`${TWO_FACTOR_API}/confirm`, { method: 'POST', json: { code } });
    onConfirmed(recoveryCodes, passwordOnlySessions ?? 0);
  }, 'Could not confirm the code');

  return (
    <form onSubmit={form.submit} className="mt-4 space-y-4" noValidate>
      <ol className="list-decimal space-y-4 pl-5 text-sm text-slate-700">
        <li>
          Scan this QR code with your authenticator app.
          <img
            src={enrolment.qrCode}
            alt="QR code to add this account to an authenticator app"
            width={176}
            height={176}
            className="mt-2 rounded-md border border-slate-200 bg-white"
          />
        </li>
        <li>
          Or type this key into the app by hand:
          <code
            className="mt-1 block rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
            data-testid="two-factor-secret"
          >
            {grouped(enrolment.secret)}
          </code>
        </li>
        <li>
          <label htmlFor="enrol-code" className="label">
            Enter the 6-digit code the app shows
          </label>
          <CodeInput id="enrol-code" className="max-w-48 tracking-widest" numeric maxLength={12} form={form} />
          <CodeProblem id="enrol-code" form={form} />
        </li>
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? 'Checking…' : 'Confirm and turn on'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function TurnOff({ status, onOff }: { status: Status; onOff: () => void }) {
  // The password as well as a code: a session left open is not enough to take the second factor away.
  const [password, setPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState('');
  const form = useCodeForm(async (code) => {
    if (!password) return setPasswordProblem('Password is required');
    try {
      await apiFetch(TWO_FACTOR_API, { method: 'DELETE', json: { password, code } });
    } catch (err) {
      if (err instanceof ApiError && err.errors?.password) return setPasswordProblem(err.errors.password);
      throw err;
    }
    toast.success('Two-factor sign-in is off');
    onOff();
  }, 'Could not turn it off');

  return (
    <div className="mt-4 space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="badge bg-emerald-50 text-emerald-800">On</span>
        {status.recoveryCodesLeft} of 10 recovery codes left.
      </p>
      {status.required ? (
        <p className="text-sm text-slate-600">An administrator requires two-factor sign-in for every user.</p>
      ) : (
        <form onSubmit={form.submit} className="max-w-md space-y-3" noValidate>
          <p className="text-sm text-slate-700">To turn it off, enter your password and a current code.</p>
          <div>
            <label htmlFor="off-password" className="label">
              Password
            </label>
            <input
              id="off-password"
              type="password"
              className="input"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              aria-invalid={passwordProblem ? true : undefined}
              aria-describedby={passwordProblem ? 'off-password-error' : undefined}
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordProblem('');
              }}
            />
            {passwordProblem && (
              <p id="off-password-error" className="field-error" role="alert">
                {passwordProblem}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="off-code" className="label">
              Code from your app (or a recovery code)
            </label>
            <div className="flex flex-wrap gap-3">
              <CodeInput id="off-code" className="max-w-56" maxLength={40} form={form} />
              <button type="submit" className="btn btn-danger" disabled={form.busy}>
                Turn off
              </button>
            </div>
            <CodeProblem id="off-code" form={form} />
          </div>
        </form>
      )}
    </div>
  );
}

/** Right after turning it on: the sessions signed in with the password alone are still open; offer to end them. */
function SignOutPasswordOnly({ count, onDone }: { count: number; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const sessions = countOf(count, 'other session was', 'other sessions were');
  const signOut = async () => {
    setBusy(true);
    try {
      const { message } = await apiFetch<{ message: string }>(`${SESSIONS_API}/password-only`, { method: 'DELETE' });
      toast.success(message);
      void globalMutate(SESSIONS_API);
      onDone();
    } catch (err) {
      toastError('Could not sign those sessions out', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="password-only-sessions"
    >
      <p>
        {sessions} signed in with your password alone, before two-factor sign-in was on. Sign them out, so that every
        session of yours has shown a code?
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary btn-sm" onClick={signOut} disabled={busy}>
          Sign them out
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onDone}>
          Keep them
        </button>
      </div>
    </div>
  );
}
