import { useEffect, useRef } from 'react';
import { h, render, type ComponentType } from 'preact';

/**
 * Mounts a public-site island (Preact, see src/integrations/preact-islands.ts) inside the React
 * admin: the captcha is written once and serves both. Re-rendered with the new props on every
 * render of the parent, unmounted with it. The wrapper takes no room of its own (display: contents).
 */
export function PreactMount<P extends object>({ component, props }: { component: unknown; props: P }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) render(h(component as ComponentType<P>, props), ref.current);
  });
  useEffect(() => {
    const node = ref.current;
    return () => {
      if (node) render(null, node);
    };
  }, []);
  return <div ref={ref} className="contents" />;
}
