import { expect, test } from '@playwright/test';
import type { Plan } from '../../../src/lib/entities.ts';
import { DEDICATED_SUMMARY } from '../../../src/lib/messages.ts';
import { apiList, hydrated } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

test.describe('/booking keeps the visitor’s draft and shows the right package', () => {
  test('typing survives a reload, and Back then Forward, in the same tab', async ({ page, request }) => {
    const plan = (await apiList<Plan>(request, 'plan')).find((p) => !p.sme)!;
    await page.goto(`/booking?category=home&plan=${plan._id}`);
    await hydrated(page, 'BookingForm');
    await page.getByLabel('Full name').fill('Draft Keeper');
    await page.getByLabel('Installation address').fill('Ward 9, Dharan');
    await page.getByLabel('Contact number').fill('9852012345');
    await page.getByLabel('Remarks').fill('Evenings please');

    await page.reload();
    await hydrated(page, 'BookingForm');
    await expect(page.getByLabel('Full name')).toHaveValue('Draft Keeper');
    await expect(page.getByLabel('Remarks')).toHaveValue('Evenings please');

    await page.getByRole('link', { name: 'Back to Plans' }).click();
    await expect(page).toHaveURL(/\/plans\/?$/);
    await page.goBack();
    await hydrated(page, 'BookingForm');
    await expect(page.getByLabel('Installation address')).toHaveValue('Ward 9, Dharan');
    await page.goto('/');
    await page.goBack();
    await hydrated(page, 'BookingForm');
    await expect(page.getByLabel('Contact number')).toHaveValue('9852012345');
  });

  test('a new tab starts with an empty form', async ({ page, context, request }) => {
    const plan = (await apiList<Plan>(request, 'plan')).find((p) => !p.sme)!;
    await page.goto(`/booking?category=home&plan=${plan._id}`);
    await hydrated(page, 'BookingForm');
    await page.getByLabel('Full name').fill('Only In This Tab');
    const other = await context.newPage();
    await other.goto(`/booking?category=home&plan=${plan._id}`);
    await hydrated(other, 'BookingForm');
    await expect(other.getByLabel('Full name')).toHaveValue('');
  });

  test('the category comes from the plan itself: a home plan linked as SME shows Home', async ({ page, request }) => {
    const plans = await apiList<Plan>(request, 'plan');
    const home = plans.find((p) => !p.sme)!;
    const sme = plans.find((p) => p.sme)!;
    await page.goto(`/booking?category=sme&plan=${home._id}`);
    await hydrated(page, 'BookingForm');
    const summary = page.getByTestId('package-summary');
    await expect(summary).toContainText(home.name);
    await expect(summary.locator('dt', { hasText: 'Category' }).locator('xpath=following-sibling::dd')).toHaveText(
      'Home',
    );
    await page.goto(`/booking?category=home&plan=${sme._id}`);
    await hydrated(page, 'BookingForm');
    await expect(summary.locator('dt', { hasText: 'Category' }).locator('xpath=following-sibling::dd')).toHaveText(
      'SME',
    );
  });

  test('a dedicated quote shows a dedicated line with speed and price quoted by the team', async ({ page }) => {
    await page.goto('/booking?category=dedicated');
    await hydrated(page, 'BookingForm');
    const summary = page.getByTestId('package-summary');
    await expect(summary).toContainText(DEDICATED_SUMMARY.title);
    for (const [label, value] of DEDICATED_SUMMARY.rows) {
      await expect(summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd')).toHaveText(value);
    }
    // Not the stored placeholder 'Dedicated' as every value (spec §3 still stores it).
    expect(await summary.locator('dd').allTextContents()).not.toContain('Dedicated');
  });
});
