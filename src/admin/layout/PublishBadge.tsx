import { useState } from 'react';
import useSWR from 'swr';
import { apiFetch, fetcher } from '../lib/api.ts';
import { PUBLISH_KEY, publishInterval, type PublishStatus } from '../lib/publish.ts';

const ago = (iso: string | null) => {
  if (!iso) return 'never';
  const s = Math.max(0, Math.round((Date.now() - new Date(iso).getTime()) / 1000));
  return s < 60 ? 'just now' : s < 3600 ? `${Math.round(s / 60)} min ago` : new Date(iso).toLocaleString();
};

/** The public site's publish state, updated by itself, with a way to publish again. */
export function PublishBadge() {
  const { data, error, mutate } = useSWR<PublishStatus>(PUBLISH_KEY, fetcher, { refreshInterval: publishInterval, shouldRetryOnError: false });
  const [sending, setSending] = useState(false);
  if (!data || error) return null;

  const busy = data.state === 'queued' || data.state === 'building';
  const look = busy
    ? { dot: 'bg-amber-500 animate-pulse', text: 'Publishing…', box: 'border-amber-200 bg-amber-50 text-amber-800' }
    : data.state === 'failed'
      ? { dot: 'bg-red-500', text: 'Publish failed', box: 'border-red-200 bg-red-50 text-red-800' }
      : { dot: 'bg-emerald-500', text: 'Live', box: 'border-emerald-200 bg-emerald-50 text-emerald-800' };
  const title =
    data.state === 'failed' ? `Publish failed: ${data.lastError ?? 'unknown reason'}` : busy ? 'The public site is being rebuilt with your changes' : `Public site up to date (published ${ago(data.lastSuccessAt)})`;

  async function publishAgain() {
    setSending(true);
    try {
      await mutate(await apiFetch<PublishStatus>(PUBLISH_KEY, { method: 'POST' }), { revalidate: false });
    } catch {
      // the badge keeps its last state; the next poll tells the truth
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <span className={`inline-flex min-w-0 items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium ${look.box}`} title={title} role="status" data-publish-state={data.state}>
        <span className={`size-2 shrink-0 rounded-full ${look.dot}`} aria-hidden="true" />
        <span className="whitespace-nowrap">{look.text}</span>
        {data.state === 'failed' && data.lastError && <span className="hidden max-w-56 truncate font-normal md:inline">: {data.lastError}</span>}
      </span>
      {!busy && (
        <button type="button" className="text-xs font-medium whitespace-nowrap text-brand-600 hover:underline disabled:opacity-50" onClick={publishAgain} disabled={sending}>
          Publish again
        </button>
      )}
    </div>
  );
}
