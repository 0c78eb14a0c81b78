import { linkSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';

/** What a finished build leaves behind for rendering its pages again (src/server/publishing/rerender.ts). */
export interface KeptRenderer {
  /** Astro's own prerenderer, set up on the build's server bundle: it renders any of the site's paths */
  prerenderer: AstroPrerenderer;
  /** the site's address (astro.config.mjs `site`): the origin of the requests the pages are rendered for */
  site: string;
  /** Astro's image registry of that build, removed by Astro when the build ends */
  addStaticImage: unknown;
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
 * Loads every module of the server bundle, while it is still there: Astro deletes it once the pages
 * are written, but the kept renderer imports some modules only when a page first needs them (the
 * image service on the first page with an image). Loaded now, they are in Node's module cache at
 * their own address, and a later import is answered from there without reading the file.
 */
async function loadEveryModule(dir: string): Promise<void> {
  const modules: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(folder, entry.name));
      else if (/\.m?js$/.test(entry.name)) modules.push(join(folder, entry.name));
    }
  };
  walk(dir);
  // One that fails to load fails the render that needs it, which then builds in full (rerender.ts).
  await Promise.allSettled(modules.map((file) => import(pathToFileURL(file).href)));
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
 * In the warm build process (ASTRO_KEEP_RENDERER=1, set by build-worker.ts), keeps each build's prerenderer once its
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
        if (process.env.ASTRO_KEEP_RENDERER !== '1' || !outDir) return;
        const bundle = serverBundleDir(outDir);
        kept.__keptRenderer = undefined;
        setPrerenderer((astros) => ({
          name: 'keep-renderer',
          async setup() {
            await astros.setup?.();
            const assets = (globalThis as { astroAsset?: { addStaticImage?: unknown } }).astroAsset;
            kept.__keptRenderer = { prerenderer: astros, site, addStaticImage: assets?.addStaticImage };
          },
          getStaticPaths: () => astros.getStaticPaths(),
          render: (request, options) => astros.render(request, options),
          async teardown() {
            await loadEveryModule(bundle);
            await astros.teardown?.();
          },
        }));
      },
    },
  };
}
