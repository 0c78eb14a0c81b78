import { type FormEvent, useState } from 'react';
import useSWR from 'swr';
import { schemaErrors } from '../../lib/field-errors.ts';
import { type Incident, NOTICE_HOURS, shortNotice } from '../../lib/incidents.ts';
import { byTownAndWard } from '../../lib/area-order.ts';
import { AREA_SERVICES } from '../../lib/schemas/area.ts';
import { INCIDENT_KINDS, INCIDENT_STATUSES, incidentSchema } from '../../lib/schemas/incident.ts';
import { ApiError, apiFetch, fetcher } from '../lib/api.ts';
import { PreviewLinks, usePreview } from '../components/PreviewLinks.tsx';
import { fromNepalInput, toNepalInput } from './nepal-time.ts';
import { KIND_WORDS, SERVICE_WORDS, STATUS_WORDS } from './words.ts';

type Values = Omit<Incident, '_id' | 'createdAt'>;

const blank = (): Values => ({
  title: '',
  title_ne: '',
  kind: 'outage',
  areas: [],
  services: [],
  startsAt: '',
  endsAt: '',
  status: 'investigating',
  updates: [],
  noticeReason: '',
});

/**
 * A new incident or an edit of one. Maintenance announced less than 72 hours before its window
 * (Nepal's regulator asks for 3 days' notice) is flagged before it is saved: the first Save shows
 * the warning, and only "Save anyway" with the reason written stores it (the server insists too).
 */
export function IncidentForm({
  incident,
  onSaved,
  onCancel,
}: {
  incident?: Incident;
  onSaved: (saved: Incident, created: boolean) => void;
  onCancel: () => void;
}) {
  const { data: areas } = useSWR<{ name: string }[]>('/api/area?sort=name', fetcher);
  const [values, setValues] = useState<Values>(() => (incident ? { ...blank(), ...incident } : blank()));
  const [starts, setStarts] = useState(toNepalInput(incident?.startsAt));
  const [ends, setEnds] = useState(toNepalInput(incident?.endsAt));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warned, setWarned] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const set = (patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    setWarned(false);
  };
  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

  const payload = () => {
    const { _id, createdAt, position, ...rest } = values as Values & Record<string, unknown>;
    return { ...rest, startsAt: fromNepalInput(starts), endsAt: fromNepalInput(ends) };
  };
  // Counted from the first announcement: an edit keeps the notice its incident was given.
  const announcedAt = incident?.createdAt ? new Date(incident.createdAt) : new Date();
  const notice = shortNotice({ kind: values.kind, startsAt: fromNepalInput(starts) }, announcedAt);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = payload();
    const found = schemaErrors(incidentSchema, body);
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    if (notice && (!warned || !values.noticeReason?.trim())) {
      if (warned) setErrors({ noticeReason: 'Say why it could not be announced 72 hours ahead' });
      setWarned(true);
      return;
    }
    setSaving(true);
    try {
      const saved = await apiFetch<Incident>(incident ? `/api/incident/${incident._id}` : '/api/incident', {
        method: incident ? 'PUT' : 'POST',
        json: body,
      });
      onSaved(saved, !incident);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  }

  // Preview (issue 31): the form's values, unsaved, on the status page and the banner, in both languages.
  const previewing = usePreview(
    { api: '/api/incident', validate: () => schemaErrors(incidentSchema, payload()), payload },
    incident ? 'edit' : 'add',
    incident ? { ...incident } : undefined,
  );
  const fieldError = (name: string) => errors[name] ?? previewing.errors[name];

  const id = incident ? `incident-${incident._id}` : 'incident-new';
  const error = (name: string) =>
    fieldError(name) ? (
      <p id={`${id}-${name}-error`} className="field-error">
        {fieldError(name)}
      </p>
    ) : null;
  const invalid = (name: string) => ({
    'aria-invalid': fieldError(name) ? true : undefined,
    'aria-describedby': fieldError(name) ? `${id}-${name}-error` : undefined,
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card space-y-4 p-5"
      aria-label={incident ? `Edit ${incident.title}` : 'New incident'}
    >
      <h2 className="text-lg font-semibold text-slate-900">{incident ? 'Edit incident' : 'New incident'}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label className="label" htmlFor={`${id}-title`}>
            Title <span className="req">*</span>
          </label>
          <input
            id={`${id}-title`}
            className="input"
            value={values.title}
            maxLength={200}
            onChange={(e) => set({ title: e.target.value })}
            {...invalid('title')}
          />
          {error('title')}
        </div>
        <div>
          <label className="label" htmlFor={`${id}-title_ne`}>
            Title (Nepali)
          </label>
          <input
            id={`${id}-title_ne`}
            lang="ne"
            className="input"
            value={values.title_ne}
            maxLength={200}
            onChange={(e) => set({ title_ne: e.target.value })}
          />
        </div>
        <div>
          <label className="label" htmlFor={`${id}-kind`}>
            Kind
          </label>
          <select
            id={`${id}-kind`}
            className="input"
            value={values.kind}
            onChange={(e) => {
              const kind = e.target.value as Values['kind'];
              // Maintenance starts as announced; anything else as being looked into.
              set({
                kind,
                status:
                  kind === 'maintenance'
                    ? 'scheduled'
                    : values.status === 'scheduled'
                      ? 'investigating'
                      : values.status,
              });
            }}
          >
            {INCIDENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_WORDS[k]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor={`${id}-status`}>
            Status
          </label>
          <select
            id={`${id}-status`}
            className="input"
            value={values.status}
            onChange={(e) => set({ status: e.target.value as Values['status'] })}
            {...invalid('status')}
          >
            {INCIDENT_STATUSES.filter((s) => s !== 'scheduled' || values.kind === 'maintenance').map((s) => (
              <option key={s} value={s}>
                {STATUS_WORDS[s]}
              </option>
            ))}
          </select>
          {error('status')}
        </div>
        <div>
          <label className="label" htmlFor={`${id}-startsAt`}>
            {values.kind === 'maintenance' ? 'Window starts' : 'Started'} (Nepal time) <span className="req">*</span>
          </label>
          <input
            id={`${id}-startsAt`}
            type="datetime-local"
            className="input"
            value={starts}
            onChange={(e) => {
              setStarts(e.target.value);
              setWarned(false);
            }}
            {...invalid('startsAt')}
          />
          {error('startsAt')}
        </div>
        <div>
          <label className="label" htmlFor={`${id}-endsAt`}>
            {values.kind === 'maintenance' ? 'Window ends' : 'Ended'} (Nepal time)
          </label>
          <input
            id={`${id}-endsAt`}
            type="datetime-local"
            className="input"
            value={ends}
            onChange={(e) => setEnds(e.target.value)}
            {...invalid('endsAt')}
          />
          {error('endsAt')}
        </div>
      </div>
      <fieldset>
        <legend className="label">Areas (none ticked: the whole network)</legend>
        {/* In columns, by town and ward number (Biratnagar-2 before Biratnagar-10), as the public site lists them. */}
        <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
          {[...(areas ?? [])]
            .sort((a, b) => byTownAndWard('en')(a.name, b.name))
            .map((a) => (
              <label key={a.name} className="inline-flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  checked={values.areas.includes(a.name)}
                  onChange={() => set({ areas: toggle(values.areas, a.name) })}
                />
                {a.name}
              </label>
            ))}
          {/* An area since renamed or removed stays on the incident until it is unticked. */}
          {values.areas
            .filter((n) => !(areas ?? []).some((a) => a.name === n))
            .map((n) => (
              <label key={n} className="inline-flex items-center gap-1.5 text-sm">
                <input type="checkbox" checked onChange={() => set({ areas: toggle(values.areas, n) })} />
                {n}
              </label>
            ))}
        </div>
        {error('areas')}
      </fieldset>
      <fieldset>
        <legend className="label">Services (none ticked: every service)</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {AREA_SERVICES.map((s) => (
            <label key={s} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={values.services.includes(s)}
                onChange={() => set({ services: toggle(values.services, s) })}
              />
              {SERVICE_WORDS[s] ?? s}
            </label>
          ))}
        </div>
      </fieldset>
      {notice && (
        <div className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p role={warned ? 'alert' : undefined}>
            <strong>Short notice:</strong> this maintenance starts {notice.hours} hours after it is announced. Nepal's
            regulator asks for {NOTICE_HOURS} hours' notice of planned disruption.
            {warned && ' Write why, then save again to announce it anyway.'}
          </p>
          <label className="label mt-2 block" htmlFor={`${id}-noticeReason`}>
            Reason for short notice
          </label>
          <textarea
            id={`${id}-noticeReason`}
            className="input min-h-16 w-full"
            maxLength={500}
            value={values.noticeReason ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, noticeReason: e.target.value }))}
            {...invalid('noticeReason')}
          />
          {error('noticeReason')}
        </div>
      )}
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <div className="-mx-5">
        <PreviewLinks answer={previewing.answer} error={previewing.error} />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : warned ? 'Save anyway' : 'Save'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => previewing.preview({})}
          disabled={saving || previewing.busy}
        >
          {previewing.busy ? 'Preparing preview…' : 'Preview'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
