import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCreate, apiToken, signedIn, toast, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Issue 12: the sales desk works its leads in the admin: status tabs with counts, coloured
// badges, one-click status and notes in the details, previous/next, sidebar badges, CSV export.

const booking = (customerName: string) => ({
  customerName,
  address: 'वडा नं. ७, इटहरी',
  contact: '9822222222',
  plan: 'Fibernet',
  speed: '50 Mbps',
  cost: 'Rs. 1,100',
  duration: '/month',
});
const counts = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/leads/counts', { headers: { 'x-auth-token': token } })).json();
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const tab = (page: Page, name: string) =>
  page.getByTestId('status-tabs').getByRole('button', { name: new RegExp(`^${name}\\b`) });

test('status tabs count and filter, each row shows its status as a badge, the sidebar counts new bookings', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const fresh = unique('Tab new');
  const called = unique('Tab contacted');
  await apiCreate(request, null, 'booking', booking(fresh));
  const other = await apiCreate(request, null, 'booking', booking(called));
  await request.patch(`/api/booking/${other._id}`, {
    data: { status: 'contacted' },
    headers: { 'x-auth-token': token },
  });
  const { booking: byStatus } = await counts(request, token);

  await signedIn(page, token);
  await page.goto('/admin/bookings');
  await expect(tab(page, 'New')).toContainText(String(byStatus.new));
  await expect(tab(page, 'Contacted')).toContainText(String(byStatus.contacted));
  await expect(tab(page, 'All')).toContainText(
    String(Object.values(byStatus as Record<string, number>).reduce((a, b) => a + b, 0)),
  );
  await expect(row(page, fresh).locator('[data-status]')).toHaveText('New');
  await expect(row(page, called).locator('[data-status]')).toHaveText('Contacted');
  await expect(page.getByRole('link', { name: /Bookings/ }).getByTestId('new-badge')).toHaveText(`${byStatus.new} new`);

  await tab(page, 'Contacted').click();
  await expect(tab(page, 'Contacted')).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, called)).toBeVisible();
  await expect(row(page, fresh)).toHaveCount(0);
  for (const badge of await page.locator('tbody [data-status]').all()) await expect(badge).toHaveText('Contacted');
  await tab(page, 'All').click();
  await expect(row(page, fresh)).toBeVisible();
});

test('details: one-click status, notes with author and time, previous/next, and its own address', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const first = unique('Detail one');
  const second = unique('Detail two');
  await apiCreate(request, null, 'booking', booking(first));
  const b = await apiCreate(request, null, 'booking', booking(second));
  const before = (await counts(request, token)).booking;

  await signedIn(page, token);
  await page.goto('/admin/bookings');
  await row(page, first).getByRole('button', { name: 'View booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Booking details' });
  await expect(dialog).toContainText(first);
  await expect(dialog.getByRole('button', { name: 'New', pressed: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Scheduled' }).click();
  await expect(toast(page, 'Marked as scheduled')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Scheduled', pressed: true })).toBeVisible();
  await expect(dialog.locator('dt [data-status]')).toHaveText('Scheduled');
  await expect(dialog).toContainText('by Site Admin');
  await expect(row(page, first).locator('[data-status]')).toHaveText('Scheduled');
  await expect(tab(page, 'Scheduled')).toContainText(String(before.scheduled + 1));
  await expect(tab(page, 'New')).toContainText(String(before.new - 1));

  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Write a note first');
  await dialog.getByRole('textbox', { name: 'Add a note' }).fill('सर्वे आइतबार, router चाहिन्छ');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  const note = dialog.getByRole('list', { name: 'Notes' }).getByRole('listitem');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('सर्वे आइतबार, router चाहिन्छ');
  await expect(note).toContainText(/Site Admin · \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M/);
  await expect(dialog.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');

  // Previous/next walk the list as shown; the address follows the record.
  await dialog.getByRole('button', { name: 'Next booking' }).click();
  await expect(dialog).toContainText(second);
  await expect(page).toHaveURL(`/admin/bookings/${b._id}`);
  await dialog.getByRole('button', { name: 'Previous booking' }).click();
  await expect(dialog).toContainText(first);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(page).toHaveURL('/admin/bookings');

  // The address an email links to opens the record's details.
  await page.goto(`/admin/bookings/${b._id}`);
  await expect(page.getByRole('dialog', { name: 'Booking details' })).toContainText(second);
  await expect(page.getByRole('link', { name: /Bookings/ })).toHaveAttribute('aria-current', 'page');
});

test('Export CSV downloads what the screen shows (the status tab)', async ({ page, request }) => {
  const token = await apiToken(request);
  const tag = unique('Export');
  const a = await apiCreate(request, null, 'booking', booking(`${tag} राम`));
  await apiCreate(request, null, 'booking', booking(`${tag} other`));
  await request.patch(`/api/booking/${a._id}`, { data: { status: 'connected' }, headers: { 'x-auth-token': token } });

  await signedIn(page, token);
  await page.goto('/admin/bookings');
  await tab(page, 'Connected').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bookings-connected-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1).split('\r\n')[0]).toBe(
    'Received,Customer name,Address,Contact,Alternative contact,Email,Plan,Speed,Cost,Duration,Remarks,Language,Status,Status changed,Changed by,Assigned to,Notes,ID',
  );
  expect(csv).toContain(`${tag} राम`);
  expect(csv).not.toContain(`${tag} other`);
  expect(
    csv
      .slice(1)
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .every((line) => line.includes(',connected,')),
  ).toBe(true);
});
