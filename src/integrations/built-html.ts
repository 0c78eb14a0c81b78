// What the build does to each finished page after Astro wrote it (finish-pages.ts in `astro build`),
// shared with the publisher that renders the pages again without a build
// (src/server/publishing/rerender.ts), so both give the same pages; and the HTML and module reading
// the page-weight measure uses (scripts/lib/page-weight.ts).
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The value of one attribute in a start tag's text, or undefined. */
export function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return m ? decode(m[1] ?? m[2] ?? m[3] ?? '') : undefined;
}

/**
 * The module specifiers a (minified) ES module imports statically: `import x from "…"`,
 * `import "…"`, `export … from "…"`. Dynamic `import("…")` is not followed (loaded on demand).
 */
export function staticImports(js: string): string[] {
  const found = new Set<string>();
  const re =
    /(?:^|[;\s}\n)])(?:import|export)\s*(?:(?:[\w$]+\s*,?\s*)?(?:\*(?:\s*as\s*[\w$]+)?|\{[^}]*\})?\s*from\s*)?["']([^"']+)["']/g;
  for (const m of js.matchAll(re)) found.add(m[1]!);
  return [...found];
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

/** A page as the build leaves it: the island style in <head> and the client-only islands' modules preloaded. */
export async function finishPage(root: string, html: string, graphs: Map<string, string[]>): Promise<string> {
  const hoisted = withIslandStyleInHead(html) ?? html;
  return (await withModulePreloads(root, hoisted, graphs)) ?? hoisted;
}
