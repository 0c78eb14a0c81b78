// A publish that only changes content, rendered from the code the last build already bundled
// (issue 17: an edit live in two seconds). The warm build process keeps the last build's
// prerenderer (src/integrations/keep-renderer.ts); this renders every page again with it into a
// new folder that starts as a copy of the live site (hard links, so it costs no space), then
// checks that everything the new pages reference is there. A new photo's variants are made while its
// page renders (src/components/media-variants.ts); a page that needs something else the live site
// lacks (a script or style bundled by another build) answers NeedsFullBuild, and the caller builds in full.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { finishPage } from '../../integrations/built-html.ts';
import type { KeptRenderer } from '../../lib/build-seam.ts';
import { linkTree } from '../../integrations/keep-renderer.ts';
import { writeFirstFaces } from '../../layouts/first-faces-files.ts';

export class NeedsFullBuild extends Error {}

type PathWithRoute = Awaited<ReturnType<KeptRenderer['prerenderer']['getStaticPaths']>>[number];

/**
 * Where Astro's build writes a path (`build.format: 'directory'` in astro.config.mjs): an endpoint
 * under its own name, /404 as 404.html, every other page as index.html in a folder of its name.
 * The rerender test compares every file with a full build's, so a rule that drifts fails there.
 */
function fileOf({ pathname, route }: PathWithRoute): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (route.type === 'endpoint') return path;
  if (path === '404' || path === '500') return `${path}.html`;
  return path ? `${path}/index.html` : 'index.html';
}

/** Every page of the site rendered again into `outDir`, which starts as a copy of `fromDir`. */
export async function rerender(kept: KeptRenderer, fromDir: string, outDir: string): Promise<{ pages: number }> {
  const { prerenderer, site } = kept;
  if (!existsSync(join(fromDir, 'index.html'))) throw new NeedsFullBuild('no build to start from');
  linkTree(fromDir, outDir);
  const seen = new Set<string>();
  const paths = (await prerenderer.getStaticPaths()).filter(({ pathname }) => {
    const key = pathname.replace(/\/+$/, '');
    return !seen.has(key) && seen.add(key);
  });
  const pages = await Promise.all(
    paths.map(async (path) => {
      const { pathname, route } = path;
      // The address the build asks for: a page's with its trailing slash (format 'directory').
      const url = new URL(route.type === 'endpoint' ? pathname : `${pathname.replace(/\/+$/, '')}/`, site);
      const rendered = await prerenderer.render(new Request(url), { routeData: route });
      const response = rendered instanceof Response ? rendered : rendered.response;
      if (response.status >= 300 && response.status < 400) throw new NeedsFullBuild(`${pathname} redirects`);
      if (!response.body) return undefined;
      return { file: join(outDir, fileOf(path)), body: Buffer.from(await response.arrayBuffer()) };
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
}
