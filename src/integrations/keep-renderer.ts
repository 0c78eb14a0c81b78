import { linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';

/** What a finished build leaves behind for rendering its pages again (src/server/publishing/rerender.ts). */
export interface KeptRenderer {
  /** Astro's own prerenderer, set up on the build's server bundle: it renders any of the site's paths */
  prerenderer: AstroPrerenderer;
  /** the site's address (astro.config.mjs `site`): the origin of the requests the pages are rendered for */
  site: string;
  /** Astro's image registry of that build, removed by Astro when the build ends */
  addStaticImage: unknown;
  /** where the bundle was built (Astro deletes it) and the copy of it that is kept */
  bundleDir: string;
  copyDir: string;
}

/** Where the warm build process finds the last build's renderer. */
export const kept = globalThis as { __keptRenderer?: KeptRenderer };

/**
 * The folder of the server bundle Astro renders the pages with, and deletes once they are written:
 * `.prerender` in the output folder, or in `.astro` of the working folder when the output is
 * elsewhere (Astro's getPrerenderOutputDirectory).
 */
function serverBundleDir(outDir: URL): string {
  const out = fileURLToPath(outDir);
  return join(out.startsWith(process.cwd()) ? out : join(process.cwd(), '.astro'), '.prerender');
}

/**
 * A copy of the server bundle in `keepIn` made of hard links (instant), which outlives Astro's
 * deleting the bundle: the modules it loads later (the image service on the first page with an
 * image) are read from it (build-worker.ts). Only the newest build's copy is kept.
 */
function keepFiles(bundle: string, keepIn: string): string {
  mkdirSync(keepIn, { recursive: true });
  for (const old of readdirSync(keepIn)) rmSync(join(keepIn, old), { recursive: true, force: true });
  const copy = join(keepIn, Date.now().toString(36));
  linkTree(bundle, copy);
  return copy;
}

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
 * In the warm build process (ASTRO_KEEP_RENDERER_DIR set to where bundles are kept), keeps each build's prerenderer once its
 * pages are rendered, so a publish that only changes content renders the pages again with the
 * code already bundled (issue 17: an edit live in two seconds). Elsewhere it does nothing.
 */
export function keepRenderer(): AstroIntegration {
  let outDir: URL | undefined;
  let site = 'http://localhost/';
  return {
    name: 'keep-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
        if (config.site) site = config.site;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        const keepIn = process.env.ASTRO_KEEP_RENDERER_DIR;
        if (!keepIn || !outDir) return;
        const bundle = serverBundleDir(outDir);
        kept.__keptRenderer = undefined;
        setPrerenderer((astros) => ({
          name: 'keep-renderer',
          async setup() {
            const copyDir = keepFiles(bundle, keepIn);
            await astros.setup?.();
            const assets = (globalThis as { astroAsset?: { addStaticImage?: unknown } }).astroAsset;
            kept.__keptRenderer = {
              prerenderer: astros,
              site,
              addStaticImage: assets?.addStaticImage,
              bundleDir: bundle,
              copyDir,
            };
          },
          getStaticPaths: () => astros.getStaticPaths(),
          render: (request, options) => astros.render(request, options),
          teardown: async () => astros.teardown?.(),
        }));
      },
    },
  };
}
