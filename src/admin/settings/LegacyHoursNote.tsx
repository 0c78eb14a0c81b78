import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import { apiFetch, fetcher } from '../lib/api.ts';
import { toastError } from '../components/ErrorToast.tsx';

const API = '/api/settings/legacy-hours';

/**
 * Above the week in Site settings › Office hours, while office hours an earlier version saved as free
 * text are kept (issue 42): the text as it was saved, and whether the week below was read from it.
 * Nothing of it is lost until the admin has checked the week and removes it here.
 */
export function LegacyHoursNote() {
  const { data, mutate } = useSWR<{ text: string; converted: boolean }>(API, fetcher);
  const [busy, setBusy] = useState(false);
  if (!data?.text) return null;

  async function remove() {
    setBusy(true);
    try {
      const { message } = await apiFetch<{ message: string }>(API, { method: 'DELETE' });
      toast.success(message);
      await mutate();
    } catch (err) {
      toastError('Could not remove the earlier office hours', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="rounded-md border border-amber-200 bg-amber-50 px-3 py-3 text-sm text-amber-900"
      aria-label="Office hours from an earlier version"
      data-testid="legacy-hours"
    >
      <p>
        <strong className="font-semibold">Your office hours as an earlier version saved them:</strong> “{data.text}”.
      </p>
      <p className="mt-1">
        {data.converted
          ? 'The week below was read from them: check each day, save, then remove this note.'
          : 'They could not be read as days and times: set the week below to match, save, then remove this note.'}
      </p>
      <button type="button" className="btn btn-secondary btn-sm mt-2" disabled={busy} onClick={() => void remove()}>
        {busy ? 'Removing…' : 'Remove the earlier text'}
      </button>
    </section>
  );
}
