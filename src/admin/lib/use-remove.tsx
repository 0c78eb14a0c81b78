import { useState } from 'react';
import { toast } from 'react-toastify';
import { confirmDelete } from '../../lib/messages.ts';
import { toastError } from '../components/ErrorToast.tsx';
import { UndoToast } from '../components/UndoToast.tsx';
import type { AdminRecord, Resource } from '../resources/types.ts';
import { ApiError, apiFetch } from './api.ts';
import { refreshPublishState } from './publish.ts';
import type { useListPage } from './use-list-page.ts';

/**
 * Delete after the spec's confirmation, with the spec's toast and Undo: the record waits in
 * Recently deleted and comes back as it was. `onRemoved` closes what showed the record.
 */
export function useRemove(
  resource: Pick<Resource, 'api' | 'word' | 'singular' | 'toasts' | 'onListChange'>,
  list: Pick<ReturnType<typeof useListPage>, 'removed' | 'retry'>,
  onRemoved: (record: AdminRecord) => void,
) {
  const [deleting, setDeleting] = useState<string | null>(null);

  async function remove(record: AdminRecord) {
    if (!window.confirm(confirmDelete(resource.word))) return;
    setDeleting(record._id);
    try {
      await apiFetch(`${resource.api}/${encodeURIComponent(record._id)}`, { method: 'DELETE' });
      list.removed(record._id);
      toast.success(
        ({ closeToast }) => (
          <UndoToast message={resource.toasts.deleted} onUndo={() => undo(record)} closeToast={closeToast} />
        ),
        { autoClose: 8000 },
      );
      resource.onListChange?.();
      onRemoved(record);
      refreshPublishState();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toastError(resource.toasts.deleteError, err);
    } finally {
      setDeleting(null);
    }
  }

  async function undo(record: AdminRecord) {
    try {
      await apiFetch(`/api/trash/${encodeURIComponent(record._id)}/restore`, { method: 'POST' });
      list.retry();
      toast.success(`${resource.singular} restored`);
      refreshPublishState();
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401))
        toast.error(`Could not restore the ${resource.word}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  return { deleting, remove };
}
