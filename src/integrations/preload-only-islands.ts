import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { attr, staticImports } from '../../scripts/lib/page-weight.ts';
import { htmlFiles } from './hoist-island-style.ts';

/**
 * A client-only island (the admin) renders nothing until its modules have run, and the browser
 * finds them a level at a time: the island script, then the component and renderer, then what they
 * import. After the build, its pages list the whole static import graph as modulepreload links in
 * <head>, so every module is fetched at once while the HTML is still being read. Islands that
 * hydrate later (visible, idle) are left alone: preloading them would spend the bandwidth early.
 */
export function preloadOnlyIslands(): AstroIntegration {
  return {
    name: 'preload-only-islands',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const graphs = new Map<string, string[]>();
        for (const file of await htmlFiles(root)) {
          const preloaded = await withModulePreloads(root, await readFile(file, 'utf8'), graphs);
          if (preloaded) await writeFile(file, preloaded);
        }
      },
    },
  };
}

/**
 * The page with its client-only islands' module graph preloaded, or undefined when it needs no
 * change. `graphs` remembers the graphs already read from `root`, the built site's folder.
 */
export async function withModulePreloads(
  root: string,
  html: string,
  graphs: Map<string, string[]>,
): Promise<string | undefined> {
  const entries = [...html.matchAll(/<astro-island\b[^>]*>/gi)]
    .filter(([tag]) => attr(tag, 'client') === 'only')
    .flatMap(([tag]) =>
      ['component-url', 'renderer-url']
        .map((name) => attr(tag, name))
        .filter((url): url is string => Boolean(url?.startsWith('/'))),
    );
  if (!entries.length || html.includes('rel="modulepreload"')) return undefined;
  const key = entries.join(' ');
  if (!graphs.has(key)) graphs.set(key, await moduleGraph(root, entries));
  const links = graphs
    .get(key)!
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join('');
  return html.replace('</title>', `</title>${links}`);
}

/** Every module the entries import statically, entries first, as site paths. */
async function moduleGraph(root: string, entries: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (url: string) => {
    if (seen.has(url)) return;
    const file = join(root, url);
    if (!existsSync(file)) return;
    seen.add(url);
    for (const specifier of staticImports(await readFile(file, 'utf8'))) {
      if (specifier.startsWith('.')) await visit(posix.join(posix.dirname(url), specifier));
      else if (specifier.startsWith('/')) await visit(specifier);
    }
  };
  for (const entry of entries) await visit(entry);
  return [...seen];
}
