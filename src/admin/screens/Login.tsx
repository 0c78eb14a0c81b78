import { useStore } from '@nanostores/react';
import { BackToWebsite } from '../components/form-bits.tsx';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { LOGIN_FAILED, LOGIN_SUCCESS } from '../../lib/messages.ts';
import '../../captcha/captcha-element.ts';
import { navigate } from '../lib/router.ts';
import { $auth, auth } from '../lib/session.ts';
import { useSettings } from '../settings/use-settings.ts';
import { SiteLogo } from '../components/SiteLogo.tsx';
import { CodeStep } from '../account/CodeStep.tsx';

/** /admin/login: email, password and captcha; submit is disabled until the captcha matches. */
export function Login() {
  const { loading, error } = useStore($auth);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [verified, setVerified] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  // Issue 30: after the right password of a user with two-factor sign-in, the code is asked for.
  const [challenge, setChallenge] = useState<string | null>(null);
  const name = useSettings().data?.name;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!verified || loading) return;
    const result = await auth.login(email.trim(), password);
    if (result === true) {
      toast.success(LOGIN_SUCCESS);
      navigate('/admin', { replace: true });
    } else if (result) {
      setChallenge(result.challenge);
    } else {
      toast.error($auth.get().error || LOGIN_FAILED);
      setCaptchaKey((k) => k + 1);
    }
  }

  const startAgain = (message?: string) => {
    setChallenge(null);
    setPassword('');
    setCaptchaKey((k) => k + 1);
    if (message) $auth.setKey('error', message);
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <SiteLogo size={44} nameClass="text-2xl text-brand-900" />
          <h1 className="mt-4 text-xl font-semibold text-slate-900">Admin sign-in</h1>
          <p className="mt-1 text-sm text-slate-600">
            Manage {name ? `${name}'s` : 'the'} website content and requests.
          </p>
        </div>
        {challenge ? (
          <CodeStep challenge={challenge} onStartAgain={startAgain} />
        ) : (
          <form onSubmit={submit} className="card space-y-4 p-6" noValidate>
            {error && (
              <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
                {error}
              </div>
            )}
            <div>
              <label htmlFor="login-email" className="label">
                Email
              </label>
              <input
                id="login-email"
                type="email"
                className="input"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor="login-password" className="label">
                Password
              </label>
              <input
                id="login-password"
                type="password"
                className="input"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            {/* A box of its own (not `contents`): the form's spacing then reaches the Login button under it. */}
            <isp-captcha className="block" resetKey={captchaKey} onverifiedchange={(e) => setVerified(e.detail)} />
            <button
              type="submit"
              className="btn btn-primary w-full py-2.5"
              disabled={!verified || loading || !email || !password}
            >
              {loading ? 'Signing in…' : 'Login'}
            </button>
          </form>
        )}
        <BackToWebsite />
      </div>
    </main>
  );
}
