import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules on every public page, in both languages, and the admin's
// sign-in (its screens: tests/e2e/admin/accessibility.spec.ts).
const ENGLISH = [
  '/',
  '/plans',
  '/booking',
  '/booking?category=home&plan=Fibernet',
  '/booking?category=dedicated',
  '/contact',
  '/refer',
  '/faq',
  '/about',
  '/coverage',
  '/status',
  '/support',
  '/support/track?t=AAAAAAAAAAAAAAAAAAAAAA',
  '/status/subscription/sent',
  '/speed-test',
  '/speed-test/r/zzzzzzzz',
  '/status/subscription?s=0123456789abcdef01234567&t=AAAAAAAAAAAAAAAAAAAAAA&do=confirm',
  '/no-such-page',
];
// Every Nepali twin, held to the same bar (/ne/no-such-page is the Nepali 404).
const PUBLIC = [...ENGLISH, ...ENGLISH.map((path) => (path === '/' ? '/ne/' : `/ne${path}`))];

for (const path of PUBLIC) {
  test(`public page ${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The home page opens the notice popup first: check it, then the page behind it.
    if ((path === '/' || path === '/ne/') && (await page.getByTestId('notice-popup').isVisible())) {
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /^(Close|बन्द गर्नुहोस्)$/ }).click();
    }
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('admin login screen has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
