import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test (it adds none).
keepDataAsFound();

// Issue 25: a Nepali page is readable on its first view on a device without a Devanagari font
// (this Chromium has none). Each Nepali page carries its own first faces, inline (the glyphs its
// text needs: src/layouts/first-faces.ts); the full faces follow once the page has loaded. Each
// test opens a fresh context, so nothing is cached.
const FULL_FACES = /noto-sans-devanagari-devanagari-\d+-normal\.[\w-]+\.woff2$/;
const FIRST_FACES = /\/_astro\/first-faces\/[\w-]+\.woff2$/;

/** Whether the page's first faces are among its fonts (they leave once the full faces are in). */
function usesFirstFaces(page: Page): Promise<boolean> {
  return page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Noto Sans Devanagari First')));
}

/** Counts every layout shift of the page from its first frame, as CLS does. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Where every run of Devanagari text is drawn, to 1/64 px: a box or a missing conjunct moves it. */
function devanagariGeometry(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rects: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/[\u0900-\u097F]/.test(node.textContent ?? '')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects())
        rects.push([r.x, r.y, r.width, r.height].map((v) => Math.round(v * 64) / 64).join(','));
    }
    return rects;
  });
}

interface View {
  heading: Buffer;
  geometry: string[];
  shifts: number;
  firstFaces: boolean;
}

/**
 * The page as a visitor sees it. `full`: with the full faces, once they have replaced the first
 * faces; otherwise the full faces never arrive (a line that drops them), so all that is drawn is the first faces' work.
 */
async function view(browser: Browser, path: string, full: boolean): Promise<View> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  // Refused rather than left unanswered: a screenshot waits for every font being loaded.
  if (!full) await page.route(FULL_FACES, (route) => route.abort());
  await watchShifts(page);
  await page.goto(path, { waitUntil: full ? 'load' : 'domcontentloaded' });
  const heading = page.locator('h1').first();
  await expect(heading).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/ne-wait/);
  if (full) {
    // The full faces come at the visitor's first key or touch (src/layouts/FirstFaces.astro).
    await page.keyboard.press('Shift');
    await expect.poll(() => usesFirstFaces(page)).toBe(false);
  }
  const result = {
    heading: await heading.screenshot(),
    geometry: await devanagariGeometry(page),
    shifts: await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
    firstFaces: await usesFirstFaces(page),
  };
  await context.close();
  return result;
}

/** The share of pixels that differ between two screenshots of the same size. */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).raw().toBuffer({ resolveWithObject: true })));
  expect([x.info.width, x.info.height]).toEqual([y.info.width, y.info.height]);
  let differing = 0;
  for (let i = 0; i < x.data.length; i += x.info.channels) {
    if (x.data[i] !== y.data[i] || x.data[i + 1] !== y.data[i + 1] || x.data[i + 2] !== y.data[i + 2]) differing++;
  }
  return differing / (x.info.width * x.info.height);
}

for (const path of ['/ne/faq', '/ne/']) {
  test(`${path} on a first view is drawn in the real font before the font files come, as on a second view`, async ({
    browser,
  }) => {
    const first = await view(browser, path, false);
    const second = await view(browser, path, true);
    expect(first.firstFaces).toBe(true);
    // Every word in the same place, to 1/64 px: the first faces hold every glyph the page's text
    // needs, shaped as the full faces shape it (a box or an unjoined conjunct would move the words after it).
    expect(first.geometry.length).toBeGreaterThan(20);
    expect(first.geometry).toEqual(second.geometry);
    // The heading looks the same: only anti-aliasing differs (FreeType's auto-hinter measures the
    // glyphs a face holds), well under the share a box or a wrong glyph would change.
    expect(await differingShare(first.heading, second.heading)).toBeLessThan(0.02);
    // Nothing moved while the page was drawn, nor when the full faces replaced the first ones.
    expect(first.shifts).toBe(0);
    expect(second.shifts).toBe(0);
  });
}

test('without its first faces, the same check sees the boxes, and the page is still shown after 3 s at most', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.route(FIRST_FACES, () => {}); // never answered
  await page.route(FULL_FACES, () => {});
  const started = Date.now();
  await page.goto('/ne/faq/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveClass(/ne-wait/);
  // While it waits, nothing is laid out (not merely invisible): a layout before the faces are ready
  // would shape every word against fallback fonts, only to do it all again when they come.
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('none');
  await expect(page.locator('h1').first()).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/ne-wait/, { timeout: 5_000 });
  await expect(page.locator('h1').first()).toBeVisible();
  expect(Date.now() - started).toBeLessThan(5_000);
  const boxes = await devanagariGeometry(page);
  await context.close();
  expect(boxes).not.toEqual((await view(browser, '/ne/faq/', true)).geometry);
});

test('an English page carries no first faces and loads one Devanagari face at most', async ({ browser }) => {
  const english = await browser.newPage();
  const fonts: string[] = [];
  english.on('request', (r) => {
    if (FULL_FACES.test(r.url())) fonts.push(r.url());
  });
  await english.goto('/faq');
  await english.evaluate(() => document.fonts.ready);
  expect(await usesFirstFaces(english)).toBe(false);
  expect(await english.content()).not.toContain('Noto Sans Devanagari First');
  // Only the language switch's नेपाली is Devanagari on an English page: one face, not both.
  expect(fonts.length).toBeLessThanOrEqual(1);
  await english.close();
});

test('the full faces are asked for at the first key or touch, not while the page is only read', async ({ browser }) => {
  // Asked for at load, their 85 kB counted in the largest paint's critical path (Lighthouse: /ne/ LCP 2.0 s), and
  // swapping them in lays out the whole page again (blocking time on every Nepali page).
  for (const how of ['key', 'touch'] as const) {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: how === 'touch' });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (FULL_FACES.test(r.url())) asked.push(r.url());
    });
    await page.goto('/ne/faq/', { waitUntil: 'load' });
    await expect(page.locator('html')).not.toHaveClass(/ne-wait/);
    // The page settles, read and not touched: no request for half a second, every face it asked for loaded.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    expect(asked).toEqual([]);
    expect(await usesFirstFaces(page)).toBe(true);
    if (how === 'key') await page.keyboard.press('Shift');
    else await page.touchscreen.tap(200, 700);
    await expect.poll(() => asked.length, { timeout: 5_000 }).toBe(2);
    await expect.poll(() => usesFirstFaces(page)).toBe(false);
    await context.close();
  }
});
