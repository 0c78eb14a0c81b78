import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { apiToken, expectAccessible, signedIn, toast } from './helpers.ts';
import { shot } from '../shots.ts';

// Admin › Payments in Chromium: a bill paid through the local eSewa (tests/e2e/fake-gateways.ts),
// showing its next check for refunds, then marked refunded with its reason; the customer owes the
// amount again.

keepDataAsFound();

const FAKE = `http://127.0.0.1:${process.env.E2E_GATEWAY_PORT}`;

test('a paid payment is marked refunded with its reason, and the customer owes it again', async ({
  page,
  request,
}, info) => {
  const token = await apiToken(request);
  const headers = { 'x-auth-token': token };
  const customerId = `KN-R${Date.now().toString(36).toUpperCase()}`;
  const due = async () =>
    (await (await request.get(`/api/customer/by-id/${customerId}`, { headers })).json()).dueAmount as number;
  const made = await request.put(`/api/customer/by-id/${customerId}`, {
    headers,
    data: { name: 'Refund Test Rai', phone: '9841000077', dueAmount: 150_000 },
  });
  expect(made.ok(), await made.text()).toBeTruthy();
  // Paid as a customer would: the signed form to eSewa, Pay on its page, back to the site.
  const started = await (
    await request.post('/api/payment', { data: { customerId, amount: 150_000, gateway: 'esewa' } })
  ).json();
  await request.post(started.redirect.url, { form: started.redirect.fields });
  const paid = await request.post(`${FAKE}/fake/esewa/pay`, {
    form: { uuid: started._id, choice: 'pay' },
    maxRedirects: 0,
  });
  const back = new URL(paid.headers().location!);
  await request.get(back.pathname + back.search, { maxRedirects: 0 });
  expect(await due()).toBe(0);

  await signedIn(page, token);
  await page.goto('/admin/payments');
  await page.getByRole('searchbox', { name: 'Search' }).fill(customerId);
  const row = page.getByRole('row').filter({ hasText: customerId });
  await expect(row).toContainText('paid');
  await row.getByRole('button').click();
  // Paid: looked up again a day on, for a refund made in eSewa's merchant panel.
  await expect(page.getByText('Next check for refunds')).toBeVisible();
  await shot(page, info.outputPath('payment-paid-1280.png'), { fullPage: true });
  await page.getByText('Mark refunded…').click();
  await expect(page.getByText('The customer will owe Rs. 1,500 again.')).toBeVisible();
  await page.getByLabel('Why is it refunded?').fill('Paid twice by mistake');
  await expectAccessible(page, 'a payment with its refund form');
  await page.getByRole('button', { name: 'Mark refunded', exact: true }).click();
  await expect(toast(page, 'Marked refunded: Rs. 1,500 is due again')).toBeVisible();
  await expect(row).toContainText('refunded');
  await expect(page.getByText('Mark refunded…')).toHaveCount(0);
  await expect(page.getByText('Next check for refunds')).toHaveCount(0);
  expect(await due()).toBe(150_000);
});
