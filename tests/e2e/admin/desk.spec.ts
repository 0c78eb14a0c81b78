import { expect, test, type Page } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { apiCreate, apiToken, signedIn, unique } from './helpers.ts';
import { shot } from '../shots.ts';

// Records this file adds are removed after its last test.
keepDataAsFound();

// Issue 42, the desk as a newcomer found it: every status tab reachable at 1280 and 375 px ("Spam"
// was cut off), values in words ("Waiting-on-customer" was shown), and the Priority sort back.

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('the desk: every status tab in reach, values in words, sorted by priority', async ({ page, request }, info) => {
  const admin = await apiToken(request);
  const word = unique('Deskcheck').replace(/\s+/g, '');
  // An area of their own: the list opens on it (?area=), showing these three only.
  const area = `${word}-1`;
  const report = async (name: string, priority: string, status: string) => {
    const ticket = await apiCreate(request, null, 'ticket', {
      name: `${name} Shrestha`,
      phone: '9855512345',
      area,
      category: 'no internet',
      description: 'No light on the ONU since morning',
    });
    const res = await request.patch(`/api/ticket/${ticket._id}`, {
      data: { priority, status },
      headers: { 'x-auth-token': admin },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    return ticket;
  };
  await report('Laxmi', 'low', 'waiting-on-customer');
  await report('Uttam', 'urgent', 'in-progress');
  await report('Hari', 'high', 'new');
  await signedIn(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/tickets?area=${area}`);
  const tabs = page.getByTestId('status-tabs');
  const box = (await tabs.boundingBox())!;
  for (const label of ['All', 'New', 'Assigned', 'In progress', 'Waiting on customer', 'Resolved', 'Closed', 'Spam']) {
    const tab = tabs.getByRole('button', { name: new RegExp(`^${label} `) });
    await expect(tab).toBeVisible();
    const at = (await tab.boundingBox())!;
    expect(at.x + at.width, `${label} inside the list at 1280 px`).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  await expect(page.getByRole('row').filter({ hasText: word })).toHaveCount(3);
  await expect(row(page, 'Laxmi')).toContainText('Waiting on customer');
  await expect(row(page, 'Uttam')).toContainText('In progress');
  await expect(row(page, 'Uttam')).toContainText('No internet');
  const main = page.locator('main');
  await expect(main).not.toContainText(/Waiting-on|In-progress|no internet/);

  // The rows' priorities in the order shown, by their customers (Laxmi's is low, Hari's high, Uttam's urgent).
  const order = () =>
    page
      .getByRole('row')
      .filter({ hasText: word })
      .evaluateAll((rows) => rows.map((r) => r.textContent?.match(/(Laxmi|Hari|Uttam) Shrestha/)?.[1]));
  await page.locator('thead').getByRole('button', { name: 'Priority', exact: true }).click();
  await expect.poll(order).toEqual(['Laxmi', 'Hari', 'Uttam']);
  await page.locator('thead').getByRole('button', { name: 'Priority', exact: true }).click();
  await expect.poll(order).toEqual(['Uttam', 'Hari', 'Laxmi']);
  await shot(page, info.outputPath('desk-1280.png'), { fullPage: true });
  const table = page.locator('table').first();
  const fit = await table.evaluate((t) => ({ table: t.scrollWidth, box: t.parentElement!.clientWidth }));
  expect(fit.table).toBeLessThanOrEqual(fit.box);

  // A phone: the tabs scroll sideways, the last one reached by scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  const spam = tabs.getByRole('button', { name: /^Spam / });
  await spam.scrollIntoViewIfNeeded();
  await expect(spam).toBeInViewport();
  await shot(page, info.outputPath('desk-375.png'), { fullPage: true });
});
