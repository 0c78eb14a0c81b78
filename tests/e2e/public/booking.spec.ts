import { expect, test } from '@playwright/test';
import { adminToken, apiList, hydrated, solveCaptcha, unique } from './helpers.ts';
import type { Plan } from '../../../src/lib/entities.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { periodWord } from '../../../src/i18n/periods.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

/** What the booking page notes of its own navigation (see the redirect test). */
type Watched = { bookingPage?: boolean; redirectedTo?: string; navigation: EventTarget };

test.describe('/booking', () => {
  test('without a package: No package selected and Go to Plans', async ({ page }) => {
    await page.goto('/booking');
    await expect(page.getByRole('heading', { name: 'No package selected' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Plans' }).click();
    await expect(page).toHaveURL(/\/plans\/?$/);
  });

  test('a plan booked from /plans is stored with its package and the visitor returns home after 2 s', async ({
    page,
    request,
  }) => {
    const plan = (await apiList<Plan>(request, 'plan')).find((p) => !p.sme)!;
    await page.goto('/plans');
    await page
      .getByRole('tabpanel', { name: 'Home' })
      .getByTestId('plan-card')
      .first()
      .getByRole('link', { name: /Book Now/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/booking\\?category=home&plan=${plan._id}$`));

    await page.clock.install();
    await page.reload();
    await hydrated(page, 'BookingForm', { clock: true });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Your Plan');
    const summary = page.getByTestId('package-summary');
    // The duration standing alone is said as a word ('/month' → 'Monthly'), a price's tail no more.
    const duration = periodWord('en', plan.duration) ?? plan.duration;
    for (const text of [plan.name, plan.speed, plan.price, duration]) await expect(summary).toContainText(text);

    const name = unique('Booking E2E');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Installation address').fill('Main Road, Biratnagar');
    await page.getByLabel('Contact number').fill('9800000001');
    await page.getByLabel('Email (optional)').fill('booker@example.com');
    const submit = page.getByRole('button', { name: 'Submit Request' });
    await expect(submit).toBeDisabled();
    await page.getByTestId('captcha-input').fill('zzzzzz');
    await expect(page.getByText('Captcha does not match')).toBeVisible();
    await expect(submit).toBeDisabled();
    await solveCaptcha(page);
    await expect(submit).toBeEnabled();

    // From here only the test moves the page's clock (an installed clock also runs at the real
    // pace, so a redirect anywhere from 2 s to the expects' timeout would pass): the redirect must
    // come after 1.9 s and by 2.1 s, so moving BOOKING_REDIRECT_MS by 10 % either way fails.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    // The Navigation API's navigate event fires as location.assign() is called, so a redirect is
    // seen at once, not when the next page arrives; the mark tells this document from the next.
    await page.evaluate(() => {
      const w = window as unknown as Watched;
      w.bookingPage = true;
      w.navigation.addEventListener('navigate', (e) => {
        w.redirectedTo = (e as Event & { destination: { url: string } }).destination.url;
      });
    });
    const redirect = () =>
      page
        .evaluate(() => {
          const w = window as unknown as Watched;
          return w.bookingPage ? (w.redirectedTo ?? 'none') : 'another page';
        })
        .catch(() => 'another page'); // the next page replaced this one mid-evaluation

    // Hold the request a moment to see the sending state.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/booking', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();
    // The timer starts as the success shows, with the clock standing still.
    await expect(page.getByText('Booking Submitted successfully!')).toBeVisible();

    await page.clock.runFor(1900);
    expect(await redirect()).toBe('none');
    expect(page.url()).toContain('/booking');
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/$/);

    const token = await adminToken(request);
    const bookings = await apiList<Record<string, string>>(request, 'booking', token);
    const stored = bookings.find((b) => b.customerName === name);
    expect(stored).toMatchObject({
      address: 'Main Road, Biratnagar',
      contact: '9800000001',
      email: 'booker@example.com',
      plan: plan.name,
      speed: plan.speed,
      cost: plan.price,
      duration: plan.duration,
    });
  });

  test('a dedicated quote request stores Dedicated for plan, speed, cost and duration', async ({ page, request }) => {
    await page.goto('/booking?category=dedicated');
    await hydrated(page, 'BookingForm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request Quote');
    await expect(page.getByTestId('package-summary')).toContainText('Dedicated');
    const name = unique('Quote E2E');
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Installation address').fill('Itahari');
    await page.getByLabel('Contact number').fill('9800000002');
    await page.getByLabel('Remarks').fill('Need 100 Mbps dedicated');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Booking Submitted successfully!')).toBeVisible();
    const stored = (await apiList<Record<string, string>>(request, 'booking', await adminToken(request))).find(
      (b) => b.customerName === name,
    );
    expect(stored).toMatchObject({
      plan: 'Dedicated',
      speed: 'Dedicated',
      cost: 'Dedicated',
      duration: 'Dedicated',
      remarks: 'Need 100 Mbps dedicated',
    });
  });

  test('required fields are checked and a failed request shows the error toast', async ({ page }) => {
    await page.goto('/booking?category=dedicated');
    await hydrated(page, 'BookingForm');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Address is required')).toBeVisible();
    await expect(page.getByText('Contact is required')).toBeVisible();

    await page.route('**/api/booking', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.getByLabel('Full name').fill('Someone');
    await page.getByLabel('Installation address').fill('Somewhere');
    await page.getByLabel('Contact number').fill('9800000003');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText('Error Submitting Booking')).toBeVisible();
    await expect(page).toHaveURL(/\/booking/);
    await page.getByRole('link', { name: 'Back to Plans' }).click();
    await expect(page).toHaveURL(/\/plans\/?$/);
  });
});
