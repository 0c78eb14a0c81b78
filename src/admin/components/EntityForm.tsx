import { useId, useRef, useState, type FormEvent } from 'react';
import { toastError } from './ErrorToast.tsx';
import { toast } from 'react-toastify';
import { ApiError, apiFetch, apiUpload } from '../lib/api.ts';
import {
  hintFor,
  isRequired,
  type AdminRecord,
  type FormField,
  type FormValue,
  type FormValues,
  type Mode,
  type Resource,
} from '../resources/types.ts';
import { FeaturesEditor } from './FeaturesEditor.tsx';
import { ImageInput } from './ImageInput.tsx';
import { Choices, Select } from './ChoiceInput.tsx';

interface Props {
  resource: Resource;
  mode: Mode;
  record?: AdminRecord;
  onSaved: (record: AdminRecord, mode: Mode) => void;
  onCancel: () => void;
}

function initialValues(fields: FormField[], record?: AdminRecord): FormValues {
  const values: FormValues = {};
  for (const f of fields) {
    if (f.kind === 'image') values[f.name] = null;
    else if (f.kind === 'password') values[f.name] = '';
    else if (f.kind === 'features')
      values[f.name] = Array.isArray(record?.[f.name]) ? (record[f.name] as unknown[]).map(String) : [];
    else if (f.kind === 'checkbox') values[f.name] = Boolean(record?.[f.name]);
    else if (f.kind === 'choices')
      values[f.name] = Array.isArray(record?.[f.name]) ? (record[f.name] as unknown[]).map(String) : [];
    else if (f.kind === 'select')
      values[f.name] = record?.[f.name] == null ? (f.options?.[0]?.[0] ?? '') : String(record[f.name]);
    else values[f.name] = record?.[f.name] == null ? '' : String(record[f.name]);
  }
  return values;
}

/** The add/edit form of any managed entity, driven by its resource description. */
export function EntityForm({ resource, mode, record, onSaved, onCancel }: Props) {
  const fields = resource.fields ?? [];
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, record));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const set = (name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = resource.validate?.(values, mode) ?? {};
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const payload = resource.payload!(values, mode, record);
    const url = mode === 'add' ? resource.api : `${resource.api}/${encodeURIComponent(record!._id)}`;
    const method = mode === 'add' ? 'POST' : 'PUT';
    setSubmitting(true);
    if (payload instanceof FormData) setProgress(0);
    try {
      const saved =
        payload instanceof FormData
          ? await apiUpload<AdminRecord>(url, method, payload, setProgress)
          : await apiFetch<AdminRecord>(url, { method, json: payload });
      toast.success(mode === 'add' ? resource.toasts.created : resource.toasts.updated);
      onSaved(saved, mode);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return; // the session has ended
      toastError(mode === 'add' ? resource.toasts.createError : resource.toasts.updateError, err);
      setServerError(err instanceof Error ? err.message : String(err));
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      setSubmitting(false);
      setProgress(null);
    }
  }

  const verb = mode === 'add' ? 'Add' : 'Edit';
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="card" aria-label={`${verb} ${resource.singular}`}>
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 className="text-base font-semibold text-slate-900">
          {verb} {resource.singular}
        </h2>
        <button
          type="button"
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-600"
          aria-label="Close the form"
          onClick={onCancel}
        >
          ✕
        </button>
      </div>
      <div className="grid gap-4 px-5 py-4 sm:grid-cols-2">
        {serverError && (
          <div
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2"
          >
            {serverError}
          </div>
        )}
        {fields.map((f) => {
          const id = `${idBase}-${f.name}`;
          const error = errors[f.name];
          const hint = hintFor(f, mode);
          const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
          // An English field and its Nepali twin share a row, so the editor writes one beside the other.
          const hasTwin = fields.some((g) => g.nepaliOf === f.name);
          const paired = hasTwin || Boolean(f.nepaliOf);
          const wide =
            (f.kind === 'textarea' && !paired) ||
            f.kind === 'image' ||
            f.kind === 'features' ||
            f.kind === 'checkbox' ||
            f.kind === 'choices';
          const common = {
            id,
            name: f.name,
            lang: f.nepaliOf ? 'ne' : undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
            'aria-required': isRequired(f, mode) || undefined,
          };
          return (
            <div key={f.name} className={wide ? 'sm:col-span-2' : hasTwin ? 'sm:col-start-1' : undefined}>
              {f.kind === 'checkbox' ? (
                <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
                  <input
                    {...common}
                    type="checkbox"
                    className="size-4 rounded border-slate-300 accent-brand-600"
                    checked={Boolean(values[f.name])}
                    onChange={(e) => set(f.name, e.target.checked)}
                  />
                  {f.label}
                </label>
              ) : (
                <label
                  htmlFor={f.kind === 'image' || f.kind === 'choices' ? undefined : id}
                  id={`${id}-label`}
                  className="label"
                >
                  {f.label}
                  {isRequired(f, mode) && (
                    <span className="text-red-600" aria-hidden="true">
                      {' '}
                      *
                    </span>
                  )}
                </label>
              )}
              {f.kind === 'textarea' && (
                <textarea
                  {...common}
                  rows={3}
                  className="input"
                  value={String(values[f.name] ?? '')}
                  onChange={(e) => set(f.name, e.target.value)}
                />
              )}
              {(f.kind === 'text' || f.kind === 'email' || f.kind === 'password') && (
                <input
                  {...common}
                  type={f.kind}
                  className="input"
                  placeholder={f.placeholder}
                  autoComplete={f.kind === 'password' ? 'new-password' : f.kind === 'email' ? 'off' : undefined}
                  value={String(values[f.name] ?? '')}
                  onChange={(e) => set(f.name, e.target.value)}
                />
              )}
              {f.kind === 'image' && (
                <ImageInput
                  file={values.image as File | null}
                  current={mode === 'edit' ? String(record?.image ?? '') : undefined}
                  invalid={Boolean(error)}
                  describedBy={describedBy}
                  onChange={(file) => set('image', file)}
                />
              )}
              {f.kind === 'select' && (
                <Select
                  {...common}
                  options={f.options ?? []}
                  value={String(values[f.name] ?? '')}
                  onChange={(v) => set(f.name, v)}
                />
              )}
              {f.kind === 'choices' && (
                <Choices
                  {...common}
                  labelledBy={`${id}-label`}
                  options={f.options ?? []}
                  value={(values[f.name] as string[]) ?? []}
                  onChange={(v) => set(f.name, v)}
                />
              )}
              {f.kind === 'features' && (
                <FeaturesEditor
                  value={values[f.name] as string[]}
                  onChange={(list) => set(f.name, list)}
                  lang={f.nepaliOf ? 'ne' : undefined}
                />
              )}
              {hint && (
                <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
                  {hint}
                </p>
              )}
              {error && (
                <p id={`${id}-error`} role="alert" className="field-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {progress !== null && (
        <div className="px-5 pb-2">
          <div className="mb-1 flex justify-between text-xs text-slate-600">
            <span>{progress < 100 ? 'Uploading…' : 'Saving…'}</span>
            <span>{progress}%</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Saving…' : mode === 'add' ? `Add ${resource.singular}` : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
