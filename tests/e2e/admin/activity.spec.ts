import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { apiCreate, apiToken, signedIn, unique } from './helpers.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Issue 28: the Activity log names which record an entry is about and what changed, links to the
// record while it is there (its form, with its History), and still names it once deleted.
test('Activity names the record and the changed fields, and links to the record while it exists', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const headers = { 'x-auth-token': token };
  const name = unique('Activity plan');
  const plan = await apiCreate(request, token, 'plan', {
    name,
    speed: '10 Mbps',
    price: 'Rs. 500',
    duration: '/month',
    features: ['Unlimited data'],
  });
  const edited = await request.put(`/api/plan/${plan._id}`, {
    headers,
    data: { name, speed: '20 Mbps', price: 'Rs. 700', duration: '/month', features: ['Unlimited data'] },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const question = `${unique('Do you cover')} every ward of Itahari, Dharan and Biratnagar, and the villages between them?`;
  const faq = await apiCreate(request, token, 'faq', { question, answer: 'Yes.' });
  expect((await request.delete(`/api/faq/${faq._id}`, { headers })).status()).toBe(200);

  await signedIn(page, token);
  await page.goto('/admin/activity');
  await page.getByLabel('Section').selectOption('plan');
  const update = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Update' });
  await expect(update.getByRole('cell').filter({ hasText: 'Plan' })).toContainText(`Plan ${name}`);
  await expect(update).toContainText('Changed: speed, price');

  // The deleted FAQ is still named (its question shortened), and not a link.
  await page.getByLabel('Section').selectOption('faq');
  const deleted = page
    .getByRole('row')
    .filter({ hasText: 'Delete' })
    .filter({ hasText: question.slice(0, 40) });
  await expect(deleted).toHaveCount(1);
  expect(question.length).toBeGreaterThan(80);
  await expect(deleted).toContainText('…');
  await expect(deleted.getByRole('link')).toHaveCount(0);

  // The plan is there: its name opens its form, with its History.
  await page.getByLabel('Section').selectOption('plan');
  await update.getByRole('link', { name }).click();
  await expect(page).toHaveURL('/admin/plans');
  const form = page.getByRole('form', { name: 'Edit Plan' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
});
