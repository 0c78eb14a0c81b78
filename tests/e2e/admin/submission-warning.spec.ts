import { expect, test } from '@playwright/test';
import { apiToken, signedIn } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// It writes no record; like every e2e file it still restores them (tests/unit/scripts/e2e-isolation.test.ts).
keepDataAsFound();

// The server's side (GET /api/leads/volume past SUBMIT_WARN_PER_DAY) is tested in
// tests/api/abuse-storage.test.ts; here, that the admin shows it above every screen.
test('the admin warns above every screen when the day’s submissions pass SUBMIT_WARN_PER_DAY', async ({
  page,
  request,
}) => {
  await signedIn(page, await apiToken(request));
  const warning = page.getByRole('alert', { name: 'Many submissions' });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await page.route('**/api/leads/volume', (route) =>
    route.fulfill({ json: { last24h: 612, warnAt: 500, over: true } }),
  );
  await page.goto('/admin/bookings');
  await expect(warning).toContainText('612 submissions in the last 24 hours');
  await expect(warning).toContainText('more than the 500 expected');
});
