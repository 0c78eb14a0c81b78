import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/**
 * Astro writes its one-line island style where the first island appears, inside <body>, where
 * HTML does not permit <style>. After the build, move it into <head> so every page validates.
 */
export function hoistIslandStyle(): AstroIntegration {
  return {
    name: 'hoist-island-style',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of await htmlFiles(root)) {
          const hoisted = withIslandStyleInHead(await readFile(file, 'utf8'));
          if (hoisted) await writeFile(file, hoisted);
        }
      },
    },
  };
}

/** The page with the island style moved into <head>, or undefined when it needs no change. */
export function withIslandStyleInHead(html: string): string | undefined {
  const match = html.match(ISLAND_STYLE);
  const head = html.indexOf('</head>');
  if (!match || match.index === undefined || head < 0 || match.index < head) return undefined;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.replace('</head>', `${match[0]}</head>`);
}

/** Every .html file below a folder. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory()
        ? htmlFiles(join(dir, e.name))
        : Promise.resolve(e.name.endsWith('.html') ? [join(dir, e.name)] : []),
    ),
  );
  return nested.flat();
}
