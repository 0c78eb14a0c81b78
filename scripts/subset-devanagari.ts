// `npm run fonts`: writes src/assets/fonts/noto-sans-devanagari-devanagari-{400,700}-normal.woff2, the Nepali pages'
// web font (issue 17). They are @fontsource's Devanagari files without the Vedic signs, the
// Devanagari Extended block and the North Indic number forms, which Nepali text never uses: 84 kB
// instead of 104 kB for both weights, so a Nepali page's text is drawn 0.1 s sooner on a slow line.
// Every letter, sign and digit of the Devanagari block stays, with the font's layout tables
// (HarfBuzz keeps every conjunct those characters can form): whatever an editor types still
// renders. Run it again after updating @fontsource/noto-sans-devanagari.
import { readFileSync, writeFileSync } from 'node:fs';
import { WEIGHTS, sourceFile, subsetDevanagari, subsetFile } from './lib/devanagari-subset.ts';

for (const weight of WEIGHTS) {
  const font = await subsetDevanagari(weight);
  writeFileSync(subsetFile(weight), font);
  console.log(`${subsetFile(weight)}: ${font.length} bytes (from ${readFileSync(sourceFile(weight)).length})`);
}
