import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { mailsTo } from '../public/helpers.ts';
import { apiToken, expectAccessible, loginThroughUi, ownSignIn, toast } from './helpers.ts';

// Issue 42 in Chromium: a user changes their own password on Your account (the current one first;
// their other sessions end), and an admin invites someone, who gets the link by email (the e2e
// server's mail server), sets their own password on the invitation page and signs in with it.
keepDataAsFound();

test('Your account: change password, with the current one; other sessions are signed out', async ({
  page,
  request,
}) => {
  const { email, password } = await ownSignIn(page, request);
  const elsewhere = await apiToken(request, email, password);
  await loginThroughUi(page, email, password);
  await page.getByTestId('admin-user').click();
  const form = page.getByTestId('change-password');
  await expect(form).toBeVisible();
  await expectAccessible(page, 'Your account');

  const fresh = `fresh-${password}`;
  await form.getByLabel('Current password').fill('not the password');
  await form.getByLabel('New password', { exact: true }).fill(fresh);
  await form.getByLabel('New password again').fill(fresh);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not right.')).toBeVisible();

  await form.getByLabel('Current password').fill(password);
  await form.getByLabel('New password', { exact: true }).fill('short');
  await form.getByLabel('New password again').fill('short');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();

  await form.getByLabel('New password', { exact: true }).fill(fresh);
  await form.getByLabel('New password again').fill(fresh);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password is changed. Your other sessions are signed out.')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');
  // This browser stays signed in; the other session does not; the new password signs in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  expect((await request.get('/api/users/verify', { headers: { 'x-auth-token': elsewhere } })).status()).toBe(401);
  expect((await request.post('/api/users/login', { data: { email, password } })).status()).toBe(400);
  expect((await request.post('/api/users/login', { data: { email, password: fresh } })).status()).toBe(200);
});

test('an admin invites someone; they set their own password from the emailed link and sign in', async ({
  page,
  browser,
}) => {
  const id = Date.now().toString(36);
  const email = `invited-${id}@example.com`;
  await loginThroughUi(page);
  await expect(page.getByTestId('admin-user')).toBeVisible();
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const invite = page.getByTestId('invite');
  await invite.getByLabel('Name').fill('Anita Gurung');
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Role').selectOption('support');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation emailed to ${email}`)).toBeVisible();
  await expect(page.getByTestId('invitation-link')).toHaveCount(0);

  const [mail] = await mailsTo(email, 1);
  expect(mail.subject).toMatch(/invited you to the .* admin/);
  const token = mail.text.match(/\/admin\/invitation#([\w-]{43})/)?.[1];
  expect(token).toBeTruthy();

  // The invited person, in a browser of their own.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await them.goto(`/admin/invitation#${token}`);
  await expect(them.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(them.getByText('Welcome, Anita Gurung. You are invited as Support.')).toBeVisible();
  await expect(them.getByTestId('invited-email')).toHaveText(email);
  await expectAccessible(them, 'the set-password page');
  const chosen = `anita's own password ${id}`;
  await them.getByLabel('New password', { exact: true }).fill(chosen);
  await them.getByLabel('New password again').fill('something else');
  await them.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(them.getByText('Passwords do not match')).toBeVisible();
  await them.getByLabel('New password again').fill(chosen);
  await them.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(them).toHaveURL(/\/admin$/);
  await expect(them.getByTestId('admin-user')).toContainText('Anita Gurung');

  // The link is spent; and the password they chose signs them in.
  await them.goto('/');
  await them.goto(`/admin/invitation#${token}`);
  await expect(them.getByTestId('invitation-gone')).toContainText('expired or was already used');
  await them.getByRole('link', { name: 'Go to the sign-in' }).click();
  await them.getByRole('button', { name: 'Logout' }).click();
  await expect(them).toHaveURL(/\/admin\/login$/);
  await loginThroughUi(them, email, chosen);
  await expect(them.getByTestId('admin-user')).toContainText('Anita Gurung');
  await theirs.close();
});
