/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { NAV_FIXED_AFTER_PX, SCROLL_TOP_AFTER_PX } from '../lib/constants.ts';
import { resumeOutbox } from './utils/outbox.ts';
import { StrokeIcon } from './StrokeIcon.tsx';

/**
 * Fixes the navigation after 100 px of scroll (by marking #site-nav, which CSS positions) and
 * shows a scroll-to-top button after 300 px. As the one island of every page with JavaScript, it
 * also sends again the referrals waiting in the browser's outbox: a module script of its own would
 * be fetched before the first paint (issue 17).
 */
export default function ScrollEffects({ label }: { label: string }) {
  const [showTop, setShowTop] = useState(false);

  useEffect(resumeOutbox, []);

  useEffect(() => {
    const nav = document.getElementById('site-nav');
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      nav?.toggleAttribute('data-fixed', y > NAV_FIXED_AFTER_PX);
      setShowTop(y > SCROLL_TOP_AFTER_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  // An empty placeholder rather than nothing: Astro's Preact renderer takes an island that renders
  // nothing on the server for one that is not its own.
  if (!showTop) return <span hidden />;
  const toTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={label}
      data-testid="scroll-to-top"
      className="fixed right-5 bottom-5 z-40 grid size-12 animate-fade-in place-items-center rounded-full bg-accent-600 text-white shadow-lg transition-colors hover:bg-accent-700"
    >
      <StrokeIcon className="size-6" width="2.5" d="M12 19V5M5 12l7-7 7 7" />
    </button>
  );
}
