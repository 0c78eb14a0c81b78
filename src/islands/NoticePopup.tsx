import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Picture } from './Picture.tsx';
import type { NoticeData } from './types.ts';

/**
 * The home page notice popup: every notice image, stacked. It closes with its button (or Escape)
 * or with a click anywhere outside the top image (spec §2).
 */
export default function NoticePopup({ notices, t }: { notices: NoticeData[]; t: { label: string; close: string } }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const topImageRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (notices.length === 0) return;
    dialogRef.current?.showModal();
    setOpen(true);
  }, [notices.length]);

  if (notices.length === 0) return null;

  const close = () => dialogRef.current?.close();
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (!topImageRef.current?.contains(e.target as Node)) close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-label={t.label}
      data-testid="notice-popup"
      onClick={onClick}
      onClose={() => setOpen(false)}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-transparent p-4 backdrop:bg-slate-950/75 backdrop:backdrop-blur-sm sm:p-8"
    >
      {open && (
        <div className="mx-auto flex min-h-full max-w-xl flex-col items-center justify-center gap-4">
          <button
            type="button"
            onClick={close}
            autoFocus
            className="btn sticky top-0 z-10 self-end bg-white text-slate-900 shadow-lg hover:bg-slate-100"
          >
            <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12" /></svg>
            {t.close}
          </button>
          {notices.map((notice, i) => (
            <figure
              key={notice.id}
              ref={i === 0 ? topImageRef : undefined}
              data-testid={i === 0 ? 'notice-top-image' : 'notice-image'}
              className="w-full overflow-hidden rounded-2xl bg-white shadow-2xl"
            >
              <Picture image={notice.image} alt={notice.alt} eager={i === 0} className="block h-auto w-full" />
            </figure>
          ))}
        </div>
      )}
    </dialog>
  );
}
