import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { LOGIN_FAILED, LOGIN_SUCCESS } from '../../lib/messages.ts';
import { CODE_REQUIRED } from '../../lib/schemas/two-factor.ts';
import { navigate } from '../lib/router.ts';
import { $auth, auth } from '../lib/session.ts';

/**
 * Sign-in's second step (issue 30): the 6-digit code from the authenticator app, or a recovery
 * code. A wrong code may be typed again; an expired challenge starts the sign-in again.
 */
export function CodeStep({ challenge, onStartAgain }: { challenge: string; onStartAgain: (message?: string) => void }) {
  const { loading, error } = useStore($auth);
  const [code, setCode] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (loading) return;
    if (!code.trim()) {
      $auth.setKey('error', CODE_REQUIRED);
      return;
    }
    if (await auth.loginWithCode(challenge, code.trim())) {
      toast.success(LOGIN_SUCCESS);
      navigate('/admin', { replace: true });
      return;
    }
    const message = $auth.get().error || LOGIN_FAILED;
    toast.error(message);
    // The challenge has expired or was used: back to the password.
    if (/expired|sign in again/i.test(message)) onStartAgain(message);
    else setCode('');
  }

  return (
    <form onSubmit={submit} className="card space-y-4 p-6" noValidate aria-labelledby="code-step-title">
      <div>
        <h2 id="code-step-title" className="text-base font-semibold text-slate-900">
          Two-factor sign-in
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
      </div>
      {error && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </div>
      )}
      <div>
        <label htmlFor="login-code" className="label">
          Authentication code
        </label>
        <input
          id="login-code"
          className="input font-mono tracking-widest"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={40}
          autoFocus
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary w-full py-2.5" disabled={loading || !code.trim()}>
        {loading ? 'Checking…' : 'Verify'}
      </button>
      <button type="button" className="btn btn-secondary w-full" onClick={() => onStartAgain()}>
        Start again
      </button>
    </form>
  );
}
