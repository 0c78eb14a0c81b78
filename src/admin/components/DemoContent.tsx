import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR, { useSWRConfig } from 'swr';
import { TRASH_DAYS } from '../../lib/constants.ts';
import { ApiError, apiFetch, fetcher } from '../lib/api.ts';
import { refreshPublishState } from '../lib/publish.ts';
import { toastError } from './ErrorToast.tsx';

const API = '/api/demo-content';

/** The confirmation of "Remove demo content", naming how many records go. */
export const confirmRemoveDemo = (count: number) =>
  `Move all ${count} demo records (sliders, notices, testimonials, plans, FAQs, areas and incidents, edited or not) to Recently deleted? Each can be restored there for ${TRASH_DAYS} days.`;

/**
 * On an admin's dashboard while the demo ISP's seeded content is there (issue 42): one button that
 * moves every seeded record to the trash, instead of a confirmation per row.
 */
export function DemoContent() {
  const { data, mutate } = useSWR<{ count: number }>(API, fetcher);
  const { mutate: refresh } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  if (!data?.count) return null;

  async function remove(count: number) {
    if (!window.confirm(confirmRemoveDemo(count))) return;
    setBusy(true);
    try {
      const { message } = await apiFetch<{ message: string }>(`${API}/remove`, { method: 'POST' });
      toast.success(message);
      await mutate();
      // The dashboard's counts and every list held change with it.
      void refresh(() => true);
      refreshPublishState();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toastError('Could not remove the demo content', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="card flex flex-col gap-3 border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      aria-label="Demo content"
    >
      <div>
        <h2 className="text-sm font-semibold text-amber-900">This site still shows the demo ISP’s content</h2>
        <p className="mt-1 text-sm text-amber-900">
          {data.count} records came with the first start. Remove them all at once to start clean with your own.
        </p>
      </div>
      <button type="button" className="btn btn-danger shrink-0" disabled={busy} onClick={() => void remove(data.count)}>
        {busy ? 'Removing…' : 'Remove demo content'}
      </button>
    </section>
  );
}
