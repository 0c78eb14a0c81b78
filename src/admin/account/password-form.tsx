import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN } from '../../lib/schemas/user.ts';
import { ApiError } from '../lib/api.ts';

// The new-password fields of Your account's "Change password" and of the invitation's "Set your
// password" (issue 42): typed twice, checked here for length and match, then by the server, whose
// refusal is shown at its field.

export type PasswordValues = Record<'currentPassword' | 'password' | 'verifyPassword', string>;

export function usePasswordForm(send: (values: PasswordValues) => Promise<void>) {
  const empty: PasswordValues = { currentPassword: '', password: '', verifyPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<PasswordValues> & { form?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Partial<PasswordValues> = {};
    if (values.password.length < PASSWORD_MIN) found.password = `Password must be at least ${PASSWORD_MIN} characters`;
    else if (values.password !== values.verifyPassword) found.verifyPassword = 'Passwords do not match';
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await send(values);
      setValues(empty);
    } catch (err) {
      const fields = err instanceof ApiError ? (err.errors ?? {}) : {};
      const message = err instanceof Error ? err.message : String(err);
      setErrors({ ...fields, ...(Object.keys(fields).length ? {} : { form: message }) });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof PasswordValues) => ({
    id: `pw-${name}`,
    name,
    type: 'password',
    className: 'input',
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `pw-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return { values, errors, busy, submit, field };
}
type Form = ReturnType<typeof usePasswordForm>;

/** One password input with its label and its problem. */
export function PasswordField({
  form,
  name,
  label,
  hint,
  autoComplete,
}: {
  form: Form;
  name: keyof PasswordValues;
  label: string;
  hint?: string;
  autoComplete: string;
}) {
  const error = form.errors[name];
  return (
    <div>
      <label htmlFor={`pw-${name}`} className="label">
        {label}
      </label>
      <input {...form.field(name)} autoComplete={autoComplete} required />
      {hint && !error && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`pw-${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The new password, twice. */
export function NewPasswordFields({ form }: { form: Form }) {
  return (
    <>
      <PasswordField
        form={form}
        name="password"
        label="New password"
        hint={`At least ${PASSWORD_MIN} characters. A few words you remember are better than a short jumble.`}
        autoComplete="new-password"
      />
      <PasswordField form={form} name="verifyPassword" label="New password again" autoComplete="new-password" />
      {form.errors.form && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {form.errors.form}
        </p>
      )}
    </>
  );
}
