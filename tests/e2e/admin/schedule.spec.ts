import { expect, test, type Page } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { acceptConfirm, apiCreate, apiToken, PNG_A, signedIn, toast, unique } from './helpers.ts';
import { siteIsCurrent } from '../public/helpers.ts';

// Issue 31, scheduled content: an editor schedules a notice 45 seconds ahead in Nepal time, and the
// home page shows it once that moment comes, with no other edit (no wall-clock minute waited for); the lists badge and filter records
// by their window, and a window that closes before it opens is refused in the form.
keepDataAsFound();

const MINUTE = 60_000;
/** A moment as the admin's datetime-local input takes it, to the second: the wall clock in Nepal (UTC+05:45). */
const nepalInput = (ms: number) => new Date(ms + (5 * 60 + 45) * MINUTE).toISOString().slice(0, 19);
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const noticeImage = (page: Page, alt: string) => page.getByTestId('notice-popup').getByAltText(alt, { exact: true });
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Filter by schedule' }).getByRole('button', { name, exact: true });

test('a notice scheduled 45 seconds ahead appears on / at that moment, without another edit', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  await siteIsCurrent(request, token);
  await signedIn(page, token);
  await page.goto('/admin/notices');
  await page.getByRole('button', { name: '+ Add Notice' }).click();
  const add = page.getByRole('form', { name: 'Add Notice' });
  const title = unique('Scheduled notice');
  const alt = `${title} image`;
  await add.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await add.getByLabel('Image', { exact: true }).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG_A });
  await add.getByRole('textbox', { name: 'Image alt text', exact: true }).fill(alt);
  // A whole second 45 s from now (the input takes seconds): time for the save and its publish below to
  // finish before it, on a loaded machine too, and no wait for the clock's next minute.
  const at = Math.ceil((Date.now() + 45_000) / 1000) * 1000;
  await add.getByLabel('Publish at', { exact: true }).fill(nepalInput(at));
  await add.getByRole('button', { name: 'Add Notice' }).click();
  await expect(toast(page, 'Notice Created Successfully')).toBeVisible();
  await expect(row(page, title).getByText('Scheduled', { exact: true })).toBeVisible();
  const stored = (await (await request.get('/api/notice', { headers: { 'x-auth-token': token } })).json()) as {
    title: string;
    publishAt: string;
  }[];
  expect(stored.find((n) => n.title === title)?.publishAt).toBe(new Date(at).toISOString());
  // The Scheduled tab lists it; Live does not.
  await tab(page, 'Scheduled').click();
  await expect(row(page, title)).toBeVisible();
  await tab(page, 'Live').click();
  await expect(row(page, title)).toBeHidden();

  // The save's own publish leaves it off the site: it is not time yet.
  await siteIsCurrent(request, token);
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByTestId('notice-popup')).toBeAttached();
  expect(Date.now()).toBeLessThan(at);
  await expect(noticeImage(visitor, alt)).toHaveCount(0);

  // Nobody touches anything: within a minute of its moment (a check every 10 s, then a publish), the site shows it.
  await expect
    .poll(
      async () => {
        await visitor.goto('/');
        return noticeImage(visitor, alt).count();
      },
      { timeout: at - Date.now() + MINUTE, intervals: [1000] },
    )
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  await visitor.close();

  // The admin list no longer marks it.
  await page.reload();
  await expect(row(page, title)).toBeVisible();
  await expect(row(page, title).getByText('Scheduled', { exact: true })).toHaveCount(0);
});

test('lists badge an expired record and filter by state; a window that closes before it opens is refused', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const question = unique('Expired FAQ');
  await apiCreate(request, token, 'faq', {
    question,
    answer: 'It was true last Dashain.',
    publishAt: '2025-10-01T00:00',
    unpublishAt: '2025-10-15T00:00',
  });
  await signedIn(page, token);
  await page.goto('/admin/faqs');
  await expect(row(page, question).getByText('Expired', { exact: true })).toBeVisible();
  await tab(page, 'Expired').click();
  await expect(row(page, question)).toBeVisible();
  await tab(page, 'Scheduled').click();
  await expect(row(page, question)).toBeHidden();
  await tab(page, 'All').click();

  // Edit: the form shows the window in Nepal time; a close before the open is refused, nothing saved.
  await row(page, question).getByRole('button', { name: 'Edit faq' }).click();
  const edit = page.getByRole('form', { name: 'Edit FAQ' });
  await expect(edit.getByLabel('Publish at', { exact: true })).toHaveValue('2025-10-01T00:00');
  await edit.getByLabel('Unpublish at', { exact: true }).fill('2025-09-01T00:00');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Unpublish at must be after Publish at')).toBeVisible();
  await expect(edit.getByLabel('Unpublish at', { exact: true })).toBeFocused();
  // Clearing the close makes it live again.
  await edit.getByRole('button', { name: 'Clear Unpublish at' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'FAQ Updated')).toBeVisible();
  await expect(row(page, question).getByText('Expired', { exact: true })).toHaveCount(0);

  const confirm = acceptConfirm(page);
  await row(page, question).getByRole('button', { name: 'Delete faq' }).click();
  await expect(row(page, question)).toBeHidden();
  expect(confirm.message).toContain('faq');
});
