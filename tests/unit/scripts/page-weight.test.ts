import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractPageAssets, pageFile, resolveUrl, weighPage } from '../../../scripts/lib/page-weight.ts';
import { attr, staticImports } from '../../../src/integrations/built-html.ts';

describe('extractPageAssets', () => {
  it('finds script src, modulepreload, stylesheets and island component/renderer URLs, skipping external and inline', () => {
    const html = `<head><link rel="stylesheet" href="/_astro/a.css"><link rel="icon" href="/favicon.svg">
      <link rel="modulepreload" href="/_astro/pre.js"><link rel=stylesheet href=https://cdn.example.com/x.css>
      <script type="module" src="/_astro/page.js"></script><script>inline()</script><script src="//cdn.example.com/x.js"></script></head>
      <astro-island uid="a" component-url="/_astro/Island.js" renderer-url="/_astro/client.js" props="{&quot;a&quot;:1}"></astro-island>
      <astro-island uid="b" component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island>`;
    expect(extractPageAssets(html)).toEqual({
      scripts: ['/_astro/page.js', '/_astro/pre.js', '/_astro/Island.js', '/_astro/client.js'],
      styles: ['/_astro/a.css'],
    });
  });

  it('reads quoted, single-quoted and bare attributes, decoding entities', () => {
    expect(attr('<a href="/x?a=1&amp;b=2">', 'href')).toBe('/x?a=1&b=2');
    expect(attr("<a href='/y'>", 'href')).toBe('/y');
    expect(attr('<a href=/z>', 'href')).toBe('/z');
    expect(attr('<a data-href="/no">', 'href')).toBeUndefined();
  });
});

describe('staticImports', () => {
  it('lists static import and re-export specifiers of minified modules, not dynamic imports', () => {
    const js = `import{i as e,r as t}from"./constants.js";import{t as o}from"./Picture.js";import"./side.js";import x,{y}from'./both.js';export{a as b}from"./re.js";export*from"./all.js";const l=()=>import("./lazy.js");var s="import nothing";`;
    expect(staticImports(js)).toEqual([
      './constants.js',
      './Picture.js',
      './side.js',
      './both.js',
      './re.js',
      './all.js',
    ]);
  });
});

describe('resolveUrl and pageFile', () => {
  it('resolves relative specifiers against the importing URL and ignores bare ones', () => {
    expect(resolveUrl('/_astro/a.js', './b.js')).toBe('/_astro/b.js');
    expect(resolveUrl('/_astro/x/a.js', '../c.js')).toBe('/_astro/c.js');
    expect(resolveUrl('/_astro/a.js', 'react')).toBeUndefined();
  });
  it('maps public paths to built files', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/plans')).toBe(join('plans', 'index.html'));
    expect(pageFile('/booking?category=home')).toBe(join('booking', 'index.html'));
    expect(pageFile('/404')).toBe('404.html');
  });
});

describe('weighPage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'weigh-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const gz = (s: string) => gzipSync(s, { level: 9 }).byteLength;

  it('sums gzip -9 bytes of the HTML, the JS followed through static imports (each once) and the CSS', () => {
    const html =
      '<link rel="stylesheet" href="/_astro/s.css"><astro-island component-url="/_astro/I.js" renderer-url="/_astro/r.js"></astro-island>';
    const files = {
      '_astro/I.js': 'import{a}from"./shared.js";import("./lazy.js");',
      '_astro/r.js': 'import{b}from"./shared.js";',
      '_astro/shared.js': 'import"./deep.js";export const a=1,b=2;',
      '_astro/deep.js': 'console.log(1)',
      '_astro/lazy.js': 'never counted',
      '_astro/s.css': 'body{color:red}',
    };
    put('p/index.html', html);
    for (const [p, t] of Object.entries(files)) put(p, t);
    const w = weighPage(dir, '/p');
    expect(w.jsFiles).toEqual(['/_astro/I.js', '/_astro/deep.js', '/_astro/r.js', '/_astro/shared.js']);
    expect(w.cssFiles).toEqual(['/_astro/s.css']);
    expect(w.html).toBe(gz(html));
    expect(w.js).toBe(
      gz(files['_astro/I.js']) + gz(files['_astro/r.js']) + gz(files['_astro/shared.js']) + gz(files['_astro/deep.js']),
    );
    expect(w.css).toBe(gz(files['_astro/s.css']));
    expect(w.total).toBe(w.html + w.js + w.css);
  });
});
