import { useEffect, useState } from 'preact/hooks';

/**
 * False in the prerendered HTML and until the island has hydrated, then true. A form keeps its
 * submit button disabled until then, so a tap before the script runs sends nothing (the browser's
 * own submit would be a GET with the visitor's details in the URL).
 */
export function useLive(): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return live;
}
