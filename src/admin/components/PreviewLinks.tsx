import { useState } from 'react';
import { ApiError, apiFetch, apiUpload } from '../lib/api.ts';
import type { AdminRecord, FormValues, Mode, Resource } from '../resources/types.ts';
import { NEPAL_ZONE } from '../../lib/nepal-time.ts';

/** A preview's pages, as POST /api/<entity>/preview answers them (src/server/preview/routes.ts). */
interface PreviewAnswer {
  expiresAt: string;
  pages: { lang: 'en' | 'ne'; path: string; label: string; href: string }[];
}

/**
 * Preview (issue 31): the form's values, unsaved, on the public pages that show the record. The
 * values are checked as a save checks them; a photo just chosen is sent with them and shown in the
 * preview only (it is stored with the record when the record is saved). The first page opens in a
 * new tab; every page, in both languages, is listed under the form until the link expires.
 */
export function usePreview(resource: Pick<Resource, 'api' | 'validate' | 'payload'>, mode: Mode, record?: AdminRecord) {
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function preview(values: FormValues) {
    const found = resource.validate?.(values, mode) ?? {};
    setErrors(found);
    setError(null);
    if (Object.keys(found).length) return;
    // Opened now, while the click still counts as the editor's, or the browser would block it.
    const tab = window.open('', '_blank');
    tab?.document.write('<p style="font:16px system-ui;margin:2rem">Preparing the preview…</p>');
    setBusy(true);
    try {
      const payload = resource.payload!(values, mode, record);
      const id = mode === 'edit' && record ? record._id : undefined;
      const url = `${resource.api}/preview`;
      let got: PreviewAnswer;
      if (payload instanceof FormData) {
        payload.delete('existingImage');
        if (id) payload.set('id', id);
        const note = tab?.document.querySelector('p');
        got = await apiUpload<PreviewAnswer>(url, 'POST', payload, (percent) => {
          if (note && values.image instanceof File) note.textContent = `Sending the new photo… ${percent}%`;
        });
      } else got = await apiFetch<PreviewAnswer>(url, { method: 'POST', json: { ...payload, ...(id ? { id } : {}) } });
      setAnswer(got);
      if (tab) tab.location.href = got.pages[0]!.href;
    } catch (err) {
      tab?.close();
      setAnswer(null);
      setError(err instanceof Error ? err.message : String(err));
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
    } finally {
      setBusy(false);
    }
  }
  return { preview, answer, error, errors, busy };
}

/** The preview's pages as links (each opens in a new tab), and when they stop working. */
export function PreviewLinks({ answer, error }: { answer: PreviewAnswer | null; error: string | null }) {
  if (error)
    return (
      <p role="alert" className="mx-5 mb-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
        Preview failed: {error}
      </p>
    );
  if (!answer) return null;
  const until = new Date(answer.expiresAt).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: NEPAL_ZONE,
  });
  return (
    <section
      aria-label="Preview"
      className="mx-5 mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p className="font-semibold">
        Preview — not published. Only you can open these pages, until {until} (Nepal time):
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {answer.pages.map((p) => (
          <li key={p.href}>
            <a className="underline" href={p.href} target="_blank" rel="noopener" lang={p.lang}>
              {p.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
