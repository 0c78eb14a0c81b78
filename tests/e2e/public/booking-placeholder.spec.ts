import { expect, test, type Page } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';

// It writes no record; like every e2e file it still restores them (tests/unit/scripts/e2e-isolation.test.ts).
keepDataAsFound();

// /booking reads its package from the URL in the browser, so the island draws a placeholder first
// and hydrates after the first paint (issue 17). A URL that names no package must not make the
// page jump when the "No package selected" card replaces that placeholder.

/** Holds the booking island's module until `release` is called. */
async function holdBookingIsland(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_astro\/BookingForm\.[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const footerTop = (page: Page) =>
  page.getByTestId('site-footer').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

for (const [label, path] of [
  ['no query', '/booking'],
  ['a category without a plan', '/ne/booking?category=home'],
  ['an unknown category', '/booking?category=nope&plan=x'],
  ['a plan that does not exist', '/booking?category=home&plan=no-such-plan'],
  ['a dedicated quote naming a plan that does not exist', '/ne/booking?category=dedicated&plan=no-such-plan'],
] as const) {
  test(`/booking with ${label}: nothing below the placeholder moves when the card replaces it`, async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdBookingIsland(page);
      await page.goto(path);
      const placeholder = page.locator('[role=status][aria-busy=true]');
      await expect(placeholder).toBeVisible();
      // No heading of a booking is drawn for a URL that books nothing.
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      const before = await footerTop(page);
      release();
      await expect(page.getByTestId('no-package')).toBeVisible();
      await expect(placeholder).toHaveCount(0);
      expect(await footerTop(page), `at ${width} px`).toBe(before);
      await page.unrouteAll();
    }
  });
}

test('/booking with a package keeps the placeholder of the form, not of the card', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdBookingIsland(page);
  await page.goto('/booking?category=dedicated');
  expect(
    await page.locator('[role=status][aria-busy=true]').evaluate((el) => el.getBoundingClientRect().height),
  ).toBeGreaterThan(1000);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// The heading and lead are the page's largest text: they are in the prerendered HTML, in the
// package's wording, so they are drawn with the first paint and not once the island has hydrated.
for (const [path, heading, lead] of [
  ['/booking?category=home&plan=Fibernet', 'Book Your Plan', 'Leave your details and our team will call you'],
  ['/booking?category=dedicated', 'Request Quote', 'Tell us about your connection needs'],
  ['/ne/booking?category=home&plan=Fibernet', 'प्याकेज बुक गर्नुहोस्', 'आफ्नो विवरण'],
  ['/ne/booking?category=dedicated', 'कोटेसन माग्नुहोस्', 'तपाईंलाई कस्तो जडान चाहिन्छ'],
] as const) {
  test(`${path}: the heading and lead are drawn before the island hydrates, and stay as they are`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const release = await holdBookingIsland(page);
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveAccessibleName(heading);
    const intro = page.locator('h1 + p');
    await expect(intro).toBeVisible();
    await expect(intro).toContainText(lead, { useInnerText: true });
    // Marked, to tell afterwards that hydration kept these elements rather than drawing new ones.
    await h1.evaluate((el) => el.setAttribute('data-seen-before-hydration', ''));
    const before = await intro.boundingBox();
    release();
    await expect(page.locator('form[aria-label]')).toBeVisible();
    await expect(page.locator('h1[data-seen-before-hydration]')).toHaveText(heading);
    await expect(intro).toContainText(lead, { useInnerText: true });
    expect(await intro.boundingBox()).toEqual(before);
  });
}
