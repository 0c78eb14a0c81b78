import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ROLE_NAMES, ROLE_SCOPE, type Role } from '../../lib/roles.ts';
import { ApiError, apiFetch } from '../lib/api.ts';
import { TwoFactorPolicy } from './UserSecurity.tsx';

// Invitations (issue 42): the admin names the person, their email and role; the person chooses their
// own password through a one-time link (24 hours), emailed to them, or shown here when email is off.

// Least access first: a new user is an editor unless the admin chooses more (issue 30).
export const ROLE_ORDER: readonly Role[] = ['editor', 'sales', 'support', 'admin'];
interface Answer {
  emailed: boolean;
  email: string;
  link?: string;
  message: string;
}

/** The Users screen's toolbar: invite someone, and the two-factor rule. */
export function UsersToolbar() {
  return (
    <>
      <Invite />
      <TwoFactorPolicy />
    </>
  );
}

function Invite() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ name: '', email: '', role: 'editor' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const sent = await apiFetch<Answer>('/api/users/invitations', { method: 'POST', json: values });
      setAnswer(sent);
      setValues({ name: '', email: '', role: values.role });
      if (sent.emailed) toast.success(sent.message);
    } catch (err) {
      setErrors(err instanceof ApiError && err.errors ? err.errors : { form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  if (!open)
    return (
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setOpen(true)}>
          Invite someone
        </button>
        <p className="text-sm text-slate-600">
          They get a link by email and choose their own password; nobody else ever knows it.
        </p>
      </div>
    );
  const problem = (name: string) =>
    errors[name] && (
      <p id={`invite-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );
  return (
    <section className="card mb-4 p-5" aria-labelledby="invite-title" data-testid="invite">
      <h2 id="invite-title" className="text-base font-semibold text-slate-900">
        Invite someone
      </h2>
      <form onSubmit={submit} className="mt-3 grid gap-4 sm:grid-cols-3" noValidate>
        <div>
          <label htmlFor="invite-name" className="label">
            Name
          </label>
          <input id="invite-name" className="input" value={values.name} onChange={set('name')} required />
          {problem('name')}
        </div>
        <div>
          <label htmlFor="invite-email" className="label">
            Email
          </label>
          <input
            id="invite-email"
            type="email"
            className="input"
            value={values.email}
            onChange={set('email')}
            required
          />
          {problem('email')}
        </div>
        <div>
          <label htmlFor="invite-role" className="label">
            Role
          </label>
          <select id="invite-role" className="input" value={values.role} onChange={set('role')}>
            {ROLE_ORDER.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r]}
              </option>
            ))}
          </select>
          <p className="mt-1 text-xs text-slate-500">
            {ROLE_NAMES[values.role as Role]} — {ROLE_SCOPE[values.role as Role]}.
          </p>
          {problem('role')}
        </div>
        {errors.form && (
          <p role="alert" className="field-error sm:col-span-3">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Inviting…' : 'Send invitation'}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setOpen(false);
              setAnswer(null);
            }}
          >
            Close
          </button>
        </div>
      </form>
      {answer && !answer.emailed && answer.link && <LinkToPass answer={answer} />}
    </section>
  );
}

/** Email is off (or failed): the link, for the admin to pass on themselves. */
function LinkToPass({ answer }: { answer: Answer }) {
  const copy = () =>
    navigator.clipboard?.writeText(answer.link ?? '').then(
      () => toast.success('Link copied'),
      () => toast.error('Could not copy: select the link and copy it'),
    );
  return (
    <div
      role="status"
      className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="invitation-link"
    >
      <p>{answer.message} It works once, for 24 hours.</p>
      <code className="mt-2 block rounded bg-white px-3 py-2 font-mono text-xs break-all text-slate-900">
        {answer.link}
      </code>
      <button type="button" className="btn btn-secondary btn-sm mt-2" onClick={copy}>
        Copy link
      </button>
    </div>
  );
}
