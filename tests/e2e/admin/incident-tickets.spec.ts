import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCreate, apiToken, signedIn, toast, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { hydrated, siteIsCurrent } from '../public/helpers.ts';
import { axeViolations } from '../axe.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Tickets attached to an incident (issue 29): staff attach every open ticket of the area from one
// ticket, post an update from the ticket list of the area, resolve the incident and its tickets
// with one reply, which the customers read on their tracking pages. And /support's area combobox.

// A toast still fading in or out is no page state: its colours are mid-animation (as states.spec.ts).
const axe = (page: Page) => axeViolations(page, { exclude: '.Toastify' });

const report = (request: APIRequestContext, name: string, area: string, lang = 'en') =>
  apiCreate(request, null, 'ticket', {
    name,
    phone: '9855512345',
    area,
    category: 'no internet',
    description: 'No light on the ONU since morning',
    lang,
  }) as Promise<{ _id: string; number: string; trackUrl: string }>;

test('staff attach the open tickets of Damak to its outage, post an update from the ticket list, and resolve them all with one reply the customers see', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const english = await report(request, unique('Damak customer'), 'Damak');
  const nepali = await report(request, unique('दमक ग्राहक'), 'दमक', 'ne');
  const elsewhere = await report(request, unique('Dharan customer'), 'Dharan-2');
  const title = unique('Fibre cut in Damak');
  const incident = await apiCreate(request, token, 'incident', {
    title,
    title_ne: 'दमकमा फाइबर काटियो',
    kind: 'outage',
    areas: ['Damak'],
    services: [],
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    status: 'investigating',
  });

  await signedIn(page, token);
  await page.goto('/admin/tickets');
  await page.getByRole('row').filter({ hasText: english.number }).getByRole('button', { name: 'View ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ticket details' });
  const linked = dialog.getByTestId('ticket-incident');
  await expect(linked).toContainText('Known fault in Damak');
  await linked.getByRole('button', { name: /^Attach all open tickets of this area \(\d+\)$/ }).click();
  await expect(page.locator('.Toastify').getByText(`attached to ${title}`, { exact: false })).toBeVisible();
  await expect(linked).toContainText('Attached to the incident');
  await expect(linked).toContainText(title);
  await expect(linked.getByRole('link', { name: 'Open Incidents' })).toHaveAttribute('href', '/admin/incidents');
  // Both, the one written in Nepali (दमक) too.
  const attached = async (id: string) =>
    (await (await request.get(`/api/ticket/${id}`, { headers: { 'x-auth-token': token } })).json()).incidentId;
  expect(await attached(english._id)).toBe(incident._id);
  expect(await attached(nepali._id)).toBe(incident._id);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // One click from the ticket list of the area: the incident's update form.
  await page.getByRole('combobox', { name: 'Area', exact: true }).selectOption('Damak');
  // The area's tickets however the customer wrote it: दमक is Damak.
  for (const t of [english, nepali]) await expect(page.getByRole('row').filter({ hasText: t.number })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: elsewhere.number })).toHaveCount(0);
  await page.getByRole('button', { name: 'Post an update to the open incident' }).click();
  await expect(page).toHaveURL(`/admin/incidents?update=${incident._id}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const update = card.getByRole('form', { name: 'Post an update' });
  await expect(update.getByLabel(/^Update/).first()).toBeFocused();
  await expect(card.getByTestId('incident-tickets')).toContainText('open tickets attached');
  expect(await axe(page)).toEqual([]);
  await update
    .getByLabel(/^Update/)
    .first()
    .fill('Crew splicing the fibre at Damak chowk.');
  await update.getByRole('button', { name: 'Post update' }).click();
  await expect(toast(page, 'Incident Updated')).toBeVisible();

  // From the incident to the list of its tickets, and back.
  await card.getByTestId('incident-tickets').getByRole('link', { name: 'See them' }).click();
  await expect(page).toHaveURL(`/admin/tickets?incident=${incident._id}`);
  await expect(page.getByTestId('list-filter')).toHaveText(`Incident: ${title}✕`);
  for (const t of [english, nepali]) await expect(page.getByRole('row').filter({ hasText: t.number })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: elsewhere.number })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show every incident' }).click();
  await expect(page.getByRole('row').filter({ hasText: elsewhere.number })).toBeVisible();
  await page.goto(`/admin/incidents`);

  // Resolved: the dialog offers to resolve the attached tickets with one reply, in each language.
  await card.getByRole('button', { name: 'Resolve' }).click();
  await card.getByRole('form', { name: 'Resolve' }).getByRole('button', { name: 'Resolve' }).click();
  const offer = page.getByRole('dialog', { name: /^Resolve the \d+ attached tickets too\?$/ });
  await expect(offer).toBeVisible();
  await expect(offer.getByLabel(/^Reply \*/)).toHaveValue(/has been repaired/);
  await expect(offer.getByLabel(/^Reply \(Nepali/)).toHaveValue(/मर्मत भइसकेको छ/);
  expect(await axe(page)).toEqual([]);
  const reply = `Damak is back online ${Date.now()}`;
  await offer.getByLabel(/^Reply \*/).fill(reply);
  await offer.getByRole('button', { name: /^Resolve \d+ tickets$/ }).click();
  await expect(page.locator('.Toastify').getByText(/tickets resolved and answered$/)).toBeVisible();
  await expect(offer).toHaveCount(0);

  // The customers read the reply on their tracking pages, the Nepali one in Nepali; never the notes.
  await page.goto(english.trackUrl);
  await hydrated(page, 'TicketTracker');
  await expect(page.getByTestId('track-status')).toHaveText('Repaired');
  await expect(page.getByTestId('event-reply')).toContainText(reply);
  await expect(page.getByTestId('tracked-ticket')).not.toContainText('Attached to the incident');
  await page.goto(nepali.trackUrl);
  await hydrated(page, 'TicketTracker');
  await expect(page.getByTestId('event-reply')).toContainText('मर्मत भइसकेको छ');
});

test('the /support area field is the coverage combobox in both languages, and the known fault still shows', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const title = unique('Slow evenings in Dharan');
  await apiCreate(request, token, 'incident', {
    title,
    kind: 'degraded',
    areas: ['Dharan'],
    services: [],
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    status: 'identified',
  });
  await siteIsCurrent(request, token);
  await page.goto('/support');
  await hydrated(page, 'SupportForm');
  const area = page.getByRole('combobox', { name: /^Area/ });
  await area.pressSequentially('dhar');
  await expect(page.getByRole('listbox', { name: 'Matching areas' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(area).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(area).toHaveValue('Dharan');
  await expect(page.getByRole('listbox', { name: 'Matching areas' })).toBeHidden();
  await expect(page.getByTestId('coverage-incident')).toContainText(title);
  expect(await axe(page)).toEqual([]);

  await page.goto('/ne/support');
  await hydrated(page, 'SupportForm');
  const nepali = page.getByRole('combobox', { name: /^क्षेत्र/ });
  await nepali.pressSequentially('धरा');
  await page.getByRole('option').filter({ hasText: 'धरान' }).first().click();
  await expect(nepali).toHaveValue('धरान');
  await expect(page.getByTestId('coverage-incident')).toContainText('धरान');
  // Any place may still be typed.
  await nepali.fill('मेरो गाउँ');
  await expect(page.getByTestId('coverage-incident')).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
});
