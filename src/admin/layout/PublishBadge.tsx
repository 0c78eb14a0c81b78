import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import { apiFetch, fetcher } from '../lib/api.ts';
import { PUBLISH_KEY, publishInterval, type PublishStatus } from '../lib/publish.ts';
import { useMayUse } from '../lib/role.ts';

const LOOK = {
  busy: { dot: 'bg-amber-500 animate-pulse', text: 'Publishing…', box: 'border-amber-200 bg-amber-50 text-amber-800' },
  failed: { dot: 'bg-red-500', text: 'Publish failed', box: 'border-red-200 bg-red-50 text-red-800' },
  live: { dot: 'bg-emerald-500', text: 'Live', box: 'border-emerald-200 bg-emerald-50 text-emerald-800' },
};

/** The public site's publish state, updated by itself; its panel gives the reason and a way to publish again. */
export function PublishBadge() {
  const { data, error, mutate } = useSWR<PublishStatus>(PUBLISH_KEY, fetcher, {
    refreshInterval: publishInterval,
    shouldRetryOnError: false,
  });
  const [sending, setSending] = useState(false);
  const mayPublish = useMayUse('publish');
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!data || error) return null;
  const busy = data.state === 'queued' || data.state === 'building';
  const look = busy ? LOOK.busy : data.state === 'failed' ? LOOK.failed : LOOK.live;

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
    <div ref={box} className="relative min-w-0">
      <button
        type="button"
        className={`inline-flex min-w-0 items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium ${look.box}`}
        aria-expanded={open}
        aria-controls="publish-panel"
        aria-label={`Public site: ${look.text}`}
        onClick={() => setOpen((o) => !o)}
        data-publish-state={data.state}
      >
        <span className={`size-2 shrink-0 rounded-full ${look.dot}`} aria-hidden="true" />
        <span role="status" className="whitespace-nowrap">
          {look.text}
        </span>
        <svg viewBox="0 0 20 20" className="size-3.5 opacity-60" fill="currentColor" aria-hidden="true">
          <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div
          id="publish-panel"
          className="absolute left-0 top-full z-30 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-lg"
        >
          <p className="font-semibold text-slate-900">Public site</p>
          <p className="mt-1 text-slate-600">
            {busy
              ? 'Rebuilding with the latest changes. This takes a few seconds.'
              : data.state === 'failed'
                ? 'The last build failed; the previous version stays live.'
                : 'Up to date with every change.'}
          </p>
          {data.state === 'failed' && data.lastError && (
            <pre className="mt-2 max-h-32 overflow-auto rounded bg-red-50 p-2 text-xs whitespace-pre-wrap text-red-800">
              {data.lastError}
            </pre>
          )}
          {data.state !== 'failed' && data.warnings?.length > 0 && (
            <ul
              className="mt-2 max-h-32 list-disc space-y-1 overflow-auto rounded bg-amber-50 py-2 pr-2 pl-6 text-xs break-words text-amber-900"
              aria-label="Images the last build could not optimise"
            >
              {data.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-500">
            <dt>Last published</dt>
            <dd className="text-slate-700">{formatDateTime(data.lastSuccessAt)}</dd>
            {data.lastDurationMs != null && (
              <>
                <dt>Build time</dt>
                <dd className="text-slate-700">{(data.lastDurationMs / 1000).toFixed(1)} s</dd>
              </>
            )}
          </dl>
          {mayPublish && (
            <button
              type="button"
              className="btn btn-secondary btn-sm mt-3 w-full"
              onClick={publishAgain}
              disabled={sending || busy}
            >
              {busy ? 'Publishing…' : sending ? 'Starting…' : 'Publish again'}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
