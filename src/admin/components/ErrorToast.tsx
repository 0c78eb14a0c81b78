import { toast } from 'react-toastify';
import { ApiError } from '../lib/api.ts';

/** A failure toast: the spec's words, and beside them the server's own reason when it gave one. */
export function toastError(title: string, err?: unknown) {
  const reason = err instanceof ApiError && err.fromServer ? err.message : undefined;
  if (!reason) return toast.error(title);
  return toast.error(
    <span className="block">
      <strong className="block font-semibold">{title}</strong>
      <span className="mt-0.5 block text-sm break-words">{reason}</span>
    </span>,
  );
}
