// Page weight of a built static page: its own HTML plus every JavaScript and CSS file the page
// makes the browser load, each gzipped at level 9. Pure string handling plus a file reader, so the
// parsing is unit-tested in tests/unit/scripts/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { attr, staticImports } from '../../src/integrations/built-html.ts';

export interface PageAssets {
  /** JavaScript URLs the page references: script src, modulepreload, island component/renderer URLs */
  scripts: string[];
  /** stylesheet URLs */
  styles: string[];
}

/** The JS and CSS a built HTML page references (same-origin or relative URLs; external ones skipped). */
export function extractPageAssets(html: string): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const local = (url: string | undefined) => url && !/^(https?:)?\/\//i.test(url) && !url.startsWith('data:');
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (local(src)) scripts.add(src!);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (!local(href)) continue;
    if (rel.includes('stylesheet')) styles.add(href!);
    else if (rel.includes('modulepreload')) scripts.add(href!);
    else if (rel.includes('preload') && (attr(tag, 'as') ?? '') === 'script') scripts.add(href!);
    else if (rel.includes('preload') && (attr(tag, 'as') ?? '') === 'style') styles.add(href!);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(tag, name);
      if (local(url)) scripts.add(url!);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** Resolves a specifier against the URL path of the importing file ("/_astro/a.js"). */
export function resolveUrl(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.') && !spec.startsWith('/')) return undefined; // bare specifier: not a file we serve
  return new URL(spec, `http://x${from}`).pathname;
}

/** The HTML file of a public path inside a build folder. */
export function pageFile(path: string): string {
  if (path === '/404') return '404.html';
  const clean = path.split('?')[0]!.replace(/^\/+|\/+$/g, '');
  return clean ? join(clean, 'index.html') : 'index.html';
}

export interface PageWeight {
  html: number;
  js: number;
  css: number;
  total: number;
  jsFiles: string[];
  cssFiles: string[];
  /** gzip bytes of each JS and CSS file */
  files: Record<string, number>;
}

export const gzipSize = (data: string | Uint8Array) => gzipSync(data, { level: 9 }).byteLength;

/** gzip bytes (level 9) of a built page's HTML, the JS it loads (imports followed transitively) and its CSS. */
export function weighPage(buildDir: string, path: string, cache = new Map<string, Buffer>()): PageWeight {
  const read = (url: string) => {
    let data = cache.get(url);
    if (!data) {
      data = readFileSync(join(buildDir, decodeURIComponent(url.split(/[?#]/)[0]!)));
      cache.set(url, data);
    }
    return data;
  };
  const html = readFileSync(join(buildDir, pageFile(path)), 'utf8');
  const { scripts, styles } = extractPageAssets(html);
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const js = read(url).toString('utf8');
    // A Web Worker's script (the speed test's) is the page's JavaScript too.
    const workers = [...js.matchAll(/new Worker\(new URL\([`'"]([^`'"]+)[`'"]/g)].map((m) => m[1]!);
    for (const spec of [...staticImports(js), ...workers]) {
      const next = resolveUrl(url, spec);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  const jsFiles = [...seen].sort();
  const cssFiles = [...styles].sort();
  const files: Record<string, number> = {};
  for (const u of [...jsFiles, ...cssFiles]) files[u] = gzipSize(read(u));
  const js = jsFiles.reduce((n, u) => n + files[u]!, 0);
  const css = cssFiles.reduce((n, u) => n + files[u]!, 0);
  const htmlBytes = gzipSize(html);
  return { html: htmlBytes, js, css, total: htmlBytes + js + css, jsFiles, cssFiles, files };
}
