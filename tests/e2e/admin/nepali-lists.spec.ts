import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCreate, apiToken, signedIn, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

const DEVANAGARI = /[\u0900-\u097F]/g;

/** The fonts Chromium drew an element's text with, and how many glyphs each (DevTools' Computed › Rendered Fonts). */
async function renderedFonts(page: Page, cell: Locator): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const marker = `font-probe-${Date.now()}`;
    await cell.evaluate((el, id) => el.setAttribute('data-font-probe', id), marker);
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-font-probe="${marker}"]`,
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return Object.fromEntries(fonts.map((f) => [f.familyName, f.glyphCount]));
  } finally {
    await cdp.detach();
  }
}

test('a message written in Nepali is marked Nepali in its list, its name and subject drawn in the Devanagari font', async ({
  page,
  request,
}) => {
  // Short words as visitors write them: a longer text, with a Latin tag, was drawn in the font even before the fix.
  const name = 'रमेश श्रेष्ठ';
  const subject = 'बिल सम्बन्धी';
  const email = `${unique('ramesh').replace(/\W+/g, '')}@example.com`;
  await apiCreate(request, null, 'contact', {
    name,
    email,
    subject,
    phone: '9841000001',
    msg: 'मेरो यो महिनाको बिल दुई पटक काटिएको छ।',
    lang: 'ne',
  });
  const english = unique('Sita Sharma');
  await apiCreate(request, null, 'contact', {
    name: english,
    email: 'sita@example.com',
    subject: 'Slow speed in the evening',
    phone: '9811111111',
    msg: 'My connection drops every evening.',
  });
  await signedIn(page, await apiToken(request));
  await page.goto('/admin/contact-forms');

  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Nepali', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: english }).getByText('Nepali', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Language' })).toHaveCount(0);

  // On a machine without a Devanagari font (this one), Chromium kept the text it laid out while the web font
  // was loading in its fallback: boxes. Every Devanagari glyph must come from Noto Sans Devanagari.
  for (const text of [name, subject]) {
    const cell = row.getByText(text, { exact: true });
    // Only the space between the words may come from another font.
    const latin = text.length - (text.match(DEVANAGARI)?.length ?? 0);
    await expect
      .poll(
        async () => {
          const fonts = await renderedFonts(page, cell);
          return Object.entries(fonts)
            .filter(([family]) => !family.startsWith('Noto Sans Devanagari'))
            .reduce((glyphs, [, count]) => glyphs + count, 0);
        },
        { message: `glyphs of "${text}" drawn in a font other than Noto Sans Devanagari`, timeout: 10_000 },
      )
      .toBeLessThanOrEqual(latin);
  }
});
