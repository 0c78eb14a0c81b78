import { useEffect, useState } from 'react';
import type { KeyedMutator } from 'swr';
import { toast } from 'react-toastify';
import { PAGE_SIZE } from '../../lib/constants.ts';
import type { RowOrder } from '../components/SortableRows.tsx';
import type { AdminRecord, Resource } from '../resources/types.ts';
import { ApiError, apiFetch } from './api.ts';
import { refreshPublishState } from './publish.ts';
import { inOrder, moveId } from './reorder.ts';

/**
 * The editor's order of a list: a drop or a move up/down saves the whole order at once
 * (PUT /order), showing it at once and putting it back if the save fails. The list follows the
 * moved record to its page, and the keyboard focus stays on the button that moved it.
 */
export function useRowOrder(
  resource: Resource,
  all: AdminRecord[],
  mutate: KeyedMutator<AdminRecord[]>,
  name: (r: AdminRecord) => string,
  showPage: (page: number) => void,
): RowOrder {
  const [busy, setBusy] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  const ids = all.map((r) => r._id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: all is the trigger: the focus is put back once the reordered list has rendered
  useEffect(() => {
    if (!focus) return;
    const button = document.querySelector<HTMLButtonElement>(`[data-move="${focus}"]`);
    // At the top or bottom the button is disabled: its neighbour keeps the focus instead.
    (button && !button.disabled
      ? button
      : button?.parentElement?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)')
    )?.focus();
    setFocus(null);
  }, [focus, all]);

  async function save(id: string, toIndex: number, focusKey?: string) {
    const next = moveId(ids, id, toIndex);
    if (next.join() === ids.join()) return;
    setBusy(true);
    showPage(Math.floor(next.indexOf(id) / PAGE_SIZE) + 1);
    try {
      await mutate(apiFetch<AdminRecord[]>(`${resource.api}/order`, { method: 'PUT', json: { ids: next } }), {
        optimisticData: inOrder(all, next),
        rollbackOnError: true,
        revalidate: false,
      });
      refreshPublishState();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        toast.error(`Could not save the new order: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(false);
      if (focusKey) setFocus(focusKey);
    }
  }

  const byId = (id: string) => all.find((r) => r._id === id);
  return {
    busy,
    onDrop: (id, overId) => void save(id, ids.indexOf(overId)),
    onMove: (id, delta) => void save(id, ids.indexOf(id) + delta, `${id}:${delta}`),
    canMove: (id, delta) => {
      const at = ids.indexOf(id) + delta;
      return at >= 0 && at < ids.length;
    },
    name: (id) => {
      const record = byId(id);
      return record ? name(record) : id;
    },
  };
}
