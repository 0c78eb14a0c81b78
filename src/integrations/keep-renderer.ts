import { linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { setKeptRenderer } from '../lib/build-seam.ts';

/** `to` as a copy of `from` made of hard links: instant, and no file is stored twice. */
export function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else if (entry.isFile()) linkSync(source, target);
  }
}

/**
 * In the warm build process (ASTRO_KEEP_RENDERER=1), keeps each build's prerenderer once its
 * pages are rendered, so a publish that only changes content renders the pages again with the
 * code already bundled (issue 17: an edit live in two seconds). Elsewhere it does nothing.
 * Astro deletes the server bundle once the pages are written: every module the pages need was
 * loaded while the build rendered them, and the uploaded images' variants are the site's own code
 * (src/components/media-variants.ts), so nothing is imported from the deleted bundle later. Were
 * an Astro upgrade to change that, a rerender would fail and the publish build in full, and the
 * rerender test (tests/unit/server/rerender.test.ts) fails.
 */
export function keepRenderer(): AstroIntegration {
  let site = 'http://localhost/';
  return {
    name: 'keep-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) site = config.site;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        if (process.env.ASTRO_KEEP_RENDERER !== '1') return;
        setKeptRenderer(undefined);
        setPrerenderer((astros) => ({
          name: 'keep-renderer',
          async setup() {
            await astros.setup?.();
            setKeptRenderer({ prerenderer: astros, site });
          },
          getStaticPaths: () => astros.getStaticPaths(),
          render: (request, options) => astros.render(request, options),
          teardown: async () => astros.teardown?.(),
        }));
      },
    },
  };
}
