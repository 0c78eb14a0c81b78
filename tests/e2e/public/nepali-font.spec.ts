import { expect, test, type Browser, type Page } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test (it adds none).
keepDataAsFound();

// Issue 25: a Nepali page is readable on its first view on a device without a Devanagari font
// (this Chromium has none): the web font draws the text, with no empty boxes left on screen and
// no reflow when the font arrives. Each test opens a fresh context, so nothing is cached.
const FONT = /noto-sans-devanagari-devanagari-\d+-normal\.[\w-]+\.woff2$/;

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

/** The page's heading as a visitor sees it on a first view, with the layout shifts seen meanwhile. */
async function firstView(browser: Browser, path: string, fontDelayMs: number) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  if (fontDelayMs) {
    // A slow line: the font files arrive well after the page's first paint would have happened.
    await page.route(FONT, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, fontDelayMs));
      await route.continue();
    });
  }
  await watchShifts(page);
  const fonts: string[] = [];
  page.on('requestfinished', (r) => {
    if (FONT.test(r.url())) fonts.push(r.url());
  });
  await page.goto(path);
  const heading = page.locator('h1').first();
  await expect(heading).toBeVisible();
  const shot = await heading.screenshot();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
  await context.close();
  return { shot, shifts, fonts };
}

/** The same heading on a second view, with the font in the browser's cache. */
async function secondView(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.goto(path);
  const heading = page.locator('h1').first();
  await expect(heading).toBeVisible();
  const shot = await heading.screenshot();
  await context.close();
  return shot;
}

for (const path of ['/ne/faq', '/ne/']) {
  test(`${path}'s heading on a first view is drawn as on the second, with no reflow`, async ({ browser }) => {
    const { shot, shifts, fonts } = await firstView(browser, path, 0);
    expect(fonts.length).toBeGreaterThan(0);
    expect(shot.equals(await secondView(browser, path))).toBe(true);
    expect(shifts).toBe(0);
  });
}

for (const path of ['/ne/faq', '/ne/']) {
  test(`${path}: a font that arrives late on a first view is still the one the heading is drawn in, with no reflow`, async ({
    browser,
  }) => {
    const { shot, shifts } = await firstView(browser, path, 1200);
    expect(shot.equals(await secondView(browser, path))).toBe(true);
    expect(shifts).toBe(0);
  });
}

test('a page whose font never comes is shown after 3 s at most, and an English page loads one Devanagari face at most', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(FONT, () => {}); // never answered
  const started = Date.now();
  await page.goto('/ne/faq', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await context.close();

  const english = await browser.newPage();
  const fonts: string[] = [];
  english.on('request', (r) => {
    if (FONT.test(r.url())) fonts.push(r.url());
  });
  await english.goto('/faq');
  await english.evaluate(() => document.fonts.ready);
  // Only the language switch's नेपाली is Devanagari on an English page: one face, not both.
  expect(fonts.length).toBeLessThanOrEqual(1);
  await english.close();
});
