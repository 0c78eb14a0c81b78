import { type FormEvent, useId, useRef, useState } from 'react';
import { useSave } from '../lib/use-save.ts';
import type { AdminRecord, FormField, FormValue, FormValues, Mode, Resource } from '../resources/types.ts';
import { FormRow } from './FormRow.tsx';
import { INPUTS } from './inputs.tsx';
import { PreviewLinks, usePreview } from './PreviewLinks.tsx';
import { CloseButton } from './CloseButton.tsx';

interface Props {
  resource: Resource;
  mode: Mode;
  record?: AdminRecord;
  onSaved: (record: AdminRecord, mode: Mode) => void;
  onCancel: () => void;
}

const initialValues = (fields: FormField[], record?: AdminRecord): FormValues =>
  Object.fromEntries(fields.map((f) => [f.name, INPUTS[f.kind].initial(f, record)]));

/** The add/edit form of any managed entity, driven by its resource description. */
export function EntityForm({ resource, mode, record, onSaved, onCancel }: Props) {
  const fields = resource.fields ?? [];
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, record));
  const { save, errors, clearError, serverError, submitting, progress } = useSave(resource, mode, record, onSaved);
  const previewing = usePreview(resource, mode, record);
  const Extra = resource.editExtra;

  const set = (name: string, value: FormValue) => {
    setValues((v) => ({ ...v, [name]: value }));
    clearError(name);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!(await save(values)))
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  const verb = mode === 'add' ? 'Add' : 'Edit';
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="card" aria-label={`${verb} ${resource.singular}`}>
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 className="text-base font-semibold text-slate-900">
          {verb} {resource.singular}
        </h2>
        <CloseButton label="Close the form" onClick={onCancel} />
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
        {fields.map((f) => (
          <FormRow
            key={f.name}
            field={f}
            fields={fields}
            idBase={idBase}
            mode={mode}
            record={record}
            value={values[f.name]}
            error={errors[f.name] ?? previewing.errors[f.name]}
            onChange={(value) => set(f.name, value)}
            values={values}
            setValue={set}
          />
        ))}
      </div>
      {mode === 'edit' && record && Extra && (
        <div className="px-5 pb-4">
          <Extra resource={resource} record={record} />
        </div>
      )}
      {progress !== null && <UploadProgress progress={progress} />}
      {resource.preview && <PreviewLinks answer={previewing.answer} error={previewing.error} />}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </button>
        {resource.preview && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => previewing.preview(values)}
            disabled={submitting || previewing.busy}
          >
            {previewing.busy ? 'Preparing preview…' : 'Preview'}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? 'Saving…' : mode === 'add' ? `Add ${resource.singular}` : 'Save changes'}
        </button>
      </div>
    </form>
  );
}

/** How far an upload has got (a form with an image is sent with its file). */
function UploadProgress({ progress }: { progress: number }) {
  return (
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
  );
}
