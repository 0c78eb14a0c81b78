import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { adminToken, storeSpeedResult } from '../public/helpers.ts';
import { signedIn } from './helpers.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Speed tests for the staff (issue 32): the chart of each area's days, the table, a filter, CSV.
test('staff see the speed tests by area and day, filter by area and export them', async ({ page, request }) => {
  const token = await adminToken(request);
  for (const [download, area] of [
    [40, 'Biratnagar-11'],
    [60, 'Biratnagar-11'],
    [12.5, 'Damak'],
  ] as const) {
    const res = await storeSpeedResult(request, { download, upload: download / 2, latency: 9, jitter: 1.2, area });
    expect(res.status()).toBe(201);
  }
  await signedIn(page, token);
  await page.goto('/admin/speed-tests');
  await expect(page.getByRole('heading', { name: 'Speed Tests' })).toBeVisible();
  const chart = page.getByRole('figure');
  await expect(chart.getByRole('img', { name: 'Median download per area per day' })).toBeVisible();
  // The median of Biratnagar-11's day is 50 Mbps; Damak's, 12.5.
  await expect(chart.locator('title', { hasText: /^Biratnagar-11, .*: 50\.0 Mbps \(2 tests\)$/ })).toHaveCount(1);
  await expect(chart.locator('title', { hasText: /^Damak, .*: 12\.5 Mbps \(1 test\)$/ })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Area' }).selectOption('Damak');
  const table = page.getByRole('table', { name: 'Speed test results' });
  await expect(table.getByRole('row', { name: /Damak/ })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /Biratnagar-11/ })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^speed-tests-\d{4}-\d{2}-\d{2}\.csv$/);
});
