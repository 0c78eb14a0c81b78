import { expect, test, type Page } from '@playwright/test';
import { maxLengths } from '../../../src/lib/field-limits.ts';
import { INVALID_PHONE, REFERRAL_SUBMITTED } from '../../../src/lib/messages.ts';
import { bookingSchema } from '../../../src/lib/schemas/booking.ts';
import { contactSchema } from '../../../src/lib/schemas/contact.ts';
import { referralSchema } from '../../../src/lib/schemas/referral.ts';
import { OUTBOX_KEY } from '../../../src/islands/utils/outbox.ts';
import { adminToken, apiList, hydrated, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Every public form carries the server's own limits, so what a visitor can send, the server stores.

async function expectLimits(
  page: Page,
  prefix: string,
  limits: Record<string, number>,
  rename: Record<string, string> = {},
) {
  for (const [field, max] of Object.entries(limits)) {
    const input = page.locator(`#${prefix}-${rename[field] ?? field}`);
    if ((await input.count()) === 0) continue; // the package fields of a booking are not typed
    await expect(input, field).toHaveAttribute('maxlength', String(max));
  }
}

async function fillReferral(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
}

const stored = async (request: Parameters<typeof adminToken>[0], name: string) => {
  const token = await adminToken(request);
  return (await apiList<Record<string, string>>(request, 'referral', token)).filter((r) => r.customerName === name);
};

test.describe('public forms keep what the visitor types', () => {
  test('every field has the maxlength of the server schema (booking, contact, referral)', async ({ page }) => {
    await page.goto('/refer');
    await hydrated(page, 'ReferralForm');
    await expectLimits(page, 'r', maxLengths(referralSchema));
    await page.goto('/contact');
    await hydrated(page, 'ContactForm');
    await expectLimits(page, 'c', maxLengths(contactSchema), { msg: 'message' });
    await page.goto('/booking?category=dedicated');
    await hydrated(page, 'BookingForm');
    await expectLimits(page, 'b', maxLengths(bookingSchema));
  });

  test('a 200-character name on /refer is stored (cut at the limit), not refused by the server', async ({
    page,
    request,
  }) => {
    await page.goto('/refer');
    await hydrated(page, 'ReferralForm');
    const name = unique('Long').padEnd(200, 'x');
    await fillReferral(page, {
      'Your name': name,
      "Friend's name": 'Friend',
      "Friend's contact": '9800000021',
      "Friend's address": 'Dharan',
    });
    await page.getByRole('button', { name: 'Submit Referral' }).click();
    await expect(page.getByText(REFERRAL_SUBMITTED)).toBeVisible();
    await expect.poll(async () => (await stored(request, name.slice(0, 100))).length).toBe(1);
  });

  test('a phone that is not one is refused beside the field, and nothing is sent', async ({ page }) => {
    let sent = 0;
    await page.route('**/api/referral', (route) => {
      sent++;
      return route.continue();
    });
    await page.goto('/refer');
    await hydrated(page, 'ReferralForm');
    await fillReferral(page, {
      'Your name': 'Phone Check',
      "Friend's name": 'Friend',
      "Friend's contact": 'फोन छैन',
      "Friend's address": 'Dharan',
    });
    await page.getByRole('button', { name: 'Submit Referral' }).click();
    const contact = page.getByLabel("Friend's contact");
    await expect(contact).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#r-friendsContact-error')).toHaveText(INVALID_PHONE);
    await expect(contact).toBeFocused();
    await expect(page.getByText(REFERRAL_SUBMITTED)).toHaveCount(0);
    expect(sent).toBe(0);
  });

  test('a referral the server could not store waits in the browser and is sent once on the next page load', async ({
    page,
    request,
  }) => {
    let refused = 0;
    await page.route('**/api/referral', (route) => {
      refused++;
      return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    });
    await page.goto('/refer');
    await hydrated(page, 'ReferralForm');
    const name = unique('Outbox 503');
    await fillReferral(page, {
      'Your name': name,
      "Friend's name": 'Friend',
      "Friend's contact": '९८५२०१२३४५',
      "Friend's address": 'Itahari',
    });
    await page.getByRole('button', { name: 'Submit Referral' }).click();
    await expect(page.getByText(REFERRAL_SUBMITTED)).toBeVisible();
    await expect.poll(() => refused).toBe(1);
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, OUTBOX_KEY))
      .toBe(1);
    expect(await stored(request, name)).toHaveLength(0);

    await page.unrouteAll();
    await page.goto('/plans'); // any page with scripts sends what is waiting
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
    await expect.poll(async () => (await stored(request, name)).map((r) => r.friendsContact)).toEqual(['9852012345']);
    // Stored means gone: more page loads send nothing again.
    await page.goto('/refer');
    await hydrated(page, 'ReferralForm');
    await page.goto('/');
    expect(await stored(request, name)).toHaveLength(1);
  });

  test('a referral stored but whose answer was lost is sent again under the same Idempotency-Key, and stored once', async ({
    page,
    request,
  }) => {
    const keys: string[] = [];
    await page.route('**/api/referral', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      await route.fetch(); // the server stores it…
      await route.abort('connectionreset'); // …and the browser never hears so
    });
    await page.goto('/refer');
    await hydrated(page, 'ReferralForm');
    const name = unique('Outbox lost answer');
    await fillReferral(page, {
      'Your name': name,
      "Friend's name": 'Friend',
      "Friend's contact": '9852012346',
      "Friend's address": 'Damak',
    });
    await page.getByRole('button', { name: 'Submit Referral' }).click();
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, OUTBOX_KEY))
      .toBe(1);
    await expect.poll(async () => (await stored(request, name)).length).toBe(1);

    await page.unrouteAll();
    page.on('request', async (r) => {
      if (r.url().endsWith('/api/referral') && r.method() === 'POST')
        keys.push((await r.headerValue('idempotency-key')) ?? '');
    });
    await page.goto('/plans'); // the retry
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await stored(request, name)).toHaveLength(1);
  });

  test('a referral sent while offline goes out when the browser is back online', async ({ page, context, request }) => {
    await page.goto('/refer');
    await hydrated(page, 'ReferralForm');
    await context.setOffline(true);
    const name = unique('Outbox offline');
    await fillReferral(page, {
      'Your name': name,
      "Friend's name": 'Friend',
      "Friend's contact": '021-123456',
      "Friend's address": 'Biratnagar',
    });
    await page.getByRole('button', { name: 'Submit Referral' }).click();
    await expect(page.getByText(REFERRAL_SUBMITTED)).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, OUTBOX_KEY))
      .toBe(1);
    await context.setOffline(false);
    await expect.poll(async () => (await stored(request, name)).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
  });
});
