import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../../../playwright.config.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// axe-core with the WCAG 2.0, 2.1 and 2.2 A and AA rules on every public page and admin screen.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
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
  '/admin/nta-report',
  '/admin/activity',
  '/admin/settings',
  '/admin/account',
];

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

for (const path of PUBLIC) {
  test(`public page ${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // The home page opens the notice popup first: check it, then the page behind it.
    if ((path === '/' || path === '/ne/') && (await page.getByTestId('notice-popup').isVisible())) {
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: /^(Close|बन्द गर्नुहोस्)$/ }).click();
    }
    expect(await violations(page)).toEqual([]);
  });
}

test('admin login screen has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test.describe('admin screens', () => {
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = (await (await request.post('/api/users/login', { data: ADMIN })).json()).token;
  });
  for (const path of ADMIN_SCREENS) {
    test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
      await page.goto('/admin/login');
      await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('navigation').first()).toBeVisible();
      // Until the screen's fade-ins have finished (axe reads colours mid-fade as low contrast).
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          ),
      );
      expect(await violations(page)).toEqual([]);
    });
  }
});
