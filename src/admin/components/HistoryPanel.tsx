import { useState } from 'react';
import useSWR from 'swr';
import { formatDateTime } from '../../lib/format-date.ts';
import type { Revision } from '../../lib/history.ts';
import { ApiError, apiFetch, fetcher } from '../lib/api.ts';
import { fieldChanges, fieldLabel, historyLabel, type FieldChange } from '../lib/diff.ts';
import type { AdminRecord, Resource } from '../resources/types.ts';
import { Thumbnail } from './Thumbnail.tsx';

const ACTION_WORDS: Record<string, string> = {
  create: 'Created',
  update: 'Edited',
  hide: 'Hidden',
  show: 'Shown again',
  delete: 'Deleted',
  reorder: 'Moved',
  restore: 'Restored',
  password: 'Password changed',
};

/** A record's history, newest first: what each change did, field by field, with Restore. */
export function HistoryPanel({
  resource,
  record,
  onRestored,
}: {
  /** where the record's revisions are, and its form's labels (a screen of its own may have none) */
  resource: Pick<Resource, 'api' | 'fields'>;
  record: AdminRecord;
  onRestored: (record: AdminRecord) => void;
}) {
  const url = `${resource.api}/${encodeURIComponent(record._id)}/revisions`;
  const { data, error, mutate } = useSWR<Revision[]>(url, fetcher);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const labels = new Map((resource.fields ?? []).map((f) => [f.name, historyLabel(f.label)]));

  async function restore(revision: Revision) {
    setRestoring(revision._id);
    setProblem(null);
    try {
      const restored = await apiFetch<AdminRecord>(`${url}/${revision._id}/restore`, { method: 'POST' });
      await mutate();
      onRestored(restored);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title" className="border-b border-slate-200 px-5 py-3 text-base font-semibold text-slate-900">
        History
      </h2>
      {problem && (
        <p role="alert" className="mx-5 mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      )}
      {!data && !error && <p className="px-5 py-4 text-sm text-slate-500">Loading the history…</p>}
      {error && !data && (
        <p className="px-5 py-4 text-sm text-red-700">
          {error instanceof Error ? error.message : 'The history could not be loaded'}
        </p>
      )}
      {data?.length === 0 && <p className="px-5 py-4 text-sm text-slate-500">No changes recorded yet.</p>}
      <ol className="divide-y divide-slate-200">
        {data?.map((revision, i) => (
          <li key={revision._id} className="px-5 py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-700">
                <span className="font-medium text-slate-900">{ACTION_WORDS[revision.action] ?? revision.action}</span>{' '}
                by {revision.by.name || 'someone'}
                <span className="text-slate-500"> · {formatDateTime(revision.at)}</span>
              </p>
              {i > 0 && revision.after && (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  disabled={restoring !== null}
                  onClick={() => restore(revision)}
                >
                  {restoring === revision._id ? 'Restoring…' : 'Restore this version'}
                </button>
              )}
              {i === 0 && <span className="badge">Current</span>}
            </div>
            <Changes
              changes={fieldChanges(revision.before, revision.after)}
              labels={labels}
              moved={revision.action === 'reorder' ? revision : undefined}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Changes({
  changes,
  labels,
  moved,
}: {
  changes: FieldChange[];
  labels: Map<string, string>;
  moved?: Revision;
}) {
  if (moved)
    return (
      <p className="mt-1 text-sm text-slate-600">
        From place {Number(moved.before?.position ?? 0) + 1} to place {Number(moved.after?.position ?? 0) + 1}
      </p>
    );
  if (!changes.length) return null;
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[10rem_1fr]">
      {changes.map((c) => (
        <div key={c.field} className="contents">
          <dt className="font-medium text-slate-600">{labels.get(c.field) ?? fieldLabel(c.field)}</dt>
          <dd className="min-w-0">
            {c.field === 'image' ? (
              <span className="flex items-center gap-2">
                {c.before && <Thumbnail name={c.before} alt="Earlier image" />}
                {c.before && <span aria-hidden="true">→</span>}
                {c.after && <Thumbnail name={c.after} alt="New image" />}
              </span>
            ) : (
              <span className="break-words whitespace-pre-line">
                {c.before && <del className="rounded bg-red-50 px-1 text-red-800">{c.before}</del>}
                {c.before && c.after && ' → '}
                {c.after ? (
                  <ins className="rounded bg-emerald-50 px-1 text-emerald-800 no-underline">{c.after}</ins>
                ) : (
                  <span className="text-slate-500"> (emptied)</span>
                )}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
