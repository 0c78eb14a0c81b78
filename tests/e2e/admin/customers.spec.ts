import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { acceptConfirm, apiToken, expectAccessible, signedIn, toast, unique } from './helpers.ts';

// The Customers screen (issue 47) in Chromium: the demo's subscribers found, filtered and edited in
// rupees; a CSV checked by a dry run, its wrong row named, the good rows imported; an API key made,
// shown once and revoked.

keepDataAsFound();

const row = (page: import('@playwright/test').Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('finds, filters and edits a customer; imports a CSV with a wrong row skipped', async ({ page, request }) => {
  const token = await apiToken(request);
  // KN-10001 as the demo has it (the sign-in's tests use it too): Rs. 1,100 due.
  const demoDue = () =>
    request.put('/api/customer/by-id/KN-10001', { headers: { 'x-auth-token': token }, data: { dueAmount: 110000 } });
  await demoDue();
  await signedIn(page, token);
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(row(page, 'KN-10001')).toContainText('Ram Bahadur Shrestha');
  await expect(row(page, 'KN-10001')).toContainText('Rs. 1,100');

  await page.getByLabel('Status').selectOption('suspended');
  await expect(page.getByRole('row').filter({ hasText: 'KN-' }).first()).toContainText('Suspended');
  await expect(page.getByRole('row').filter({ hasText: 'Active' })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('');
  await page.getByRole('searchbox').fill('Shrestha');
  await expect(page.getByRole('row').filter({ hasText: 'KN-' })).toHaveCount(1);
  await expectAccessible(page, 'the customers');

  // The amount is typed in rupees and stored in paisa.
  await row(page, 'KN-10001').getByRole('button', { name: 'Edit customer' }).click();
  const amount = page.getByLabel('Amount due');
  await expect(amount).toHaveValue('1100');
  await amount.fill('1,250.50');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Customer Updated')).toBeVisible();
  await expect(row(page, 'KN-10001')).toContainText('Rs. 1,250.50');
  const stored = await (
    await request.get('/api/customer/by-id/KN-10001', { headers: { 'x-auth-token': token } })
  ).json();
  expect(stored.dueAmount).toBe(125050);
  await request.put('/api/customer/by-id/KN-10001', {
    headers: { 'x-auth-token': token },
    data: { dueAmount: 110000 },
  });

  // The import: a dry run first, which names the wrong row; then the good ones, the wrong one skipped.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const csv = [
    'Customer ID,Name,Phone,Area,Status,Due rupees',
    'KN-E2E-1,Maya Rai,9841777001,Itahari-1,active,"1,500"',
    'KN-E2E-2,Kiran Sah,12345,Itahari-1,active,900',
    'KN-E2E-3,Laxmi Gurung,9841777003,Dharan,suspended,0',
  ].join('\n');
  await page
    .getByTestId('customer-csv')
    .setInputFiles({ name: 'billing.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const report = page.getByTestId('import-report');
  await expect(report).toContainText('3 rows checked: 2 to add, 0 to update, 0 unchanged, 1 wrong.');
  await expect(report.getByRole('row').filter({ hasText: 'KN-E2E-2' })).toContainText('phone:');
  await expectAccessible(page, 'the import report');
  await page.getByRole('button', { name: 'Skip the 1 wrong row and import 2' }).click();
  await expect(toast(page, 'Imported 2 customers: 2 added, 0 updated, 0 unchanged; 1 wrong row skipped')).toBeVisible();
  await page.getByRole('searchbox').fill('KN-E2E');
  await expect(page.getByRole('row').filter({ hasText: 'KN-E2E' })).toHaveCount(2);
  await expect(row(page, 'KN-E2E-1')).toContainText('Rs. 1,500');
});

test('an API key is shown once, listed by name and scopes, and revoked', async ({ page, request }) => {
  const name = unique('E2E billing');
  await signedIn(page, await apiToken(request));
  await page.goto('/admin/api-keys');
  await page.getByRole('button', { name: '+ New API key' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('checkbox', { name: /customers:write/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = await page.getByTestId('new-api-key').inputValue();
  expect(key).toMatch(/^isp_/);
  await expectAccessible(page, 'the API keys');
  const put = await request.put('/api/customer/by-id/KN-E2E-KEY', {
    headers: { authorization: `Bearer ${key}` },
    data: { name: 'Pushed by the billing system' },
  });
  expect(put.status()).toBe(201);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  const keyRow = page.getByTestId('api-key').filter({ hasText: name });
  await expect(keyRow).toContainText('customers:write');
  await page.reload();
  await expect(keyRow).not.toContainText('Never');
  acceptConfirm(page);
  await keyRow.getByRole('button', { name: `Revoke ${name}` }).click();
  await expect(keyRow).toContainText('Revoked');
  const refused = await request.put('/api/customer/by-id/KN-E2E-KEY', {
    headers: { authorization: `Bearer ${key}` },
    data: { name: 'Again' },
  });
  expect(refused.status()).toBe(401);
});
