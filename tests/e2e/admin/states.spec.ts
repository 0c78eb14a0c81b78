import { expect, test } from '@playwright/test';
import { apiToken, signedIn } from './helpers.ts';
import { listGet } from '../spec/fake.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { axeViolations } from '../axe.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// The loading, error, empty and verifying states of spec §2, §4 and §8, forced through the network.
test.describe('list and session states', () => {
  test.beforeEach(async ({ page, request }) => {
    await signedIn(page, await apiToken(request));
  });

  test("a failed fetch shows 'Failed to fetch …', or the server's message", async ({ page }) => {
    await page.route(listGet('plan'), (route) => route.fulfill({ status: 500, body: 'oops' }));
    await page.goto('/admin/plans');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch plans');

    await page.unroute(listGet('plan'));
    await page.route(listGet('booking'), (route) =>
      route.fulfill({ status: 503, json: { message: 'The database is unavailable. Please try again shortly.' } }),
    );
    await page.goto('/admin/bookings');
    await expect(page.getByRole('alert')).toContainText('The database is unavailable. Please try again shortly.');
    await page.unroute(listGet('booking'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('loading and empty states', async ({ page }) => {
    await page.route(listGet('contact'), async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ json: [] });
    });
    await page.goto('/admin/contact-forms');
    await expect(page.getByText('Loading contact messages...')).toBeVisible();
    await expect(page.getByText('No contact messages yet.')).toBeVisible();
  });

  test("a stored token shows 'Verifying authentication...' while it is checked", async ({ page }) => {
    await page.route('**/api/users/verify', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/admin/faqs');
    await expect(page.getByText('Verifying authentication...')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'FAQs', level: 1 })).toBeVisible();
  });
});

test('the admin screens pass axe (WCAG 2.1 AA) on a phone and a desktop', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await apiToken(request);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/login');
    await page.evaluate(() => localStorage.removeItem('adminToken'));
    await page.reload();
    await expect(page.locator('form svg text').first()).toBeVisible();
    const check = async (where: string) => {
      expect(await axeViolations(page, { exclude: '.Toastify' }), `${where} @${width}`).toEqual([]);
    };
    await check('login');
    await signedIn(page, token);
    for (const path of ['/admin', '/admin/sliders', '/admin/plans', '/admin/bookings']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await check(path);
    }
    await page.goto('/admin/sliders');
    await page.getByRole('button', { name: '+ Add Slider' }).click();
    await check('slider form');
  }
});
