/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';

const AUTO_CLOSE_MS = 4000;

interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

// One list for the page, newest first: a form island shows a toast, its <Toasts /> draws them.
let shown: Toast[] = [];
let nextId = 1;
const listeners = new Set<(list: Toast[]) => void>();
const publish = (list: Toast[]) => {
  shown = list;
  for (const listener of listeners) listener(list);
};
const dismiss = (id: number) => publish(shown.filter((t) => t.id !== id));

function show(kind: Toast['kind'], text: string) {
  const id = nextId++;
  publish([{ id, kind, text }, ...shown]);
  window.setTimeout(() => dismiss(id), AUTO_CLOSE_MS);
}

/**
 * The public forms' toasts ('Booking Submitted successfully!', 'Error Submitting Booking', …): the
 * few lines they need instead of react-toastify (9 kB gzip on every form page). Each closes after
 * 4 s; errors are announced at once (role alert), the rest politely. Clicks go through to the page.
 */
export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};

export function Toasts() {
  const [list, setList] = useState(shown);
  useEffect(() => {
    listeners.add(setList);
    return () => {
      listeners.delete(setList);
    };
  }, []);
  return (
    <div
      className="pointer-events-none fixed top-4 right-4 left-4 z-50 flex flex-col items-end gap-2"
      aria-live="polite"
    >
      {list.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`w-full max-w-sm rounded-lg px-4 py-3 text-sm font-semibold text-white shadow-lg animate-fade-in ${t.kind === 'error' ? 'bg-red-700' : 'bg-green-700'}`}
        >
          {t.text}
        </div>
      ))}
    </div>
  );
}
