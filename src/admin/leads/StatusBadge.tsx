import { statusLabel, toneOf } from './status.ts';

/** A lead's status as a coloured pill. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${toneOf(status).badge}`}
      data-status={status}
    >
      <span className={`size-1.5 rounded-full ${toneOf(status).dot}`} aria-hidden="true" />
      {statusLabel(status)}
    </span>
  );
}
