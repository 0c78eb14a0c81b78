import type { ClientDirective } from 'astro';

/**
 * Hydrates once the first frame is on screen and the browser is idle. A frame callback runs just
 * before the browser paints, and a task it queues runs after that paint; no frame is drawn while
 * the page is still held back (fonts, styles), so the island waits for that too.
 */
const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout: 2000 }) : setTimeout(hydrate, 200);
  requestAnimationFrame(() => setTimeout(whenIdle, 0));
};

export default afterPaint;
