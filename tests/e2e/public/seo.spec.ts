import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

const PAGES = ['/', '/plans', '/booking', '/contact', '/refer', '/faq', '/about'];

test.describe('every public page', () => {
  // (Their WCAG 2.2 AA checks, in both languages: tests/e2e/quality/accessibility.spec.ts.)
  for (const path of PAGES) {
    test(`${path} has a title, description, canonical URL, Open Graph and Organization JSON-LD`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/KoshiNet/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname.replace(/\/$/, '')).toBe(path.replace(/\/$/, ''));
      for (const p of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type'])
        await expect(page.locator(`meta[property="${p}"]`)).toHaveAttribute('content', /.+/);
      await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /favicon/);
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
      expect(ld.some((b) => b['@type'] === 'Organization')).toBe(true);
    });
  }

  test('robots.txt, sitemap and favicon are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toMatch(/Sitemap: https?:\/\/.+\/sitemap-index\.xml/);
    const sitemap = await request.get('/sitemap-index.xml');
    expect(sitemap.ok()).toBe(true);
    expect((await request.get('/favicon.svg')).ok()).toBe(true);
    expect((await request.get('/favicon.ico')).ok()).toBe(true);
  });

  test('is usable at 360 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of PAGES) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });
});
