// The Nepali web font is a subset of @fontsource's (scripts/subset-devanagari.ts, issue 17): the
// committed files are what the script writes, and Chromium draws Nepali text with them exactly as
// with the full font, conjuncts included.
import { readFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import e2e from '../../../playwright.config.ts';
import {
  KEPT_TEXT,
  WEIGHTS,
  sourceFile,
  subsetDevanagari,
  subsetFile,
} from '../../../scripts/lib/devanagari-subset.ts';

// Every character the subset keeps, then words and conjuncts that need the font's layout tables:
// half forms, reph, vowel signs around conjuncts, nukta, joiners, Devanagari digits and ₹.
const SAMPLE = `${[...KEPT_TEXT].filter((c) => c.trim()).join(' ')} क्ष त्र ज्ञ श्र द्व द्ध ह्म ट्ट ड्ड क्त प्र र्य हृ ङ्क स्त्र न्त्र ह्र द्य श्व ष्ट्र क्‌ष र‍्याली शृ श्रृ कि र्कि नेपाली इन्टरनेट सेवा प्रदायक फाइबरनेट ३०० Mbps सम्म, रु १,५०० ₹ कृपया सम्पर्क गर्नुहोस्। पूर्वाञ्चल ज्ञानेश्वर`;

let browser: Browser | undefined;
afterAll(() => browser?.close());

describe('the Nepali web font subset', () => {
  it.each(WEIGHTS)('is what `npm run fonts` writes, for weight %i', async (weight) => {
    const fresh = await subsetDevanagari(weight);
    expect(Buffer.compare(fresh, readFileSync(subsetFile(weight))), 'run `npm run fonts` and commit the result').toBe(
      0,
    );
    expect(fresh.length).toBeLessThan(readFileSync(sourceFile(weight)).length * 0.85);
  });

  it.each(WEIGHTS)(
    'draws Nepali text exactly as the full font does, weight %i',
    { timeout: 60_000 },
    async (weight) => {
      browser ??= await chromium.launch(e2e.use?.launchOptions);
      const page = await browser.newPage({ viewport: { width: 1000, height: 1400 } });
      const draw = async (file: string) => {
        const font = readFileSync(file).toString('base64');
        await page.setContent(
          `<style>@font-face{font-family:T;src:url(data:font/woff2;base64,${font})}body{margin:8px;font:${weight} 26px/1.6 T}</style><p>${SAMPLE}</p>`,
        );
        // The face really was used: loaded, and the page is not in a fallback font.
        const statuses = await page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts].map((f) => f.status);
        });
        expect(statuses).toEqual(['loaded']);
        return page.screenshot({ fullPage: true });
      };
      const full = await draw(sourceFile(weight));
      const subset = await draw(subsetFile(weight));
      expect(Buffer.compare(full, subset), 'the subset draws some text differently').toBe(0);
      await page.close();
    },
  );
});
