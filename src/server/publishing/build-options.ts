import type { build } from 'astro';

/**
 * Astro's build without `astro sync`, which writes the checkout's .astro (content types the site has
 * none of): the checkout is read-only under deploy/isp-site@.service, and a server writes only under
 * its data directory. AstroBuilder reads `sync`; the public type does not list it.
 */
export const NO_SYNC = { devOutput: false, sync: false } as Parameters<typeof build>[1];
