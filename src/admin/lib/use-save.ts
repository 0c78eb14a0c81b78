import { useState } from 'react';
import { toast } from 'react-toastify';
import { toastError } from '../components/ErrorToast.tsx';
import type { AdminRecord, FormValues, Mode, Resource } from '../resources/types.ts';
import { ApiError, apiFetch, apiUpload } from './api.ts';

/**
 * Saving a form: checked first in the browser (the resource's validate), then sent as POST (add)
 * or PUT (edit), with the upload's progress for multipart. The errors are the fields' messages,
 * the browser's or the server's.
 */
export function useSave(resource: Resource, mode: Mode, record: AdminRecord | undefined, onSaved: Saved) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  /** Saves the values; false, sending nothing, when the browser's check found errors. */
  async function save(values: FormValues): Promise<boolean> {
    const found = resource.validate?.(values, mode) ?? {};
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return false;
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
      if (err instanceof ApiError && err.status === 401) return true; // the session has ended
      toastError(mode === 'add' ? resource.toasts.createError : resource.toasts.updateError, err);
      setServerError(err instanceof Error ? err.message : String(err));
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      setSubmitting(false);
      setProgress(null);
    }
    return true;
  }

  /** A field's message goes once the field changes. */
  const clearError = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  return { save, errors, clearError, serverError, submitting, progress };
}

type Saved = (record: AdminRecord, mode: Mode) => void;
