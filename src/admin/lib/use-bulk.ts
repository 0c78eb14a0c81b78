import { useState } from 'react';
import { toast } from 'react-toastify';
import { confirmBulk } from '../../lib/messages.ts';
import { toastError } from '../components/ErrorToast.tsx';
import type { Resource } from '../resources/types.ts';
import { ApiError, apiFetch } from './api.ts';
import { refreshPublishState } from './publish.ts';
import type { useListPage } from './use-list-page.ts';

export type BulkAction = 'delete' | 'hide' | 'show';

/**
 * A list's multi-select (issue 42): the rows ticked on the page shown, and the bulk actions on
 * them, each after one confirmation naming the count and sent as one call (POST …/bulk).
 */
export function useBulk(resource: Resource, list: ReturnType<typeof useListPage>) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [running, setRunning] = useState<BulkAction | null>(null);
  const shown = list.records.map((r) => r._id);
  // Only rows on screen are ever acted on: a new page, search or sort leaves the others out.
  const selected = shown.filter((id) => ticked.has(id));

  const toggle = (id: string) =>
    setTicked((old) => {
      const next = new Set(old);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setTicked(selected.length === shown.length ? new Set() : new Set(shown));
  const clear = () => setTicked(new Set());

  async function run(action: BulkAction) {
    const ids = selected;
    if (!ids.length || !window.confirm(confirmBulk(action, ids.length, resource.word, resource.plural))) return;
    setRunning(action);
    try {
      const { message } = await apiFetch<{ message: string }>(`${resource.api}/bulk`, {
        method: 'POST',
        json: { action, ids },
      });
      clear();
      list.retry();
      toast.success(action === 'delete' ? `${message}. Restore from Recently deleted.` : message);
      resource.onListChange?.();
      refreshPublishState();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        toastError(`Could not ${action} the ${resource.plural}`, err);
    } finally {
      setRunning(null);
    }
  }

  return {
    selected,
    toggle,
    toggleAll,
    clear,
    run,
    running,
    all: shown.length > 0 && selected.length === shown.length,
  };
}

export type Bulk = ReturnType<typeof useBulk>;
