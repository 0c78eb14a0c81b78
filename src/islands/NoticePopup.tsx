/** @jsxImportSource preact */
import { Picture } from './Picture.tsx';
import type { NoticeData } from './types.ts';
import { StrokeIcon } from './StrokeIcon.tsx';

/** Set once the visitor closes the notices: they stay closed for the rest of this browser session. */
export const NOTICES_CLOSED_KEY = 'isp.noticesClosed';

/** The dialog's id: NoticeDialog.astro's inline script finds it by this. */
export const NOTICE_DIALOG_ID = 'notice-popup';

/**
 * The home page notice popup: every notice image, stacked in a panel that fits the screen (the
 * images scroll inside it). Rendered to HTML only (NoticeDialog.astro), never hydrated. It is in
 * the page's HTML, open, so it is drawn with the first paint, and its Close button works without
 * JavaScript (an invoker command, `command="close"`, closes it natively).
 * Its behaviour is NoticeDialog.astro's inline script, which runs before the first paint (a
 * visitor can click outside the top image as soon as they see it, long before any island has
 * hydrated): it makes the dialog modal, or closes it for a session in which the visitor closed it,
 * closes it by a click anywhere outside the top image (spec §2), and remembers a close.
 */
/** A notice without a poster: its title, its text and, when it has one, a link to read more. */
function TextNotice({ notice, more }: { notice: Extract<NoticeData, { text: string }>; more: string }) {
  return (
    <div className="border-t-4 border-brand-600 px-6 py-6 sm:px-8 sm:py-7">
      <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{notice.title}</h2>
      <p className="mt-3 whitespace-pre-line text-base leading-relaxed text-slate-700">{notice.text}</p>
      {notice.link && (
        <a href={notice.link} className="btn btn-primary mt-5">
          {more}
        </a>
      )}
    </div>
  );
}

export default function NoticePopup({
  notices,
  t,
}: {
  notices: NoticeData[];
  t: { label: string; close: string; images: string; more: string };
}) {
  if (notices.length === 0) return null;

  return (
    <dialog
      id={NOTICE_DIALOG_ID}
      open
      aria-label={t.label}
      data-testid="notice-popup"
      // Fixed over the whole screen in both states: modal (the top layer, with its ::backdrop) and,
      // before the inline script or without JavaScript, open in place, where the dialog itself
      // dims the page. Either way nothing in the page moves.
      className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-transparent p-4 backdrop:bg-slate-950/75 backdrop:backdrop-blur-sm sm:p-8 [&:not(:modal)]:bg-slate-950/75 [&:not(:modal)]:backdrop-blur-sm"
    >
      <div className="mx-auto flex h-full max-w-xl flex-col items-stretch justify-center" data-testid="notice-panel">
        <div className="flex min-h-0 flex-col gap-3">
          {/* Closes the dialog natively (an invoker command), with no script and no form: every form
              on a public page posts, and this one would have nothing to send. Where commands are
              not supported, the inline script's click-outside-the-image handler closes it. */}
          <button
            type="button"
            {...{ commandfor: NOTICE_DIALOG_ID, command: 'close' }}
            autofocus
            className="btn shrink-0 self-end bg-white text-slate-900 shadow-lg hover:bg-slate-100"
          >
            <StrokeIcon className="size-4" width="2.5" d="M18 6 6 18M6 6l12 12" />
            {t.close}
          </button>
          {/* Focusable, so the images can be scrolled with the keyboard too (WCAG 2.1.1). */}
          <div
            className="min-h-0 space-y-4 overflow-y-auto overscroll-contain rounded-2xl"
            data-testid="notice-scroll"
            tabIndex={0}
            role="group"
            aria-label={t.images}
          >
            {notices.map((notice, i) => (
              <figure
                key={notice.id}
                data-testid={i === 0 ? 'notice-top-image' : 'notice-image'}
                className="overflow-hidden rounded-2xl bg-white shadow-2xl"
              >
                {'image' in notice ? (
                  // Lazy: a popup closed earlier in the session is never laid out, so its images are not
                  // fetched; an open one is laid out at once and they load with the first paint.
                  <Picture image={notice.image} alt={notice.alt} className="block h-auto w-full" />
                ) : (
                  <TextNotice notice={notice} more={t.more} />
                )}
              </figure>
            ))}
          </div>
        </div>
      </div>
    </dialog>
  );
}
