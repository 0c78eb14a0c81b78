import { expect, test, type Page } from '@playwright/test';
import { adminToken, hydrated, readCaptcha, solveCaptcha, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { signedIn } from '../admin/helpers.ts';
import { axeViolations } from '../axe.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

const axe = (page: Page) => axeViolations(page);

/** Files a fault report through /support (or /ne/support) and returns the number and the tracking link shown. */
async function fileReport(page: Page, lang: 'en' | 'ne', name: string) {
  await page.goto(lang === 'ne' ? '/ne/support' : '/support');
  await expect(page.getByTestId('self-help').locator('li')).toHaveCount(4);
  await hydrated(page, 'SupportForm');
  const form = page.getByRole('form');
  await form.locator('#s-name').fill(name);
  await form.locator('#s-phone').fill('9855512345');
  await form.locator('#s-area').fill('Itahari-6');
  await form.locator('#s-category').selectOption('slow');
  await form.locator('#s-description').fill('Slow every evening after 7 PM');
  await page.getByTestId('captcha-input').fill(await readCaptcha(page));
  await expect(page.getByText(lang === 'ne' ? 'कोड मिल्यो' : 'Code verified')).toBeVisible();
  await form.locator('button[type="submit"]').click();
  const filed = page.getByTestId('ticket-filed');
  await expect(filed).toBeVisible();
  const number = (await page.getByTestId('ticket-number').textContent())?.trim() ?? '';
  expect(number).toMatch(/^KN-\d{4}-\d{4}$/);
  const href = (await page.getByTestId('ticket-link').getAttribute('href')) ?? '';
  expect(href).toMatch(lang === 'ne' ? /^\/ne\/support\/track\?t=[\w-]{22}$/ : /^\/support\/track\?t=[\w-]{22}$/);
  expect(await axe(page)).toEqual([]);
  return { number, href };
}

test.describe('/support: fault reports', () => {
  test('checks the required fields before sending', async ({ page }) => {
    await page.goto('/support');
    await hydrated(page, 'SupportForm');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Report the fault' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Description is required')).toBeVisible();
    await expect(page.locator('#s-category-error')).toBeVisible();
    await expect(page.getByTestId('ticket-filed')).toHaveCount(0);
  });

  // English on a desktop, Nepali on a phone: both languages and both widths.
  for (const [lang, width] of [
    ['en', 1280],
    ['ne', 375],
  ] as const) {
    test(`[${lang}, ${width} px] a visitor files a report, the staff reply in the admin, the visitor sees the reply`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const name = unique(`Support E2E ${lang}`);
      const { number, href } = await fileReport(page, lang, name);

      await page.goto(href);
      await hydrated(page, 'TicketTracker');
      await expect(page.getByTestId('tracked-ticket')).toContainText(number);
      await expect(page.getByTestId('track-status')).toHaveText(lang === 'ne' ? 'प्राप्त भयो' : 'Received');
      // The first event says the report was filed, and minutes read as under an hour (review P15, P17).
      await expect(page.getByTestId('event-status').first()).toContainText(lang === 'ne' ? 'दर्ता भयो ·' : 'Reported ·');
      await expect(page.getByTestId('tracked-ticket')).toContainText(lang === 'ne' ? '१ घण्टाभन्दा कम' : 'Under an hour');

      // The staff: the ticket in Support Tickets, a public reply and an internal note.
      const token = await adminToken(request);
      await page.setViewportSize({ width: 1280, height: 900 });
      await signedIn(page, token);
      await page.goto('/admin/tickets');
      await page.getByRole('row').filter({ hasText: number }).getByRole('button', { name: 'View ticket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ticket details' });
      const reply = `We are on it ${Date.now()}`;
      await dialog.getByLabel('Public reply (shown on the tracking page)').fill(reply);
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await expect(dialog.getByRole('list', { name: 'Public story' })).toContainText(reply);
      await dialog.getByRole('textbox', { name: 'Add a note' }).fill('Internal: OLT card 3');
      await dialog.getByRole('button', { name: 'Add note' }).click();
      await expect(dialog.getByRole('list', { name: 'Notes' })).toContainText('Internal: OLT card 3');

      await page.setViewportSize({ width, height: 900 });
      await page.goto(href);
      await hydrated(page, 'TicketTracker');
      await expect(page.getByTestId('event-reply')).toContainText(reply);
      await expect(page.getByTestId('tracked-ticket')).not.toContainText('OLT card 3');

      // The customer adds information; the box clears and the story shows it.
      await page.locator('#track-add').fill('Restarted the router, no change');
      await page.getByRole('button', { name: lang === 'ne' ? 'पठाउनुहोस्' : 'Send' }).click();
      await expect(page.getByTestId('event-customer')).toContainText('Restarted the router, no change');
      expect(await axe(page)).toEqual([]);
    });
  }

  test('a wrong tracking link shows a not-found message that reveals nothing', async ({ page }) => {
    await page.goto('/support/track?t=AAAAAAAAAAAAAAAAAAAAAA');
    await hydrated(page, 'TicketTracker');
    await expect(page.getByTestId('track-state')).toHaveText(
      'We could not find a ticket at this address. Check the link, or call us.',
    );
    await page.goto('/ne/support/track');
    await hydrated(page, 'TicketTracker');
    await expect(page.getByTestId('track-state')).toContainText('कुनै टिकट भेटिएन');
  });
});
