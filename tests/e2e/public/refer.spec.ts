import { expect, test } from '@playwright/test';
import { adminToken, apiList, hydrated, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

test.describe('/refer', () => {
  test('lists the rewards', async ({ page }) => {
    await page.goto('/refer');
    const rewards = page.getByTestId('rewards');
    await expect(rewards).toContainText('1 month free internet');
    await expect(rewards).toContainText('Priority customer support');
    await expect(rewards).toContainText('Unlimited referrals');
  });

  test('missing required fields: Please fill in all required fields', async ({ page }) => {
    await page.goto('/refer');
    await hydrated(page, 'ReferralForm');
    await page.getByLabel('Your name').fill('Only me');
    await page.getByRole('button', { name: 'Submit Referral' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('Only me');
  });

  test('a referral shows success at once, clears the form and is stored', async ({ page, request }) => {
    await page.goto('/refer');
    await hydrated(page, 'ReferralForm');
    const name = unique('Referrer E2E');
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Your phone').fill('9800000004');
    await page.getByLabel("Friend's name").fill('Friend One');
    await page.getByLabel("Friend's contact").fill('9800000005');
    await page.getByLabel("Friend's address").fill('Dharan');
    await page.getByRole('button', { name: 'Submit Referral' }).click();
    await expect(page.getByText('Referral submitted successfully!')).toBeVisible();
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel("Friend's name")).toHaveValue('');
    const token = await adminToken(request);
    await expect
      .poll(async () =>
        (await apiList<Record<string, string>>(request, 'referral', token)).find((r) => r.customerName === name),
      )
      .toMatchObject({
        phone: '9800000004',
        friendsName: 'Friend One',
        friendsContact: '9800000005',
        friendsAddress: 'Dharan',
      });
  });

  test('success is shown whatever the server answers', async ({ page }) => {
    await page.route('**/api/referral', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await page.goto('/refer');
    await hydrated(page, 'ReferralForm');
    await page.getByLabel('Your name').fill('Someone');
    await page.getByLabel("Friend's name").fill('Friend');
    await page.getByLabel("Friend's contact").fill('9800000006');
    await page.getByLabel("Friend's address").fill('Itahari');
    await page.getByRole('button', { name: 'Submit Referral' }).click();
    await expect(page.getByText('Referral submitted successfully!')).toBeVisible();
    await expect(page.getByLabel("Friend's address")).toHaveValue('');
  });
});
