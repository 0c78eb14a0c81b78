import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Picture } from './Picture.tsx';
import type { NoticeData } from './types.ts';

/** Set once the visitor closes the notices: they stay closed for the rest of this browser session. */
export const NOTICES_CLOSED_KEY = 'isp.noticesClosed';

const closedBefore = () => {
  try {
    return sessionStorage.getItem(NOTICES_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The home page notice popup: every notice image, stacked in a panel that fits the screen (the
 * images scroll inside it). It closes with its button (or Escape) or with a click anywhere outside
 * the top image (spec §2), and does not open again in this browser session.
 */
export default function NoticePopup({ notices, t }: { notices: NoticeData[]; t: { label: string; close: string; images: string } }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const topImageRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (notices.length === 0 || closedBefore()) return;
    dialogRef.current?.showModal();
    setOpen(true);
  }, [notices.length]);

  if (notices.length === 0) return null;

  const remember = () => {
    try {
      sessionStorage.setItem(NOTICES_CLOSED_KEY, '1');
    } catch {
      // Without storage the popup simply shows again on the next visit.
    }
  };
  // Remembered at once: the dialog's close event comes a task later, after a quick navigation.
  const close = () => {
    remember();
    dialogRef.current?.close();
  };
  // Escape closes without close(): remembered here.
  const onClose = () => {
    remember();
    setOpen(false);
  };
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (!topImageRef.current?.contains(e.target as Node)) close();
  };

  return (
    <dialog
      ref={dialogRef}
      aria-label={t.label}
      data-testid="notice-popup"
      onClick={onClick}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-transparent p-4 backdrop:bg-slate-950/75 backdrop:backdrop-blur-sm sm:p-8"
    >
      {open && (
        <div className="mx-auto flex h-full max-w-xl flex-col items-stretch justify-center" data-testid="notice-panel">
          <div className="flex min-h-0 flex-col gap-3">
            <button type="button" onClick={close} autoFocus className="btn shrink-0 self-end bg-white text-slate-900 shadow-lg hover:bg-slate-100">
              <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12" /></svg>
              {t.close}
            </button>
            {/* Focusable, so the images can be scrolled with the keyboard too (WCAG 2.1.1). */}
            <div className="min-h-0 space-y-4 overflow-y-auto overscroll-contain rounded-2xl" data-testid="notice-scroll" tabIndex={0} role="group" aria-label={t.images}>
              {notices.map((notice, i) => (
                <figure
                  key={notice.id}
                  ref={i === 0 ? topImageRef : undefined}
                  data-testid={i === 0 ? 'notice-top-image' : 'notice-image'}
                  className="overflow-hidden rounded-2xl bg-white shadow-2xl"
                >
                  <Picture image={notice.image} alt={notice.alt} eager={i === 0} className="block h-auto w-full" />
                </figure>
              ))}
            </div>
          </div>
        </div>
      )}
    </dialog>
  );
}
