import { useState } from 'react';
import { toast } from 'react-toastify';

/**
 * A button's action against the API: `busy` while it runs (to disable the button), its failure as an
 * error toast with the server's message. `run(action)` resolves when it is done, either way.
 */
export function useBusyAction(): [busy: boolean, run: (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}
