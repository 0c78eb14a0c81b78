import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { siteIsCurrent } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { axeViolations } from '../axe.ts';
import { shot } from '../shots.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// The status page's 90 days (issue 49): a bar of days per area from the stored incidents (the
// demo's resolved fibre cut, 12 days ago, in Itahari-6, Itahari-7 and Dharan), the day named on
// focus, the uptime, a table for screen readers; no more than 2 KB of JavaScript; the Atom feeds.

const axe = (page: Page) => axeViolations(page);
const LANGS = [
  { path: '/status', area: 'Dharan', cut: 'Fibre cut between Itahari and Dharan', uptime: /^99\.\d\d% uptime$/ },
  { path: '/ne/status', area: 'धरान', cut: 'इटहरी र धरानबीच फाइबर काटियो', uptime: /^९९\.[०-९]{2}% अपटाइम$/ },
];

for (const width of [375, 1280])
  test(`the 90-day history at ${width} px in English and Nepali: bars, the day named on focus, uptime, axe 0`, async ({
    page,
    request,
  }) => {
    await siteIsCurrent(request);
    await page.setViewportSize({ width, height: 900 });
    for (const l of LANGS) {
      await page.goto(l.path);
      const history = page.getByTestId('status-history');
      const area = history.getByTestId('history-area').filter({ has: page.getByText(l.area, { exact: true }) });
      await expect(area.locator('p').first()).toContainText(l.area);
      await expect(area.locator('p').first().locator('span').last()).toHaveText(l.uptime);
      const day = area.getByTestId('history-day');
      await expect(day).toHaveCount(1);
      await expect(day).toHaveAttribute('aria-label', new RegExp(l.cut));
      await day.focus();
      await expect(day.locator('.history-tip')).toBeVisible();
      await expect(day.locator('.history-tip')).toContainText(l.cut);
      // The calm areas share one bar; the screen readers' table names every area.
      await expect(history.getByTestId('history-area').last().getByTestId('history-day')).toHaveCount(0);
      await expect(history.locator('table tbody tr')).toHaveCount(
        await page.locator('[data-testid="area-state"]').count(),
      );
      // Nothing, the screen readers' table neither, makes the page scroll sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `test-results/status-history-${l.path.replaceAll('/', '-')}-${width}.png`);
      expect(await axe(page)).toEqual([]);
      // Server-rendered: the page's own JavaScript (not its JSON-LD) is under 2 KB gzipped.
      const code = await page.evaluate(() =>
        [...document.scripts].filter((s) => s.type !== 'application/ld+json').map((s) => s.textContent ?? ''),
      );
      expect(
        code.every((c) => c.length > 0),
        'no external script',
      ).toBe(true);
      expect(gzipSync(code.join('')).length).toBeLessThan(2048);
    }
  });

test('/status/feed.atom and /ne/status/feed.atom are Atom feeds a browser parses', async ({ page, request }) => {
  await siteIsCurrent(request);
  await page.goto('/status');
  for (const [path, title] of [
    ['/status/feed.atom', 'Fibre cut between Itahari and Dharan'],
    ['/ne/status/feed.atom', 'इटहरी र धरानबीच फाइबर काटियो'],
  ]) {
    const res = await request.get(path);
    expect(res.headers()['content-type']).toMatch(/^application\/atom\+xml/);
    const parsed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? '',
          ns: doc.documentElement.namespaceURI,
          titles: [...doc.querySelectorAll('entry > title')].map((t) => t.textContent),
        };
      },
      await res.text(),
    );
    expect(parsed).toMatchObject({ error: '', ns: 'http://www.w3.org/2005/Atom' });
    expect(parsed.titles.join('\n')).toContain(title);
  }
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/status/feed.atom',
  );
});
