import { expect, test, type Page } from '@playwright/test';
import { formatSpan, formatWhen } from '../../../src/lib/format-date.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { addContent, hydrated, readCaptcha, storeSpeedResult, unique } from './helpers.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Issue 44, items 1-3: the dates the tracking page and the speed-test result page write in the
// browser are the same text in every browser, whatever its language and zone, and in Nepali
// they are Bikram Sambat dates in Devanagari with no Latin letter. The expected text is what
// src/lib/format-date.ts writes in Node for the record's own time.

const BS_MONTH = /बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत/;

/** The definition beside a term of a <dl>. */
const definition = (page: Page, term: string) =>
  page.locator('dl > div', { has: page.locator('dt', { hasText: term }) }).locator('dd');

/** Files a fault report through /support and returns its tracking token. */
async function fileReport(page: Page): Promise<string> {
  await page.goto('/support');
  await hydrated(page, 'SupportForm');
  const form = page.getByRole('form');
  await form.locator('#s-name').fill(unique('Dates E2E'));
  await form.locator('#s-phone').fill('9855512345');
  await form.locator('#s-area').fill('Itahari-6');
  await form.locator('#s-category').selectOption('slow');
  await form.locator('#s-description').fill('Slow every evening after 7 PM');
  await page.getByTestId('captcha-input').fill(await readCaptcha(page));
  await expect(page.getByText('Code verified')).toBeVisible();
  await form.locator('button[type="submit"]').click();
  const href = (await page.getByTestId('ticket-link').getAttribute('href')) ?? '';
  return new URL(href, 'http://x').searchParams.get('t') ?? '';
}

for (const [locale, timezoneId] of [
  ['ne-NP', 'Asia/Kathmandu'],
  ['en-US', 'America/New_York'],
] as const) {
  test.describe(`a browser in ${locale} (${timezoneId})`, () => {
    test.use({ locale, timezoneId });

    test('the tracking page and a speed-test result page write the same dates as the server', async ({ page }) => {
      const token = await fileReport(page);
      const ticket = await (await page.request.get(`/api/ticket/track?t=${token}`)).json();
      const stored = await storeSpeedResult(page.request, {
        download: 95.5,
        upload: 40.25,
        latency: 12,
        jitter: 2,
        area: 'Itahari-6',
      });
      expect(stored.status()).toBe(201);
      const result = await stored.json();

      for (const lang of ['ne', 'en'] as const) {
        const prefix = lang === 'ne' ? '/ne' : '';
        const shown: string[] = [];
        await page.goto(`${prefix}/support/track?t=${token}`);
        const reported = definition(page, lang === 'ne' ? 'दर्ता भएको' : 'Reported');
        await expect(reported).toHaveText(formatWhen(lang, ticket.createdAt));
        shown.push((await reported.textContent()) ?? '');

        await page.goto(`${prefix}/speed-test/r/${result.id}`);
        const tested = definition(page, lang === 'ne' ? 'जाँचिएको समय' : 'Tested');
        await expect(tested).toHaveText(formatWhen(lang, result.createdAt));
        shown.push((await tested.textContent()) ?? '');

        for (const text of lang === 'ne' ? shown : []) {
          expect(text).toMatch(BS_MONTH);
          // Devanagari only: no 'M11', no 'Nov', no 'AM', no Latin digit.
          expect(text).not.toMatch(/[A-Za-z0-9]/);
        }
      }
      // The ticket's timeline writes its events the same way.
      await page.goto(`/ne/support/track?t=${token}`);
      const event = ticket.events[0].at;
      await expect(page.locator(`[data-testid="tracked-ticket"] time[datetime="${event}"]`)).toHaveText(
        formatWhen('ne', event),
      );
    });
  });
}

test('/ne/status names the night of a maintenance window that starts at midnight', async ({ page, request }) => {
  // 00:00 to 02:00 Nepal time, ten nights from now.
  const day = new Date(Date.now() + 10 * 86_400_000 + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
  const startsAt = new Date(`${day}T00:00:00+05:45`).toISOString();
  const endsAt = new Date(`${day}T02:00:00+05:45`).toISOString();
  const title = unique('Midnight maintenance');
  await addContent(request, {
    incident: [
      {
        title,
        title_ne: 'मध्यरातको मर्मतसम्भार',
        kind: 'maintenance',
        areas: [],
        services: [],
        startsAt,
        endsAt,
        status: 'scheduled',
        updates: [],
      },
    ],
  });
  const window = formatSpan('ne', startsAt, endsAt);
  expect(window).toMatch(/राति १२ बजेदेखि २ बजेसम्म \((आइत|सोम|मंगल|बुध|बिही|शुक्र|शनि)बार लाग्ने रात\)$/);
  await page.goto('/ne/status');
  const planned = page.getByTestId('status-planned').locator('li', { hasText: 'मध्यरातको मर्मतसम्भार' });
  await expect(planned).toContainText(`समय${window}`);
  await page.goto('/status');
  await expect(page.getByTestId('status-planned').locator('li', { hasText: title })).toContainText(
    formatSpan('en', startsAt, endsAt),
  );
});
