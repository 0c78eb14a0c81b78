import { expect, test } from '@playwright/test';
import { animationsDone, axeViolations } from '../axe.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { apiToken, signedIn } from './helpers.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules on every admin screen, with its data loaded (the public
// pages and the sign-in: tests/e2e/quality/accessibility.spec.ts). The first test keeps this list whole: every
// screen the sidebar links to must be in it.
const ADMIN_SCREENS = [
  '/admin',
  '/admin/sliders',
  '/admin/notices',
  '/admin/testimonials',
  '/admin/users',
  '/admin/plans',
  '/admin/faqs',
  '/admin/referral-forms',
  '/admin/contact-forms',
  '/admin/bookings',
  '/admin/areas',
  '/admin/coverage-requests',
  '/admin/incidents',
  '/admin/tickets',
  '/admin/help',
  '/admin/speed-tests',
  '/admin/customers',
  '/admin/api-keys',
  '/admin/payments',
  '/admin/credits',
  '/admin/nta-report',
  '/admin/recently-deleted',
  '/admin/activity',
  '/admin/settings',
  '/admin/account',
];

let token = '';
test.beforeAll(async ({ request }) => {
  token = await apiToken(request);
});

test('the list above holds every screen the sidebar links to', async ({ page }) => {
  await signedIn(page, token);
  await page.goto('/admin');
  const sidebar = page.locator('aside nav a[href^="/admin"]');
  await expect(sidebar.first()).toBeVisible();
  const linked = await sidebar.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(linked.length).toBeGreaterThan(20);
  expect(linked.filter((path) => !ADMIN_SCREENS.includes(path))).toEqual([]);
});

for (const path of ADMIN_SCREENS) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await signedIn(page, token);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await animationsDone(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
