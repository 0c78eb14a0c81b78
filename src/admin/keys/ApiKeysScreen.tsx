import { useState } from 'react';
import { toast } from 'react-toastify';
import useSWR from 'swr';
import type { ApiKeyRecord } from '../../lib/api-keys.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { ApiError, apiFetch, fetcher } from '../lib/api.ts';
import { ScreenTitle } from '../components/ScreenTitle.tsx';
import { NewKeyForm } from './NewKeyForm.tsx';

// API keys (issue 47): what the ISP's billing system and other programs call the API with. Each key
// is shown once, when it is made; the list says which scopes each has and when it was last used.

export function ApiKeysScreen() {
  const { data, error, mutate } = useSWR<ApiKeyRecord[]>('/api/keys', fetcher);
  const [shown, setShown] = useState<(ApiKeyRecord & { key: string }) | null>(null);
  const [adding, setAdding] = useState(false);

  async function revoke(key: ApiKeyRecord) {
    if (!window.confirm(`Revoke the key “${key.name}”? Programs using it are refused from now on.`)) return;
    try {
      await apiFetch(`/api/keys/${key._id}`, { method: 'DELETE' });
      toast.success('API key revoked');
      await mutate();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  const active = data?.filter((k) => !k.revokedAt).length ?? 0;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle title="API keys">
          {data ? (active ? `${active} active ${active === 1 ? 'key' : 'keys'}` : 'No active keys') : '\u00a0'}
        </ScreenTitle>
        {!adding && (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            + New API key
          </button>
        )}
      </div>
      <p className="max-w-3xl text-sm text-slate-600">
        A key lets a program of yours, such as the billing system, call the API with{' '}
        <code className="rounded bg-slate-100 px-1">Authorization: Bearer &lt;key&gt;</code>. It can do only what its
        scopes name and never opens a staff screen; every use is in the Activity log.
      </p>
      {adding && (
        <NewKeyForm
          onCancel={() => setAdding(false)}
          onCreated={async (created) => {
            setAdding(false);
            setShown(created);
            await mutate();
          }}
        />
      )}
      {shown && <ShownKey record={shown} onDone={() => setShown(null)} />}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error instanceof Error ? error.message : 'Failed to fetch API keys'}
        </p>
      )}
      {data && <KeyList keys={data} onRevoke={revoke} />}
    </div>
  );
}

/** The keys, a row each at 1280 px and a card each on a phone. */
function KeyList({ keys, onRevoke }: { keys: ApiKeyRecord[]; onRevoke: (key: ApiKeyRecord) => void }) {
  const cell = 'sm:px-4 sm:py-3';
  const label = 'text-xs font-semibold tracking-wide text-slate-500 uppercase sm:hidden';
  return (
    <div className="card">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[1.3fr_1.4fr_1fr_1fr_auto] border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:grid"
      >
        {['Name', 'Scopes', 'Created', 'Last used', ''].map((h) => (
          <span key={h} className="px-4 py-2.5">
            {h}
          </span>
        ))}
      </div>
      {keys.length === 0 && <p className="px-4 py-8 text-center text-sm text-slate-500">No API keys yet.</p>}
      <ul className="divide-y divide-slate-100">
        {keys.map((k) => (
          <li
            key={k._id}
            data-testid="api-key"
            className={`grid gap-2 px-4 py-3 text-sm sm:grid-cols-[1.3fr_1.4fr_1fr_1fr_auto] sm:items-center sm:gap-0 sm:p-0 ${k.revokedAt ? 'text-slate-500' : ''}`}
          >
            <span className={`flex flex-col ${cell}`}>
              <span className="font-medium text-slate-900">{k.name}</span>
              <span className="font-mono text-xs text-slate-500">{k.prefix}…</span>
            </span>
            <span className={`flex flex-wrap gap-1 ${cell}`}>
              {k.scopes.map((s) => (
                <span key={s} className="badge font-mono">
                  {s}
                </span>
              ))}
            </span>
            <span className={`text-xs ${cell}`}>
              <span className={label}>Created </span>
              {formatDateTime(k.createdAt)}
              {k.createdBy && <span className="block text-slate-500">by {k.createdBy}</span>}
            </span>
            <span className={`text-xs ${cell}`}>
              <span className={label}>Last used </span>
              {k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'Never'}
              {k.lastUsedFrom && <span className="block text-slate-500">from {k.lastUsedFrom}</span>}
            </span>
            <span className={`sm:text-right ${cell}`}>
              {k.revokedAt ? (
                <span className="badge" title={formatDateTime(k.revokedAt)}>
                  Revoked
                </span>
              ) : (
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  aria-label={`Revoke ${k.name}`}
                  onClick={() => onRevoke(k)}
                >
                  Revoke
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The key just made, shown this once with a copy button. */
function ShownKey({ record, onDone }: { record: ApiKeyRecord & { key: string }; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(record.key);
      toast.success('Key copied');
    } catch {
      toast.error('Could not copy: select the key and copy it');
    }
  };
  return (
    <section role="status" className="card border-emerald-300 bg-emerald-50 px-5 py-4" aria-label="The new API key">
      <h2 className="font-semibold text-emerald-900">The key “{record.name}” is ready</h2>
      <p className="mt-1 text-sm text-emerald-900">
        Copy it now and keep it in the program’s settings: it is not shown again.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          aria-label="API key"
          className="input font-mono text-xs"
          value={record.key}
          onFocus={(e) => e.target.select()}
          data-testid="new-api-key"
        />
        <button type="button" className="btn btn-secondary shrink-0" onClick={copy}>
          Copy
        </button>
        <button type="button" className="btn btn-primary shrink-0" onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}
