import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify';
import { CLEAN_SETTINGS, needsFirstRun, withFirstRun } from '../../lib/settings/clean.ts';
import type { Settings } from '../../lib/settings/schema.ts';
import { toastError } from '../components/ErrorToast.tsx';
import { Link } from '../components/Link.tsx';
import { ApiError, apiFetch } from '../lib/api.ts';
import { useMayUse } from '../lib/role.ts';
import { SETTINGS_API, useSettings } from './use-settings.ts';

const FIELDS = [
  { name: 'name', label: 'ISP name', error: 'name', type: 'text', autoComplete: 'organization', placeholder: '' },
  { name: 'phone', label: 'Phone', error: 'phone', type: 'tel', autoComplete: 'tel', placeholder: '+977-21-590900' },
  { name: 'email', label: 'Email', error: 'email', type: 'email', autoComplete: 'email', placeholder: '' },
  {
    name: 'address',
    label: 'Head office address',
    error: 'offices.0.address',
    type: 'text',
    autoComplete: 'street-address',
    placeholder: 'Main Road, Biratnagar-8, Morang',
  },
] as const;
type Answers = Record<(typeof FIELDS)[number]['name'], string>;

/**
 * A clean install's first question, on the admin's first screen: the ISP's name, phone, email and
 * address, while the settings lack them (a new install starts neutral, "Your ISP" and no phone).
 * Saved through the settings API, like Site settings: history, audit and a republish.
 */
export function FirstRun() {
  const { data, mutate } = useSettings();
  const mayChange = useMayUse('settings');
  if (!data || !mayChange || !needsFirstRun(data)) return null;
  return <FirstRunForm settings={data} onSaved={(s) => void mutate(s, false)} />;
}

function FirstRunForm({ settings, onSaved }: { settings: Settings; onSaved: (s: Settings) => void }) {
  const [answers, setAnswers] = useState<Answers>({
    name: settings.name === CLEAN_SETTINGS.name ? '' : settings.name,
    phone: settings.phone,
    email: settings.email,
    address: settings.offices[0]?.address ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const missing = Object.fromEntries(
      FIELDS.filter((f) => !answers[f.name].trim()).map((f) => [f.error, `${f.label} is required`]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      const trimmed = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.trim()])) as Answers;
      const saved = await apiFetch<Settings>(SETTINGS_API, { method: 'PUT', json: withFirstRun(settings, trimmed) });
      toast.success('Settings saved. The public site is being updated.');
      onSaved(saved);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      toastError('Settings not saved', err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card border-brand-500/40 p-5 sm:p-6" aria-labelledby="first-run-title">
      <h2 id="first-run-title" className="text-base font-semibold text-slate-900">
        First, your ISP
      </h2>
      <p className="mt-0.5 mb-4 text-sm text-slate-600">
        The public site shows “Your ISP” and no phone until you say who you are. Your name, phone, email and head office
        go on every page; the logo, other offices, hours and the rest are in{' '}
        <Link href="/admin/settings" className="font-medium text-brand-700 hover:underline">
          Site settings
        </Link>
        .
      </p>
      <form onSubmit={save} noValidate className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => {
          const id = `first-run-${f.name}`;
          const error = errors[f.error];
          return (
            <div key={f.name}>
              <label htmlFor={id} className="label">
                {f.label}
                <span className="text-red-600" aria-hidden="true">
                  {' '}
                  *
                </span>
              </label>
              <input
                id={id}
                name={f.name}
                type={f.type}
                className="input"
                autoComplete={f.autoComplete}
                placeholder={f.placeholder || undefined}
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                value={answers[f.name]}
                onChange={(e) => setAnswers((a) => ({ ...a, [f.name]: e.target.value }))}
              />
              {error && (
                <p id={`${id}-error`} role="alert" className="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <div className="sm:col-span-2">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save and publish'}
          </button>
        </div>
      </form>
    </section>
  );
}
