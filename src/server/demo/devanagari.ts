// Nepali words drawn as outlines, for the demo's Nepali posters: sharp's SVG renderer draws text
// with the system's fonts, and a server may have no Devanagari font at all (boxes instead of
// letters). HarfBuzz shapes each line with the site's own Noto Sans Devanagari (conjuncts, half
// forms, vowel signs placed as Chromium would place them) and the glyphs become SVG paths.
import { readFileSync } from 'node:fs';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const FONTS = new URL('../../assets/fonts/', import.meta.url);
const FILES = {
  400: 'noto-sans-devanagari-devanagari-400-normal.woff2',
  700: 'noto-sans-devanagari-devanagari-700-normal.woff2',
};
type Weight = keyof typeof FILES;
const fonts = new Map<Weight, Promise<hb.Font>>();
/** fontverter's WOFF2 decoder corrupts its output when two calls overlap: one at a time */
let decoding: Promise<unknown> = Promise.resolve();

const fontOf = (weight: Weight) => {
  let font = fonts.get(weight);
  if (!font) {
    const woff2 = readFileSync(new URL(FILES[weight], FONTS));
    const ttf = decoding.then(() => fontverter.convert(woff2, 'truetype', 'woff2'));
    decoding = ttf.catch(() => {});
    font = ttf.then((bytes) => new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(bytes)))));
    fonts.set(weight, font);
  }
  return font;
};

export interface Line {
  text: string;
  /** the line's centre and baseline, in the poster's units */
  x: number;
  y: number;
  size: number;
  weight: Weight;
  fill: string;
}

/** The lines as SVG paths, each centred on its x. */
export async function devanagariLines(lines: Line[]): Promise<string> {
  const drawn = await Promise.all(
    lines.map(async ({ text, x, y, size, weight, fill }) => {
      const font = await fontOf(weight);
      const scale = size / font.face.upem;
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.setLanguage('ne');
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      let pen = 0;
      const glyphs: string[] = [];
      for (const g of buffer.getGlyphInfosAndPositions()) {
        const path = font.glyphToPath(g.codepoint);
        if (path) glyphs.push(`<path transform="translate(${pen + (g.xOffset ?? 0)} ${g.yOffset ?? 0})" d="${path}"/>`);
        pen += g.xAdvance ?? 0;
      }
      const left = x - (pen * scale) / 2;
      return `<g fill="${fill}" transform="translate(${left.toFixed(1)} ${y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})">${glyphs.join('')}</g>`;
    }),
  );
  return drawn.join('');
}
