import { useState } from 'react';

/** A toast's own text (kept word for word) with an Undo button beside it. */
export function UndoToast({
  message,
  onUndo,
  closeToast,
}: {
  message: string;
  onUndo: () => Promise<void>;
  closeToast?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3">
      {/* The message wraps between its words; the button never shrinks (it was squeezed to 'Und o'). */}
      <span className="min-w-0 [overflow-wrap:break-word]">{message}</span>
      <button
        type="button"
        className="shrink-0 rounded-md border border-white/70 px-2.5 py-1 text-xs font-semibold text-white hover:bg-white/20 disabled:opacity-60"
        disabled={busy}
        onClick={async (e) => {
          e.stopPropagation();
          setBusy(true);
          await onUndo();
          closeToast?.();
        }}
      >
        {busy ? 'Undoing…' : 'Undo'}
      </button>
    </div>
  );
}
