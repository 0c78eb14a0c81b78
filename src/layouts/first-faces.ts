// A Nepali page's own "first faces" (issue 25): the Noto Sans Devanagari glyphs this page's text
// needs, nothing more, 10–13 kB a weight. A device without a Devanagari font then draws the first
// screen in the real font: no empty boxes, no waiting for the 84 kB of full faces, no reflow when
// they come (same font, same metrics). A device with one (local(), first) downloads nothing: the
// faces are files beside the page (/_astro/first-faces/, written by writeFirstFaces after each
// build and publish), not inline. The full faces are asked for once the page has loaded, for what
// islands write later, and the first faces are dropped when they are ready.
//
// Which glyphs: each Devanagari word of the page is shaped with HarfBuzz (the shaper Chromium and
// Android use), in Nepali and without a language, and every glyph any step of the shaping passes
// through is kept (a conjunct is built from half forms, a Nepali digit is a `locl` variant). The
// font is cut to those glyphs without HarfBuzz's layout closure, which would add every conjunct the
// page's letters could ever form: 10–13 kB a weight instead of 20–28 kB.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { asked, FOLDER } from './first-faces-files.ts';
import { shippedWords } from './first-faces-shipped.ts';
import regular from '../assets/fonts/noto-sans-devanagari-devanagari-400-normal.woff2?inline';
import bold from '../assets/fonts/noto-sans-devanagari-devanagari-700-normal.woff2?inline';

/** The family name the first faces go by; devanagari.css has the full faces' rules. */
export const FIRST_FAMILY = 'Noto Sans Devanagari First';
/** A Nepali page's font stack while its first faces are in use (global.css has the usual one). */
export const FIRST_STACK = `"${FIRST_FAMILY}","Noto Sans Devanagari",var(--system-fonts)`;
/** What a device that has a Devanagari font uses instead (the same list as devanagari.css). */
const LOCAL: Record<number, string[]> = {
  400: [
    'Noto Sans Devanagari Regular',
    'NotoSansDevanagari-Regular',
    'Nirmala UI',
    'Kohinoor Devanagari Regular',
    'KohinoorDevanagari-Regular',
  ],
  700: [
    'Noto Sans Devanagari Bold',
    'NotoSansDevanagari-Bold',
    'Nirmala UI Bold',
    'NirmalaUI-Bold',
    'Kohinoor Devanagari Bold',
    'KohinoorDevanagari-Bold',
  ],
};
const SOURCES: Record<number, string> = { 400: regular, 700: bold };
const WORD = /[\u0900-\u097F\u200C\u200D]+/g;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

interface Weight {
  font: hb.Font;
  ttf: Uint8Array;
  /** glyphs each word passes through, kept for the next page and the next publish */
  words: Map<string, number[]>;
  /** where `words` is kept between processes (see glyphCache) */
  cacheFile: string;
  /** words shaped since `words` was last written there */
  unsaved: number;
}
let weights: Promise<Map<number, Weight>> | undefined;
/** fontverter's WOFF2 coder (wawoff2, WebAssembly) corrupts its output when two calls overlap: one at a time */
let woff2Queue: Promise<unknown> = Promise.resolve();
function convert(font: Uint8Array, to: 'truetype' | 'woff2'): Promise<Buffer> {
  const next = woff2Queue.then(() => fontverter.convert(font, to, to === 'woff2' ? 'truetype' : 'woff2'));
  woff2Queue = next.catch(() => {});
  return next;
}
interface FaceFile {
  name: string;
  woff2: Buffer;
}
/** the face file of a set of glyphs, for pages (and publishes) that need the same set; the newest kept */
const faces = new Map<string, Promise<FaceFile>>();
const KEPT_FACES = 200;

const require = createRequire(import.meta.url);
const SUBSET_WASM = 'harfbuzzjs/dist/harfbuzz-subset.wasm';
/** glyphsOf's way of shaping, in the cache's file name: change it when glyphsOf changes */
const GLYPHS_OF = 'ne-and-none';
/**
 * Shaping with a trace costs about 10 ms a word, so a fresh process would spend 10–20 s on the
 * demo's Nepali pages alone (every server start, every new build process). What each word shapes
 * to depends only on the font and HarfBuzz, so it is kept on disk in the content cache (the
 * server's SHARED_CACHE_DIR, or its build cache; node_modules/.astro without either), one file per
 * font and HarfBuzz release. A file that cannot be read or written only costs the shaping again.
 * The words of the product's own Nepali text and demo are shipped shaped (first-faces-shipped.ts), so a
 * fresh clone's first build shapes only what an operator wrote.
 */
function glyphCache(ttf: Uint8Array, weight: string): { file: string; words: Map<string, number[]> } {
  const harfbuzz = dirname(dirname(require.resolve(SUBSET_WASM))); // node_modules/harfbuzzjs
  const release = (JSON.parse(readFileSync(join(harfbuzz, 'package.json'), 'utf8')) as { version: string }).version;
  const font = createHash('sha256').update(ttf).digest('hex').slice(0, 16);
  const cache = process.env.SHARED_CACHE_DIR || process.env.ASTRO_CACHE_DIR || join(dirname(harfbuzz), '.astro');
  const name = `${weight}-${font}-hb${release}-${GLYPHS_OF}.json`;
  const file = join(cache, 'first-faces', name);
  const words = new Map(Object.entries(shippedWords(name)));
  try {
    for (const [word, glyphs] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, number[]>))
      words.set(word, glyphs);
  } catch {
    // nothing kept yet
  }
  return { file, words };
}

/**
 * Writes what was shaped since the last save, with what other processes sharing the cache saved
 * meanwhile (whole, through a rename: two processes may save at once; a word lost so is shaped again).
 */
function saveGlyphs(weight: Weight) {
  if (!weight.unsaved) return;
  weight.unsaved = 0;
  try {
    const saved = JSON.parse(readFileSync(weight.cacheFile, 'utf8')) as Record<string, number[]>;
    for (const [word, glyphs] of Object.entries(saved)) if (!weight.words.has(word)) weight.words.set(word, glyphs);
  } catch {
    // nothing saved yet
  }
  try {
    mkdirSync(dirname(weight.cacheFile), { recursive: true });
    const partial = `${weight.cacheFile}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(Object.fromEntries(weight.words)));
    renameSync(partial, weight.cacheFile);
  } catch {
    // A read-only install: the shaping is done again by the next process.
  }
}

function loadWeights() {
  weights ??= (async () => {
    const loaded = new Map<number, Weight>();
    for (const [weight, dataUrl] of Object.entries(SOURCES)) {
      const woff2 = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      const ttf = new Uint8Array(await convert(woff2, 'truetype'));
      const { file, words } = glyphCache(ttf, weight);
      loaded.set(Number(weight), {
        font: new hb.Font(new hb.Face(new hb.Blob(ttf))),
        ttf,
        words,
        cacheFile: file,
        unsaved: 0,
      });
    }
    return loaded;
  })();
  return weights;
}

/** Every glyph shaping `word` passes through, in Nepali and with no language given. */
function glyphsOf(weight: Weight, word: string): number[] {
  let glyphs = weight.words.get(word);
  if (glyphs) return glyphs;
  const seen = new Set<number>();
  for (const language of ['ne', '']) {
    const buffer = new hb.Buffer();
    buffer.addText(word);
    if (language) buffer.setLanguage(language);
    buffer.guessSegmentProperties();
    for (const step of hb.shapeWithTrace(weight.font, buffer, [], 0, hb.TracePhase.DONT_STOP)) {
      if (step.glyphs) for (const glyph of step.t as { g: number }[]) seen.add(glyph.g);
    }
  }
  glyphs = [...seen];
  weight.words.set(word, glyphs);
  weight.unsaved++;
  return glyphs;
}

type SubsetWasm = Record<string, (...args: number[]) => number> & { memory: WebAssembly.Memory };
let subsetter: Promise<SubsetWasm> | undefined;
function loadSubsetter() {
  subsetter ??= (async () => {
    const wasm = readFileSync(require.resolve(SUBSET_WASM));
    const { instance } = await WebAssembly.instantiate(wasm);
    const exports = instance.exports as unknown as SubsetWasm;
    exports._initialize();
    return exports;
  })();
  return subsetter;
}

/** The font cut to these characters and glyphs, with the layout rules among them (HarfBuzz's hb-subset). */
async function subset(ttf: Uint8Array, characters: number[], glyphs: number[]): Promise<Uint8Array> {
  const hbs = await loadSubsetter();
  const input = hbs.hb_subset_input_create_or_fail();
  const data = hbs.malloc(ttf.byteLength);
  new Uint8Array(hbs.memory.buffer).set(ttf, data);
  const blob = hbs.hb_blob_create(data, ttf.byteLength, 2 /* writable */, 0, 0);
  const face = hbs.hb_face_create(blob, 0);
  hbs.hb_blob_destroy(blob);
  const features = hbs.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hbs.hb_set_clear(features);
  hbs.hb_set_invert(features); // every layout feature
  const unicodes = hbs.hb_subset_input_unicode_set(input);
  for (const character of characters) hbs.hb_set_add(unicodes, character);
  const glyphSet = hbs.hb_subset_input_glyph_set(input);
  for (const glyph of [0, ...glyphs]) hbs.hb_set_add(glyphSet, glyph);
  hbs.hb_subset_input_set_flags(input, hbs.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
  const cut = hbs.hb_subset_or_fail(face, input);
  hbs.hb_subset_input_destroy(input);
  try {
    if (!cut) throw new Error('HarfBuzz could not cut the Devanagari font');
    const result = hbs.hb_face_reference_blob(cut);
    const start = hbs.hb_blob_get_data(result, 0);
    const bytes = new Uint8Array(hbs.memory.buffer).slice(start, start + hbs.hb_blob_get_length(result));
    hbs.hb_blob_destroy(result);
    return bytes;
  } finally {
    if (cut) hbs.hb_face_destroy(cut);
    hbs.hb_face_destroy(face);
    hbs.free(data);
  }
}

const hex = (character: number) => `U+${character.toString(16).toUpperCase()}`;

/** One first face, as the page's script gives it to the browser (new FontFace). */
export interface FirstFace {
  weight: number;
  /** local() first, then the file (or, with `inline`, the font itself) */
  src: string;
  unicodeRange: string;
}

/**
 * A Nepali page's first faces: one per weight, holding the glyphs of every Devanagari word in
 * `html`; none when the page has no Devanagari. The faces are files (see writeFirstFaces); `inline`
 * gives the fonts themselves instead, for `astro dev`, which has no build to write them into.
 */
export async function firstFaces(html: string, { inline = false } = {}): Promise<FirstFace[]> {
  const words = [...new Set(html.match(WORD))];
  if (!words.length) return [];
  const characters = [...new Set(words.join(''))].map((c) => c.codePointAt(0)!).sort((a, b) => a - b);
  const unicodeRange = characters.map(hex).join(',');
  return Promise.all(
    [...(await loadWeights())].map(async ([weight, loaded]) => {
      const glyphs = [...new Set(words.flatMap((word) => glyphsOf(loaded, word)))].sort((a, b) => a - b);
      saveGlyphs(loaded);
      const face = await faceOf(loaded, weight, characters, glyphs);
      asked.set(face.name, face.woff2);
      const url = inline ? `data:font/woff2;base64,${face.woff2.toString('base64')}` : `/${FOLDER}/${face.name}`;
      const local = LOCAL[weight].map((name) => `local("${name}")`).join(',');
      return { weight, src: `${local},url(${url}) format("woff2")`, unicodeRange };
    }),
  );
}

/** The font cut to these glyphs, as a WOFF2 file named by its content; the same set is cut once. */
function faceOf(loaded: Weight, weight: number, characters: number[], glyphs: number[]): Promise<FaceFile> {
  const key = `${weight}:${characters.join(',')}:${glyphs.join(',')}`;
  let face = faces.get(key);
  if (!face) {
    face = subset(loaded.ttf, characters, glyphs).then(async (cut) => {
      const woff2 = await convert(cut, 'woff2');
      const hash = createHash('sha256').update(woff2).digest('base64url').slice(0, 12);
      return { name: `${weight}-${hash}.woff2`, woff2 };
    });
    faces.set(key, face);
    face.catch(() => faces.delete(key));
    if (faces.size > KEPT_FACES) faces.delete(faces.keys().next().value!);
  }
  return face;
}
