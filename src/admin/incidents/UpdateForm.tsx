import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Incident } from '../../lib/incidents.ts';
import { INCIDENT_STATUSES, type IncidentStatus } from '../../lib/schemas/incident.ts';
import { ApiError, apiFetch } from '../lib/api.ts';
import { STATUS_WORDS } from './words.ts';
import { TwinTexts } from './TwinTexts.tsx';

/**
 * Posts an update to an incident's timeline, stamped with the moment it is posted; `resolve`
 * starts it as the resolving update. The incident takes the update's status, and a resolved one
 * without an end ends now (the time a compensation claim counts to).
 */
export function UpdateForm({
  incident,
  resolve = false,
  onSaved,
  onCancel,
}: {
  incident: Incident;
  resolve?: boolean;
  onSaved: (saved: Incident) => void;
  onCancel: () => void;
}) {
  const [status, setStatus] = useState<IncidentStatus>(resolve ? 'resolved' : incident.status);
  const [text, setText] = useState(resolve ? 'This has been resolved.' : '');
  const [textNe, setTextNe] = useState(resolve ? 'यो समस्या समाधान भएको छ।' : '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const id = `update-${incident._id}`;
  // Opened by a click here or from the ticket list of an area: the text box is where work starts.
  const textBox = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    textBox.current?.focus();
    textBox.current?.scrollIntoView({ block: 'center' });
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      setError('Update is required');
      return;
    }
    setSaving(true);
    setError('');
    const at = new Date().toISOString();
    const { _id, createdAt, ...fields } = incident;
    try {
      const saved = await apiFetch<Incident>(`/api/incident/${incident._id}`, {
        method: 'PUT',
        json: {
          ...fields,
          status,
          endsAt: status === 'resolved' && !incident.endsAt ? at : incident.endsAt,
          updates: [...incident.updates, { text, text_ne: textNe, at, status }],
        },
      });
      onSaved(saved);
    } catch (err) {
      const fieldError = err instanceof ApiError && err.errors ? Object.values(err.errors)[0] : undefined;
      setError(fieldError ?? (err instanceof Error ? err.message : String(err)));
    } finally {
      setSaving(false);
    }
  }

  const statuses = INCIDENT_STATUSES.filter((s) => s !== 'scheduled' || incident.kind === 'maintenance');
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-3 space-y-3 border-t border-slate-200 pt-3"
      aria-label={resolve ? 'Resolve' : 'Post an update'}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TwinTexts
          en={{ id: `${id}-text`, label: 'Update', value: text, set: setText }}
          ne={{ id: `${id}-text_ne`, label: 'Update (Nepali)', value: textNe, set: setTextNe }}
          rows={2}
          maxLength={2000}
          errorId={error ? `${id}-error` : undefined}
          enRef={textBox}
        />
        <div>
          <label className="label" htmlFor={`${id}-status`}>
            Status after this update
          </label>
          <select
            id={`${id}-status`}
            className="input"
            value={status}
            onChange={(e) => setStatus(e.target.value as IncidentStatus)}
          >
            {statuses.map((s) => (
              <option key={s} value={s}>
                {STATUS_WORDS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
          {saving ? 'Posting…' : resolve ? 'Resolve' : 'Post update'}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
