import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatDateTime } from '../../../src/lib/format-date.ts';
import { acceptConfirm, apiCreate, apiToken, loginThroughUi, signedIn, toast, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Staff see the truth: one Nepal-time formatter everywhere, the server's reason beside a failure
// toast, the site's logo on the login, and toasts that cover nothing.

/** Other test files may have left more than a page of records: search for ours when the list offers it. */
async function narrowTo(page: Page, text: string) {
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const search = page.getByRole('searchbox');
  if (await search.count()) await search.first().fill(text);
}

test.describe('in a browser far from Nepal', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('list dates, details and the publish badge show date and time in Nepal time', async ({ page, request }) => {
    const token = await apiToken(request);
    const question = unique('When was this asked?');
    const faq = await apiCreate(request, token, 'faq', { question, answer: 'Just now.' });
    const customerName = unique('Nepal Time');
    const booking = await apiCreate(request, null, 'booking', {
      customerName,
      address: 'Ward 4, Itahari',
      contact: '9852012345',
    });
    try {
      const expected = formatDateTime(faq.createdAt);
      expect(expected).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M NPT$/);
      await signedIn(page, token);
      await page.goto('/admin/faqs');
      await narrowTo(page, question);
      const row = page.locator('tbody tr').filter({ hasText: question.split(' ').slice(0, 3).join(' ') });
      await expect(row).toContainText(expected);

      await page.goto('/admin/bookings');
      await narrowTo(page, customerName);
      await page
        .locator('tbody tr')
        .filter({ hasText: customerName })
        .getByRole('button', { name: 'View booking' })
        .click();
      await expect(page.getByRole('dialog')).toContainText(formatDateTime(booking.createdAt));
      await page.keyboard.press('Escape');

      const status = await (await request.get('/api/publish', { headers: { 'x-auth-token': token } })).json();
      await page.locator('[data-publish-state]').click();
      await expect(page.locator('#publish-panel')).toContainText(
        status.lastSuccessAt ? formatDateTime(status.lastSuccessAt) : 'N/A',
      );
    } finally {
      await request.delete(`/api/faq/${faq._id}`, { headers: { 'x-auth-token': token } });
      await request.delete(`/api/booking/${booking._id}`, { headers: { 'x-auth-token': token } });
    }
  });
});

test("deleting the last admin shows the server's reason beside 'Error Deleting User'", async ({ page, request }) => {
  const token = await apiToken(request);
  const users: { _id: string }[] = await (
    await request.get('/api/users', { headers: { 'x-auth-token': token } })
  ).json();
  expect(users, 'this test needs the seeded admin to be the only user; another test left one behind').toHaveLength(1);
  await signedIn(page, token);
  await page.goto('/admin/users');
  acceptConfirm(page);
  await page
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(toast(page, 'Error Deleting User')).toBeVisible();
  await expect(page.locator('.Toastify')).toContainText('The last admin user cannot be deleted');
  await expect(page.locator('tbody tr')).toHaveCount(1);
});

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not laid out');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

async function loginShowsLogoAndToastCoversNothing(page: Page) {
  await page.goto('/admin/login');
  const logo = page.locator('main img[src="/favicon.svg"]');
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('main')).toContainText('KoshiNet');
  await loginThroughUi(page);
  const shown = toast(page, 'Login successful!');
  await expect(shown).toBeVisible();
  const box = page.locator('.Toastify__toast').first();
  expect(await overlaps(box, page.getByTestId('admin-user'))).toBe(false);
  expect(await overlaps(box, page.getByRole('button', { name: 'Logout' }))).toBe(false);
  expect(await overlaps(box, page.getByRole('heading', { level: 1 }).first())).toBe(false);
}

for (const [width, height] of [
  [375, 740],
  [1280, 800],
]) {
  test(`at ${width} px the login shows the site's logo and the 'Login successful!' toast hides neither the name nor Logout`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await loginShowsLogoAndToastCoversNothing(page);
  });
}
