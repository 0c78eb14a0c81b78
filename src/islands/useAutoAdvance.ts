import type { TargetedFocusEvent } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { wrapIndex } from './utils/wrap-index.ts';

/** Whether the visitor asked the system for reduced motion (false on the server). */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * A carousel position that advances every `intervalMs`. It pauses while the pointer is over the
 * carousel or focus is inside it, when the visitor pauses it, and never moves by itself under
 * prefers-reduced-motion. Any change of slide restarts the interval.
 */
export function useAutoAdvance(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLElement | null>(null);

  const running = count > 1 && !hovered && !focused && !stopped && !reducedMotion;
  // When the current slide's interval began: a change of slide, or the carousel starting to run
  // again. The timer is measured from it, not from when the effect happens to run (Preact runs
  // effects after the next frame), so a slide always gets exactly its interval.
  const since = useRef<number | null>(null);
  const restart = useCallback(() => {
    since.current = Date.now();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer, so a slide chosen by hand gets its full interval
  useEffect(() => {
    if (!running) return;
    since.current ??= Date.now();
    const wait = Math.max(0, intervalMs - (Date.now() - since.current));
    const timer = window.setTimeout(() => {
      restart();
      setIndex((i) => wrapIndex(i, 1, count));
    }, wait);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs, restart]);

  const go = useCallback(
    (to: number) => {
      restart();
      setIndex(wrapIndex(to, 0, count));
    },
    [count, restart],
  );
  const next = useCallback(() => {
    restart();
    setIndex((i) => wrapIndex(i, 1, count));
  }, [count, restart]);
  const prev = useCallback(() => {
    restart();
    setIndex((i) => wrapIndex(i, -1, count));
  }, [count, restart]);

  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => {
      restart();
      setHovered(false);
    },
    onFocus: () => setFocused(true),
    onBlur: (e: TargetedFocusEvent<HTMLElement>) => {
      if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
      restart();
      setFocused(false);
    },
  };

  return {
    index,
    go,
    next,
    prev,
    handlers,
    rootRef,
    reducedMotion,
    /** paused by the visitor's own button */
    stopped,
    toggleStopped: () => {
      restart();
      setStopped((s) => !s);
    },
    playing: running,
  };
}
