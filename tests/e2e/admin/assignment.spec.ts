import { expect, test, type Page } from '@playwright/test';
import { apiCreate, apiToken, signedIn, toast, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { mailsTo } from '../public/helpers.ts';
import { axeViolations } from '../axe.ts';
import { shot } from '../shots.ts';

// Records this file adds are removed (its staff user too), after its last test.
keepDataAsFound();

// Issue 30: a booking and a fault report assigned from their details to another staff member, who
// is emailed and finds them under "Mine" on the bookings list and the ticket desk.

// A toast still fading in or out is no page state (as states.spec.ts).
const axe = (page: Page) => axeViolations(page, { exclude: '.Toastify' });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const mine = (page: Page) => page.getByRole('button', { name: 'Mine', exact: true });

test('assign a booking and a ticket to another staff member from the panel; they see them under Mine', async ({
  page,
  request,
}, testInfo) => {
  const admin = await apiToken(request);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const staff = { name: `Asha Desk ${id}`, email: `asha-${id}@example.com`, password: `asha-password-${id}` };
  await apiCreate(request, admin, 'users', { ...staff, verifyPassword: staff.password });
  const customer = unique('Assigned customer');
  const other = unique('Someone else');
  for (const name of [customer, other])
    await apiCreate(request, null, 'booking', {
      customerName: name,
      address: 'Ward 6, Itahari',
      contact: '9822222222',
      plan: 'Fibernet',
      speed: '50 Mbps',
      cost: 'Rs. 1,100',
      duration: '/month',
    });
  const ticket = await apiCreate(request, null, 'ticket', {
    name: customer,
    phone: '9855512345',
    area: 'Itahari-6',
    category: 'no internet',
    description: 'No light on the ONU since morning',
  });

  await signedIn(page, admin);
  await page.goto('/admin/bookings');
  await row(page, customer).getByRole('button', { name: 'View booking' }).click();
  let dialog = page.getByRole('dialog', { name: 'Booking details' });
  const picker = dialog.getByRole('combobox', { name: 'Assigned to' });
  await expect(picker).toHaveValue('');
  await picker.selectOption({ label: staff.name });
  await expect(toast(page, `Assigned to ${staff.name}`)).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Notes' })).toContainText(`Assigned to ${staff.name}`);
  await expect(dialog.getByRole('list', { name: 'Notes' })).toContainText('Site Admin');
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(row(page, customer).getByTestId('assignee')).toHaveText(staff.name);

  await page.goto('/admin/tickets');
  await row(page, ticket.number).getByRole('button', { name: 'View ticket' }).click();
  dialog = page.getByRole('dialog', { name: 'Ticket details' });
  await dialog.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: staff.name });
  await expect(toast(page, `Assigned to ${staff.name}`)).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Notes' })).toContainText(`Assigned to ${staff.name}`);

  // The assignee is told by email, one for each.
  const mails = await mailsTo(staff.email, 2);
  expect(mails.map((m) => m.subject).sort()).toEqual(
    [
      `Assigned to you: booking from ${customer}`,
      `Assigned to you: fault report ${ticket.number} from ${customer}`,
    ].sort(),
  );

  // Asha signs in: "Mine" shows what is hers, on the bookings list and the ticket desk.
  await page.evaluate(() => localStorage.clear());
  await signedIn(page, await apiToken(request, staff.email, staff.password));
  await page.goto('/admin/bookings');
  await expect(row(page, other)).toBeVisible();
  await mine(page).click();
  await expect(mine(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(row(page, customer)).toBeVisible();
  await expect(row(page, customer).getByTestId('assignee')).toHaveText(`${staff.name}(you)`);
  await expect(row(page, other)).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/bookings?assignedTo=me');
    await expect(row(page, customer).getByTestId('assignee').first()).toBeVisible();
    await shot(page, testInfo.outputPath(`bookings-mine-${width}.png`), { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // The address the email links to opens on "Mine".
  await page.goto('/admin/tickets?assignedTo=me');
  await expect(mine(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(row(page, ticket.number)).toBeVisible();
  await mine(page).click();
  await expect(mine(page)).toHaveAttribute('aria-pressed', 'false');
  await row(page, ticket.number).getByRole('button', { name: 'View ticket' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Ticket details' }).getByRole('combobox', { name: 'Assigned to' }),
  ).toHaveValue(/[0-9a-f]{24}/);
  expect(await axe(page)).toEqual([]);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/tickets?assignedTo=me');
    await row(page, ticket.number).getByRole('button', { name: 'View ticket' }).click();
    await page.getByRole('combobox', { name: 'Assigned to' }).scrollIntoViewIfNeeded();
    await shot(page, testInfo.outputPath(`ticket-assigned-${width}.png`));
  }
});
