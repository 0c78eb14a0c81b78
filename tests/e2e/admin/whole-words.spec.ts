import { expect, test, type Locator, type Page } from '@playwright/test';
import { TOASTS } from '../../../src/lib/messages.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { adminToken, siteIsCurrent } from '../public/helpers.ts';
import { acceptConfirm, apiCreate, signedIn, unique } from './helpers.ts';

// Issue 28: the admin broke words inside ('Fiberne t', 'Biratnaga r', 'Und o' in a toast). Words
// wrap whole in its tables and toasts, at 375 px and at 1280 px; a word too long for its column
// (more than 20 characters: an email, a name typed without spaces) is cut with an ellipsis on a wide
// screen, its whole text in the title, and breaks on a phone's card rather than widen the page.
keepDataAsFound();

const LONG_NAME = `Fibernet${'W'.repeat(60)}`;
let token = '';

/**
 * The words (a part ending in a hyphen or slash counts as one: a line may end there) of 20
 * characters or fewer inside `scope` whose letters lie on more than one line.
 */
const brokenWords = (scope: Locator) =>
  scope.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of node.textContent!.matchAll(/[^\s/-]+[/-]?/g)) {
          if (m[0].length > 20) continue;
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(m[0]);
        }
      }
      return broken;
    }),
  );

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  await apiCreate(request, token, 'plan', {
    name: LONG_NAME,
    speed: '100 Mbps',
    price: 'Rs. 2,200',
    duration: '/month',
    features: ['Unlimited data'],
  });
  await apiCreate(request, null, 'booking', {
    customerName: `${unique('Whole')} Bishnu Prasad Shrestha Adhikari Chaudhary`,
    address: 'Biratnagar-7, Morang, Koshi Province, near the Pipal tree',
    contact: '9812345678',
    contact2: '9801234567',
    email: '',
    remarks: 'Please call after five in the evening',
    plan: 'Fibernet + IPTV',
    speed: '100 Mbps',
    cost: 'Rs. 1,500',
    duration: '/month',
  });
  await apiCreate(request, null, 'contact', {
    name: 'Ramesh Adhikari',
    email: 'ramesh.adhikari.biratnagar@example-company.com.np',
    subject: 'Internet connection in Biratnagar',
    msg: 'Hello, I would like to know more about the plans',
    phone: '9812345678',
  });
  await siteIsCurrent(request, token);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the admin's tables break no word inside`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page, token);
    for (const route of ['/admin/plans', '/admin/testimonials', '/admin/bookings', '/admin/contact-forms']) {
      await page.goto(route);
      await expect(page.locator('tbody tr').first()).toBeVisible();
      expect(await brokenWords(page.locator('tbody td')), route).toEqual([]);
      expect(await sideways(page), route).toBeLessThanOrEqual(0);
    }
    // The dashboard's leads per day as a table: its headers ('Contact messages') too.
    await page.goto('/admin');
    await page.getByText('Show as a table').click();
    await expect(page.locator('details table')).toBeVisible();
    expect(await brokenWords(page.locator('details th'))).toEqual([]);
  });
}

test('at 1280 px a word too long for its column ends in an ellipsis, the whole name in its title', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, token);
  await page.goto('/admin/plans');
  const name = page.locator('tbody td[data-label="Name"]').filter({ hasText: LONG_NAME });
  await expect(name).toBeVisible();
  const word = name.locator(`[title="${LONG_NAME}"] > span`);
  await expect(word).toHaveText(LONG_NAME);
  expect(await word.evaluate((w) => getComputedStyle(w).textOverflow)).toBe('ellipsis');
  expect(await word.evaluate((w) => w.scrollWidth > w.clientWidth)).toBe(true);
  // The long name takes no other column's room: the table fits its card.
  expect(await page.locator('table').evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test("at 375 px the Undo toast's words and button stay whole", async ({ page, request }) => {
  // The longest of the toasts that offer Undo.
  const request_ = await apiCreate(request, null, 'coverage-request', {
    name: unique('Toast'),
    phone: '9844444444',
    place: 'Letang',
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await signedIn(page, token);
  await page.goto('/admin/coverage-requests');
  const row = page.locator('tbody tr').filter({ hasText: request_.name });
  acceptConfirm(page);
  await row.getByRole('button', { name: 'Delete' }).click();
  const toast = page.locator('.Toastify__toast').filter({ hasText: TOASTS['coverage-request'].deleted });
  await expect(toast).toBeVisible();
  expect(await brokenWords(toast)).toEqual([]);
  const undo = toast.getByRole('button', { name: 'Undo' });
  expect(await undo.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
  await undo.click();
  await expect(row).toBeVisible();
});
