import { toast } from 'react-toastify';
import { apiFetch } from '../lib/api.ts';
import { NewPasswordFields, PasswordField, usePasswordForm } from './password-form.tsx';

/** "Change password" on Your account (issue 42): the current one, then the new one twice. */
export function PasswordPanel({ onChanged }: { onChanged?: () => void }) {
  const form = usePasswordForm(async (values) => {
    const { message } = await apiFetch<{ message: string }>('/api/users/me/password', {
      method: 'POST',
      json: values,
    });
    toast.success(message);
    onChanged?.();
  });
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="password-title">
      <h2 id="password-title" className="text-base font-semibold text-slate-900">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Only you know your password. Changing it signs you out everywhere else; this browser stays signed in.
      </p>
      <form onSubmit={form.submit} className="mt-4 max-w-sm space-y-4" noValidate data-testid="change-password">
        <PasswordField form={form} name="currentPassword" label="Current password" autoComplete="current-password" />
        <NewPasswordFields form={form} />
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? 'Changing…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
