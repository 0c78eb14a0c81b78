import { expect, test, type Page } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { apiToken, signedIn, staff, toast, unique } from './helpers.ts';
import { axeViolations } from '../axe.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Staff roles (issue 30): each user sees only what their role may use, and an admin gives the roles.

const sidebarLinks = async (page: Page) =>
  (await page.locator('#admin-sidebar nav a').allTextContents()).map((t) => t.replace(/\d+$/, '').trim());

test('an editor sees the content screens and never the leads, tickets, users or settings', async ({
  page,
  request,
}) => {
  await signedIn(page, await staff(request, 'editor'));
  await page.goto('/admin');
  await expect(page.getByTestId('admin-role')).toHaveText('Editor');
  await expect(page.getByTestId('count-Active Plans')).toBeVisible();
  const links = await sidebarLinks(page);
  expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Sliders', 'Plans', 'FAQs', 'Incidents', 'Self-help']));
  for (const hidden of [
    'Bookings',
    'Contact Forms',
    'Referral Forms',
    'Support Tickets',
    'Speed Tests',
    'Users',
    'Activity',
  ])
    expect(links).not.toContain(hidden);
  await expect(page.getByTestId('count-Total Bookings')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Latest bookings' })).toHaveCount(0);
  // A booking's address from an email: the screen says whose work it is, and the server gave no booking (the
  // page's early request for the list, sent before the role is known, was refused).
  const leads: number[] = [];
  page.on('response', (r) => r.url().includes('/api/booking') && leads.push(r.status()));
  await page.goto('/admin/bookings');
  await expect(page.getByTestId('not-for-role')).toContainText('Bookings is not part of your role');
  await expect(page.getByTestId('not-for-role')).toContainText('As Editor you work on the content');
  expect(leads.every((status) => status === 403)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});

test('a sales user sees the leads and never the content screens', async ({ page, request }) => {
  await signedIn(page, await staff(request, 'sales'));
  await page.goto('/admin');
  await expect(page.locator('#admin-sidebar')).toBeInViewport();
  // A window narrowed to a phone's width puts the sidebar away at once: it was caught half-way across
  // the screen, sliding out (read once, not waited for), and its hidden links stayed in the Tab order.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.locator('#admin-sidebar').evaluate((e) => e.getBoundingClientRect().right)).toBeLessThanOrEqual(0);
  await expect(page.locator('#admin-sidebar')).toBeHidden();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.locator('#admin-sidebar').getByRole('button', { name: 'Close the menu' })).toBeFocused();
  const links = await sidebarLinks(page);
  expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Bookings', 'Contact Forms', 'Referral Forms']));
  expect(links).toContain('Coverage Requests');
  for (const hidden of ['Sliders', 'Notices', 'Testimonials', 'Plans', 'FAQs', 'Users', 'Support Tickets', 'Incidents'])
    expect(links).not.toContain(hidden);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeFocused();
  await expect(page.getByTestId('count-Total Bookings')).toBeVisible();
  await expect(page.getByTestId('count-Sliders')).toHaveCount(0);
  await page.goto('/admin/plans');
  await expect(page.getByTestId('not-for-role')).toContainText('Plans is not part of your role');
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  // The publish state is shown; publishing again is the editors' and is not offered.
  await page.getByRole('button', { name: /Live|Publishing|Publish failed/ }).click();
  await expect(page.getByRole('button', { name: 'Publish again' })).toHaveCount(0);
});

test('an admin gives a new user a role on the Users screen, and sees every role in the list', async ({
  page,
  request,
}) => {
  await signedIn(page, await apiToken(request));
  await page.goto('/admin/users');
  await page.getByRole('button', { name: '+ Add User' }).click();
  const add = page.getByRole('form', { name: 'Add User' });
  const email = `${unique('support').replace(/\W+/g, '')}@example.com`;
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Sunita Support');
  await add.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await add.getByRole('textbox', { name: 'Password', exact: true }).fill('support-password');
  await add.getByRole('textbox', { name: 'Verify password', exact: true }).fill('support-password');
  const role = add.getByRole('combobox', { name: 'Role' });
  await expect(role).toHaveValue('editor');
  await role.selectOption('support');
  expect(await axeViolations(page, { include: 'form' })).toEqual([]);
  await add.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User Created Successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Support');
  // The new user signs in and finds the support desk, and no Users screen.
  await signedIn(page, await apiToken(request, email, 'support-password'));
  await page.goto('/admin');
  const links = await sidebarLinks(page);
  expect(links).toEqual(expect.arrayContaining(['Support Tickets', 'Incidents', 'Speed Tests', 'Contact Forms']));
  expect(links).not.toContain('Users');
  expect(links).not.toContain('Bookings');
});
