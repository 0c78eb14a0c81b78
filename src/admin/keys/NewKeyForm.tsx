import { type FormEvent, useState } from 'react';
import { type ApiKeyRecord, apiKeySchema, SCOPE_NAMES, SCOPES, type Scope } from '../../lib/api-keys.ts';
import { schemaErrors } from '../../lib/field-errors.ts';
import { ApiError, apiFetch } from '../lib/api.ts';
import { CloseButton } from '../components/CloseButton.tsx';

/** A new key: its name and scopes. */
export function NewKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: ApiKeyRecord & { key: string }) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const values = { name, scopes };
    const found = schemaErrors(apiKeySchema, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onCreated(await apiFetch('/api/keys', { method: 'POST', json: values }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      setErrors(err instanceof ApiError && err.errors ? err.errors : { name: String((err as Error).message) });
    } finally {
      setBusy(false);
    }
  }
  const toggle = (scope: Scope, on: boolean) =>
    setScopes((now) => (on ? [...now, scope] : now.filter((s) => s !== scope)));

  return (
    <form onSubmit={submit} noValidate className="card" aria-label="New API key">
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 className="text-base font-semibold text-slate-900">New API key</h2>
        <CloseButton label="Close the form" onClick={onCancel} />
      </div>
      <div className="grid gap-4 px-5 py-4 sm:grid-cols-2">
        <div>
          <label htmlFor="key-name" className="field-label">
            Name <span className="req">*</span>
          </label>
          <input
            id="key-name"
            className="input"
            value={name}
            placeholder="e.g. Billing system"
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? 'key-name-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {errors.name && (
            <p id="key-name-error" className="field-error">
              {errors.name}
            </p>
          )}
        </div>
        <fieldset aria-describedby={errors.scopes ? 'key-scopes-error' : undefined}>
          <legend className="field-label">
            Scopes <span className="req">*</span>
          </legend>
          <div className="space-y-2">
            {SCOPE_NAMES.map((scope) => (
              <label key={scope} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={scopes.includes(scope)}
                  onChange={(e) => toggle(scope, e.target.checked)}
                />
                <span>
                  <span className="font-mono text-slate-900">{scope}</span>
                  <span className="block text-xs text-slate-600">{SCOPES[scope]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.scopes && (
            <p id="key-scopes-error" className="field-error">
              {errors.scopes}
            </p>
          )}
        </fieldset>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create key'}
        </button>
      </div>
    </form>
  );
}
