import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { firstFaces } from '../../../src/layouts/first-faces.ts';
import { asked, writeFirstFaces } from '../../../src/layouts/first-faces-files.ts';
import { freshFirstFaces } from './count-shaping.ts';

// A Nepali page's first faces (issue 25) must shape every word of the page exactly as the full
// faces do: the same glyphs in the same places, conjuncts and Nepali digits included.
const PAGE = '<h1>धेरैले सोध्ने प्रश्न</h1><p>कोशीनेटका इन्टरनेट प्याकेज: ३०० Mbps, रु. १,५००/महिना। क्ष त्र ज्ञ श्र द्ध द्य ह्र</p>';
const FULL: Record<number, string> = {
  400: 'src/assets/fonts/noto-sans-devanagari-devanagari-400-normal.woff2',
  700: 'src/assets/fonts/noto-sans-devanagari-devanagari-700-normal.woff2',
};

async function fontOf(woff2: Uint8Array) {
  const ttf = new Uint8Array(await fontverter.convert(woff2, 'truetype', 'woff2'));
  const face = new hb.Face(new hb.Blob(ttf));
  const maxp = face.referenceTable('maxp')!;
  return { font: new hb.Font(face), glyphCount: (maxp[4] << 8) | maxp[5] };
}

/** Advances and offsets of each glyph, with its outline's extents (glyph ids differ in a cut font). */
function shaped(font: hb.Font, word: string) {
  const buffer = new hb.Buffer();
  buffer.addText(word);
  buffer.setLanguage('ne');
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfosAndPositions().map((g) => ({
    cluster: g.cluster,
    at: [g.xAdvance, g.xOffset, g.yOffset],
    extents: font.glyphExtents(g.codepoint),
  }));
}

describe('firstFaces', () => {
  it('gives a page without Devanagari no first faces', async () => {
    expect(await firstFaces('<h1>Internet plans</h1><p>100 Mbps</p>')).toEqual([]);
  });

  it('cuts each weight to the glyphs of the page, which shape every word as the full font does', async () => {
    const faces = await firstFaces(PAGE);
    expect(faces.map((face) => face.weight)).toEqual([400, 700]);
    const words = [...new Set(PAGE.match(/[\u0900-\u097F]+/g))];
    const codepoints = [...new Set(words.join(''))].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`);
    for (const { weight, src, unicodeRange } of faces) {
      // local() first: a device with the font downloads nothing.
      expect(src).toMatch(/^local\("Noto Sans Devanagari (Regular|Bold)"\)/);
      expect(unicodeRange.split(',').sort()).toEqual(codepoints.sort());
      // A file beside the page, named by its content, not inline.
      const name = /url\(\/_astro\/first-faces\/([\w-]+\.woff2)\)/.exec(src)![1];
      const cut = await fontOf(asked.get(name)!);
      const full = await fontOf(readFileSync(FULL[weight]));
      expect(cut.glyphCount).toBeLessThan(full.glyphCount / 4);
      for (const word of words) expect(shaped(cut.font, word), word).toEqual(shaped(full.font, word));
    }
  });

  it('writes the files the pages asked for into the built site, once', async () => {
    const faces = await firstFaces(PAGE);
    const site = mkdtempSync(join(tmpdir(), 'first-faces-'));
    expect(writeFirstFaces(site)).toBe(2);
    const names = readdirSync(join(site, '_astro/first-faces')).sort();
    expect(names.map((name) => faces.some((face) => face.src.includes(`/_astro/first-faces/${name}`)))).toEqual([
      true,
      true,
    ]);
    expect(writeFirstFaces(site)).toBe(0);
  });

  it('gives the same page the same faces again, from its cache', async () => {
    expect(await firstFaces(PAGE)).toEqual(await firstFaces(PAGE));
  });

  it('keeps what each word shapes to on disk, so a new process cuts the same faces without shaping again', async () => {
    const faces = await firstFaces(PAGE);
    const folder = join(process.env.SHARED_CACHE_DIR || 'node_modules/.astro', 'first-faces');
    const files = readdirSync(folder).filter((name) => /^(400|700)-\w+-hb[\d.]+-[\w-]+\.json$/.test(name));
    const words = [...new Set(PAGE.match(/[\u0900-\u097F]+/g))];
    for (const weight of ['400', '700']) {
      const file = files.find((name) => name.startsWith(`${weight}-`));
      const kept = JSON.parse(readFileSync(join(folder, file!), 'utf8')) as Record<string, number[]>;
      for (const word of words) expect(kept[word], word).toEqual(expect.arrayContaining([expect.any(Number)]));
    }
    // A fresh module is a new process's: it reads the words back and shapes none of them again.
    const fresh = await freshFirstFaces();
    expect(await fresh.firstFaces(PAGE)).toEqual(faces);
    expect(fresh.shaped()).toBe(0);
    fresh.done();
  });
});
