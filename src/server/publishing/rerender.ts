// A publish that only changes content, rendered from the code the last build already bundled
// (issue 17: an edit live in two seconds). The warm build process keeps the last build's
// prerenderer (src/integrations/keep-renderer.ts); this renders every page again with it into a
// new folder that starts as a copy of the live site (hard links, so it costs no space), then
// checks that everything the new pages reference is there. A page that needs something the live
// site lacks (a new image to optimise) answers NeedsFullBuild, and the caller builds in full.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { finishPage } from '../../integrations/built-html.ts';
import { type KeptRenderer, linkTree } from '../../integrations/keep-renderer.ts';
import { writeFirstFaces } from '../../layouts/first-faces-files.ts';

export class NeedsFullBuild extends Error {}

type PathWithRoute = Awaited<ReturnType<KeptRenderer['prerenderer']['getStaticPaths']>>[number];
interface BuildOptions {
  settings: { config: { outDir: URL } };
  logger: unknown;
}
interface Rendered {
  body: Buffer | string;
  outFile: URL;
}
type RenderPath = (args: {
  prerenderer: unknown;
  pathname: string;
  route: PathWithRoute['route'];
  options: BuildOptions;
  logger: unknown;
  collectMetadata: boolean;
}) => Promise<Rendered | null>;

const require = createRequire(import.meta.url);
// Astro renders and names a path's file with renderPath, the function its own build uses for each
// path; it is not among the package's exports, so it is loaded from its file.
const astroGenerate = join(dirname(require.resolve('astro/package.json')), 'dist', 'core', 'build', 'generate.js');

/** Every page of the site rendered again into `outDir`, which starts as a copy of `fromDir`. */
export async function rerender(kept: KeptRenderer, fromDir: string, outDir: string): Promise<{ pages: number }> {
  const { renderPath } = (await import(pathToFileURL(astroGenerate).href)) as { renderPath: RenderPath };
  const { prerenderer } = kept;
  const options = prerenderer.app?.getOptions() as BuildOptions | undefined;
  if (!options || !existsSync(join(fromDir, 'index.html'))) throw new NeedsFullBuild('no build to start from');
  const builtInto = options.settings.config.outDir.href;
  linkTree(fromDir, outDir);

  // Images the pages ask for get the names Astro gave them in the build (the registry it removed).
  const global = globalThis as { astroAsset?: Record<string, unknown> };
  global.astroAsset ??= {};
  const assets = global.astroAsset;
  assets.addStaticImage = kept.addStaticImage;
  assets.staticImages = new Map();
  try {
    const seen = new Set<string>();
    const paths = (await prerenderer.getStaticPaths()).filter(({ pathname }) => {
      const key = pathname.replace(/\/+$/, '');
      return !seen.has(key) && seen.add(key);
    });
    const pages = await Promise.all(
      paths.map(async ({ pathname, route }) => {
        const distURL = route.distURL;
        const result = await renderPath({
          prerenderer,
          pathname,
          route,
          options,
          logger: options.logger,
          collectMetadata: false,
        });
        route.distURL = distURL; // renderPath appends the file it names; the build's list stays as it was
        if (!result) return undefined;
        if (!result.outFile.href.startsWith(builtInto))
          throw new NeedsFullBuild(`${pathname} renders outside the site`);
        return { file: join(outDir, decodeURI(result.outFile.href.slice(builtInto.length))), body: result.body };
      }),
    );
    writeFirstFaces(outDir); // the Nepali pages' first faces, before the check that what they ask for is there
    const graphs = new Map<string, string[]>();
    const files: { file: string; body: Buffer | string }[] = [];
    for (const page of pages) {
      if (!page) continue;
      if (!page.file.endsWith('.html')) {
        files.push(page);
        continue;
      }
      let html = page.body.toString();
      html = await finishPage(outDir, html, graphs);
      const missing = [...html.matchAll(/\/_astro\/[^"'\s)?#&<>]+/g)]
        .map(([url]) => url)
        .find((url) => !existsSync(join(outDir, decodeURI(url))));
      if (missing) throw new NeedsFullBuild(`${missing} is not built yet`);
      files.push({ file: page.file, body: html });
    }
    // A new file beside each page, then one rename: the copy of the live site is never written through.
    for (const { file, body } of files) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.new`, body);
      renameSync(`${file}.new`, file);
    }
    return { pages: files.length };
  } finally {
    delete assets.addStaticImage;
  }
}
