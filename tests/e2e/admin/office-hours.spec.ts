import { expect, test, type Page } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { apiCreate, apiToken, signedIn, unique } from './helpers.ts';
import { axeViolations } from '../axe.ts';
import { shot } from '../shots.ts';

// Records this file adds are removed (its staff users too), after its last test.
keepDataAsFound();

// Issue 42: the office hours editor, the desk's Clock column and its width, a ticket's details in
// one time format, a customer who writes after closing, desk-role assignees, and each role asking
// only for its own figures.

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function staff(request: Parameters<typeof apiToken>[0], role: string) {
  const email = `${unique(role).replace(/\W+/g, '')}@example.com`;
  const password = `${role}-password-e2e`;
  const name = unique(`Hours ${role}`);
  const admin = await apiToken(request);
  const user = await apiCreate(request, admin, 'users', { name, email, password, verifyPassword: password, role });
  return { _id: String(user._id), name, token: await apiToken(request, email, password) };
}

const report = (request: Parameters<typeof apiToken>[0], name: string) =>
  apiCreate(request, null, 'ticket', {
    name,
    phone: '9855512345',
    area: 'Itahari-6',
    category: 'no internet',
    description: 'No light on the ONU since morning',
  });

/** Every API answer of 400 or more while the page is used. */
function refusals(page: Page) {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400) seen.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return seen;
}

test('the office hours editor writes the week in both languages as it is edited', async ({ page, request }, info) => {
  await signedIn(page, await apiToken(request));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/settings#settings-office-hours');
    const section = page.getByRole('region', { name: 'Office hours' });
    await expect(section.getByTestId('office-hours-preview')).toContainText(
      'Sunday to Friday: 8:00 AM to 6:00 PM · Saturday: 10:00 AM to 4:00 PM',
    );
    await expect(section.getByTestId('office-hours-preview')).toContainText(
      'आइतबारदेखि शुक्रबारसम्म: बिहान ८ बजेदेखि बेलुका ६ बजेसम्म',
    );
    await expect(
      section.getByTestId('holiday-row').filter({ has: page.locator('input[value="2026-10-20"]') }),
    ).toHaveCount(1);
    await section.scrollIntoViewIfNeeded();
    await shot(section, info.outputPath(`office-hours-${width}.png`));
  }
  // Closed on Saturday: the text says so before anything is saved.
  const section = page.getByRole('region', { name: 'Office hours' });
  await section.getByRole('checkbox', { name: 'Saturday closed' }).check();
  await expect(section.getByRole('textbox', { name: 'Saturday opens' })).toBeDisabled();
  await expect(section.getByTestId('office-hours-preview')).toContainText('Saturday: Closed');
  await expect(section.getByTestId('office-hours-preview')).toContainText('शनिबार: बन्द');
  expect(await axeViolations(page, { include: '#settings-office-hours' })).toEqual([]);
});

test('the desk: the Clock column filled, no overflow at 1280 px, details in Nepal time only', async ({
  page,
  request,
}, info) => {
  const admin = await apiToken(request);
  const name = unique('Clock customer');
  const ticket = await report(request, name);
  const answered = await report(request, unique('Answered customer'));
  const patched = await request.patch(`/api/ticket/${answered._id}`, {
    data: { status: 'resolved' },
    headers: { 'x-auth-token': admin },
  });
  expect(patched.ok()).toBeTruthy();
  await signedIn(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/tickets');
  await expect(row(page, ticket.number).getByTestId('ticket-clock-cell')).toHaveText(/^(Due in \d+ (min|h|d)|Overdue)/);
  await expect(row(page, answered.number).getByTestId('ticket-clock-cell')).toContainText('Repaired in');
  const table = page.locator('table').first();
  const overflow = await table.evaluate((t) => ({ table: t.scrollWidth, box: t.parentElement!.clientWidth }));
  expect(overflow.table).toBeLessThanOrEqual(overflow.box);
  await shot(page, info.outputPath('desk-1280.png'), { fullPage: true });
  await row(page, answered.number).getByRole('button', { name: 'View ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ticket details' });
  await expect(dialog).toContainText('Resolved');
  // No raw ISO timestamp anywhere in the details: every time as the admin writes them.
  expect((await dialog.textContent()) ?? '').not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
  await expect(dialog.getByText(/NPT/).first()).toBeVisible();
  await shot(dialog, info.outputPath('ticket-details-1280.png'));
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(dialog, info.outputPath('ticket-details-375.png'));
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await shot(page, info.outputPath('desk-375.png'), { fullPage: true });
});

test('a customer who writes on a closed ticket reopens it, and the sidebar badge counts it', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request);
  const ticket = await report(request, unique('Wrote after closing'));
  const closed = await request.patch(`/api/ticket/${ticket._id}`, {
    data: { status: 'closed' },
    headers: { 'x-auth-token': admin },
  });
  expect(closed.ok()).toBeTruthy();
  await signedIn(page, admin);
  await page.goto('/admin/tickets');
  const badge = page
    .locator('#admin-sidebar')
    .getByRole('link', { name: /Support Tickets/ })
    .getByTestId('new-badge');
  await expect(row(page, ticket.number)).toBeVisible();
  // New tickets before the customer writes, as the badge counts them (read from the API: the badge
  // itself may not have loaded yet, and other tests' tickets may be new too).
  const newTickets = async () => {
    const counts = await request.get('/api/leads/counts', { headers: { 'x-auth-token': admin } });
    return Number(((await counts.json()) as { ticket?: { new?: number } }).ticket?.new ?? 0);
  };
  const before = await newTickets();
  // The customer writes on the tracking page.
  await page.goto(ticket.trackUrl);
  await page.locator('#track-add').fill('The internet is down again since this morning');
  await page.locator('form:has(#track-add) button[type=submit]').click();
  await expect(page.getByText('The internet is down again since this morning')).toBeVisible();
  await page.goto('/admin/tickets');
  await expect(row(page, ticket.number)).toContainText('New');
  await expect(badge).toHaveText(new RegExp(`^${before + 1}`));
  await row(page, ticket.number).getByRole('button', { name: 'View ticket' }).click();
  await expect(page.getByRole('dialog', { name: 'Ticket details' }).getByRole('list', { name: 'Notes' })).toContainText(
    'Reopened: the customer wrote after it was closed',
  );
});

test('a ticket is offered only to staff who can work the desk', async ({ page, request }) => {
  const editor = await staff(request, 'editor');
  const support = await staff(request, 'support');
  const ticket = await report(request, unique('Assign to desk'));
  await signedIn(page, await apiToken(request));
  await page.goto('/admin/tickets');
  await row(page, ticket.number).getByRole('button', { name: 'View ticket' }).click();
  const picker = page.getByRole('dialog', { name: 'Ticket details' }).getByRole('combobox', { name: 'Assigned to' });
  await expect(picker.locator('option', { hasText: support.name })).toHaveCount(1);
  await expect(picker.locator('option', { hasText: editor.name })).toHaveCount(0);
});

test('each role asks only for its own figures: an editor gets no 403, support sees no sales figures', async ({
  page,
  request,
}) => {
  const editor = await staff(request, 'editor');
  const support = await staff(request, 'support');
  await signedIn(page, editor.token);
  const refused = refusals(page);
  for (const path of ['/admin', '/admin/sliders', '/admin/plans', '/admin/incidents']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(refused).toEqual([]);

  await page.evaluate(() => localStorage.clear());
  await signedIn(page, support.token);
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && asked.push(new URL(r.url()).pathname));
  const supportRefused = refusals(page);
  await page.goto('/admin');
  await expect(page.getByTestId('admin-role')).toHaveText('Support');
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/Leads per day/)).toHaveCount(0);
  await expect(page.getByText(/bookings by plan/i)).toHaveCount(0);
  expect(asked).not.toContain('/api/leads/stats');
  expect(supportRefused).toEqual([]);
});
