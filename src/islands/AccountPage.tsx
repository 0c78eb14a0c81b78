/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { AccountView } from './account/AccountView.tsx';
import { SignInForm } from './account/SignInForm.tsx';
import { type Account, type Words, call } from './account/types.ts';

/**
 * /account: the sign-in (customer ID or mobile, then the code by SMS), the privacy notice at the
 * first sign-in, then My account. The session is an HttpOnly cookie: the page asks the API who it is.
 */
export default function AccountPage(words: Words) {
  const { t } = words;
  const [account, setAccount] = useState<Account | null>(null);
  // The page as built shows the sign-in: what a visitor who never signed in here needs, at once.
  const [state, setState] = useState<'loading' | 'signin' | 'shown' | 'failed'>('signin');
  const load = () =>
    call('GET', '/api/account').then((res) => {
      if (res.status === 200) {
        setAccount(res.data);
        setState('shown');
      } else setState(res.status === 401 ? 'signin' : 'failed');
    });
  // Once, when the page opens: who is signed in (the session cookie is HttpOnly, so only the API can
  // tell), asked only where this browser has signed in before (the server's hint cookie).
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is a fresh closure each render; the page asks once
  useEffect(() => {
    if (!/(?:^|;\s*)isp_account_hint=/.test(document.cookie)) return;
    setState('loading');
    void load();
  }, []);

  async function agree() {
    const res = await call('POST', '/api/account/consent');
    if (res.status === 200 && account) setAccount({ ...account, ...res.data });
  }
  async function signOut() {
    await call('POST', '/api/account/logout');
    setAccount(null);
    setState('signin');
  }

  if (state === 'loading' || state === 'failed')
    return (
      <p className="card p-6 text-slate-700" role={state === 'failed' ? 'alert' : 'status'}>
        {state === 'failed' ? t.signIn.failed : t.loading}
      </p>
    );
  if (state === 'signin' || !account)
    return (
      <SignInForm
        t={t.signIn}
        onSignedIn={(a) => {
          setAccount(a);
          setState('shown');
        }}
      />
    );
  return (
    <div className="space-y-6">
      {account.consentedAt ? (
        <AccountView words={words} account={account} reload={load} />
      ) : (
        <section className="card p-6 sm:p-8" aria-labelledby="privacy-title">
          <h2 id="privacy-title" className="text-xl font-bold text-slate-900">
            {t.privacy.title}
          </h2>
          <p className="mt-3 text-slate-700">{t.privacy.text}</p>
          <button type="button" className="btn-accent mt-4 w-full px-6 sm:w-auto" onClick={agree}>
            {t.privacy.agree}
          </button>
        </section>
      )}
      <button type="button" className="btn-outline px-6" onClick={signOut}>
        {t.signOut}
      </button>
    </div>
  );
}
