// The subset of the Nepali web font: what `npm run fonts` (scripts/subset-devanagari.ts) writes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { ROOT } from './server.ts';

export const WEIGHTS = [400, 700] as const;

/** U+0900–U+097F, the spaces and joiners Devanagari text uses, the dotted circle and ₹. */
export const KEPT_TEXT = String.fromCodePoint(
  ...Array.from({ length: 0x80 }, (_, i) => 0x900 + i),
  0x20,
  0xa0,
  0x200c,
  0x200d,
  0x25cc,
  0x20b9,
);

export const sourceFile = (weight: number) =>
  createRequire(import.meta.url).resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );
export const subsetFile = (weight: number) =>
  join(ROOT, 'src/assets/fonts', `noto-sans-devanagari-devanagari-${weight}-normal.woff2`);

export const subsetDevanagari = (weight: number) =>
  subsetFont(readFileSync(sourceFile(weight)), KEPT_TEXT, { targetFormat: 'woff2' });
