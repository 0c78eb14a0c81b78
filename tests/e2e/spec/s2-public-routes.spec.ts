import { expect, test } from '@playwright/test';
import { apiList, closeNotices, hydrated } from '../public/helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Spec §2 "Public routes": the thresholds and timings, checked on both sides.

test.describe('§2 public routes: home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await closeNotices(page);
    await hydrated(page, 'ScrollEffects');
  });

  test("'navigation (Plans, About, Contact, FAQ, Refer), which becomes fixed after 100 px of scroll' (99 px: not fixed; 100 px: not fixed; 101 px: fixed)", async ({
    page,
  }) => {
    const nav = page.locator('#site-nav');
    const scrollTo = async (y: number) => {
      await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    };
    for (const label of ['Plans', 'About', 'Contact', 'FAQ', 'Refer'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await scrollTo(99);
    await expect(nav).not.toHaveAttribute('data-fixed');
    await expect(nav).not.toHaveCSS('position', 'fixed');
    await scrollTo(100);
    await expect(nav).not.toHaveAttribute('data-fixed');
    await scrollTo(101);
    await expect(nav).toHaveAttribute('data-fixed');
    await expect(nav).toHaveCSS('position', 'fixed');
    await expect(nav).toBeInViewport();
    await scrollTo(99);
    await expect(nav).not.toHaveAttribute('data-fixed');
    await expect(nav).not.toHaveCSS('position', 'fixed');
  });

  test("'a scroll-to-top button that appears after 300 px of scroll' (299 px: hidden; 300 px: hidden; 301 px: shown)", async ({
    page,
  }) => {
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    const scrollTo = async (y: number) => {
      await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    };
    await scrollTo(299);
    await expect(toTop).toHaveCount(0);
    await scrollTo(300);
    await expect(toTop).toHaveCount(0);
    await scrollTo(301);
    await expect(toTop).toBeVisible();
    await scrollTo(299);
    await expect(toTop).toHaveCount(0);
    await scrollTo(301);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test("'a testimonial carousel that auto-advances every 5 s' (not at 4.9 s, at 5 s; again 5 s later)", async ({
  page,
  request,
}) => {
  const testimonials = await apiList<{ name: string }>(request, 'testimonial');
  expect(testimonials.length, 'the demo content has at least two testimonials').toBeGreaterThanOrEqual(2);
  await page.clock.install();
  await page.goto('/');
  await closeNotices(page, { clock: true });
  const carousel = page.getByTestId('testimonial-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await hydrated(page, 'TestimonialCarousel', { clock: true });
  await page.mouse.move(1, 1);
  const active = carousel.locator('[data-active="true"]');
  await expect(active).toContainText(testimonials[0].name);
  // hydrated() moved the clock a little; restart the interval from a known point. From here only the
  // test moves the page's clock: an installed clock also runs at the real pace, and on a loaded
  // machine the real time between this click and runFor() ate the 100 ms margins below.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await carousel.getByRole('button', { name: 'Show testimonial 1' }).click();
  await page.mouse.move(1, 1);
  await carousel.getByRole('button', { name: 'Show testimonial 1' }).blur();
  await expect(active).toContainText(testimonials[0].name);
  await page.clock.runFor(4_900);
  await expect(active).toContainText(testimonials[0].name);
  await page.clock.runFor(150);
  await expect(active).toContainText(testimonials[1].name);
  await page.clock.runFor(4_900);
  await expect(active).toContainText(testimonials[1].name);
  await page.clock.runFor(150);
  await expect(active).toContainText(testimonials[2 % testimonials.length].name);
});
