import { describe, expect, it } from 'vitest';
import { decodeCss, sanitiseSvg } from '../../../src/server/media/svg-sanitise.ts';
import {
  MAX_SVG_DEPTH,
  MAX_SVG_ELEMENTS,
  sanitiseSvgUpload,
  svgShapeProblem,
} from '../../../src/server/media/svg-upload.ts';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">${body}</svg>`;
const nested = (depth: number) => svg(`${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}`);

describe('url() in a sanitised SVG', () => {
  it('strips every url() that is not a fragment of the image, CSS escapes and comments included', () => {
    const outside = [
      'url(http://evil.example/x.png)',
      "url('https://evil.example/x')",
      'url( &quot;//evil.example/x&quot; )',
      'URL(data:image/png;base64,AAAA)',
      'u\\72l(http://evil.example/a)',
      '\\75 rl(http://evil.example/b)',
      '\\000075\\000072\\00006c(http://evil.example/c)',
      'u\\rl(http://evil.example/d)',
      'u/**/rl(http://evil.example/e)',
      'url(#a) url(http://evil.example/f)',
      'image-set(&quot;http://evil.example/g.png&quot; 1x)',
    ];
    for (const value of outside) {
      const out = sanitiseSvg(
        svg(
          `<rect width="5" height="5" fill="${value}" stroke="${value}" filter="${value}" mask="${value}" clip-path="${value}" style="fill: ${value}"/><path d="M0 0L5 5" marker-start="${value}" marker-end="${value}"/><style>rect { fill: ${value} }</style>`,
        ),
      );
      expect(out, value).toBeDefined();
      expect(out!, value).not.toMatch(/evil\.example|data:image/);
      expect(decodeCss(out!), value).not.toMatch(/url\((?!#)/i);
      expect(out!, value).toContain('<rect'); // the element stays, its outside references go
    }
  });

  it('keeps a reference to a fragment of the image itself', () => {
    const out = sanitiseSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)" style="stroke: url( \'#g\' )"/>',
      ),
    );
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain("stroke: url( '#g' )");
  });

  it('decodes CSS escapes the way a browser reads them', () => {
    expect(decodeCss('u\\72l(')).toBe('url(');
    expect(decodeCss('\\75 rl(')).toBe('url(');
    expect(decodeCss('u/* x */rl(')).toBe('url(');
  });
});

describe('an SVG too deep or too large is refused before it is parsed', () => {
  it(`counts nesting and elements by a scan of the tags (at most ${MAX_SVG_DEPTH} deep, ${MAX_SVG_ELEMENTS.toLocaleString('en-US')} elements)`, () => {
    expect(svgShapeProblem(nested(MAX_SVG_DEPTH - 2))).toBeUndefined();
    expect(svgShapeProblem(nested(MAX_SVG_DEPTH))).toMatch(/nested more than 256 deep/);
    expect(svgShapeProblem(svg('<rect/>'.repeat(MAX_SVG_ELEMENTS)))).toMatch(/more than 50,000 elements/);
    // Comments, CDATA, a doctype and '>' inside attribute values do not confuse it.
    expect(
      svgShapeProblem(
        `<?xml version="1.0"?><!DOCTYPE svg><!-- <g><g><g> -->${svg(`<text title="a > b"><![CDATA[<g><g>]]></text>${'<g/>'.repeat(1000)}`)}`,
      ),
    ).toBeUndefined();
    const started = performance.now();
    expect(svgShapeProblem(nested(100_000))).toBeDefined();
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('sanitises in a worker thread: a deep file is a 422 at once, a good one comes back clean', async () => {
    await expect(sanitiseSvgUpload(nested(100_000))).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/nested more than 256 deep/),
    });
    expect(await sanitiseSvgUpload(svg('<script>alert(1)</script><circle r="2"/>'))).toMatch(
      /^<\?xml[\s\S]*<circle r="2"\/><\/svg>$/,
    );
    expect(await sanitiseSvgUpload('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toBeUndefined();
  });

  it('refuses a file that takes longer than the time limit, and the next one is served by a fresh thread', async () => {
    // 250 deep × 180 wide: under both caps, and slow enough for a 1 ms limit.
    const slow = svg(`${'<g>'.repeat(250)}${'<rect/>'.repeat(180)}${'</g>'.repeat(250)}`);
    await expect(sanitiseSvgUpload(slow, 1)).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/took more than/),
    });
    expect(await sanitiseSvgUpload(svg('<circle r="3"/>'))).toContain('<circle r="3"/>');
  });
});
