import { expect, test, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { keepDataAsFound } from '../keep-data.ts';
import {
  acceptConfirm,
  apiCreate,
  apiToken,
  captchaInput,
  loginThroughUi,
  ownSignIn,
  readCaptcha,
  toast,
} from './helpers.ts';
import { animationsDone, axeViolations } from '../axe.ts';

// Issue 30 in Chromium: a user sets up two-factor sign-in on Your account (the code computed here
// from the key the screen shows), signs out and in again with a code; Your sessions signs out the
// others. Each test has a user and an address of its own (ownSignIn), so no other test's sign-in is touched.
keepDataAsFound();

// The screens are checked once their fade-ins have finished, not the sign-in's passing toast (react-toastify's
// own colours).
const axe = async (page: Page) => {
  await animationsDone(page);
  return axeViolations(page, { exclude: '.Toastify' });
};

/** The code of the time step `ahead` steps from now (the server takes each step once). */
const codeFor = (secret: string, ahead = 0) =>
  new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: Date.now() + ahead * 30_000 });

test('enrols two-factor sign-in from the shown key, then signs in with a code', async ({ page, request }) => {
  const { email, password } = await ownSignIn(page, request);
  await loginThroughUi(page, email, password);
  await expect(page.getByTestId('admin-user')).toBeVisible();
  await page.getByTestId('admin-user').click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();

  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = page.getByLabel('Enter the 6-digit code the app shows');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'not right' })).toBeVisible();
  await code.fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  // Signing in again: the password, then the code.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await captchaInput(page).fill(await readCaptcha(page));
  await page.getByRole('button', { name: 'Login' }).click();
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await field.fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('form [role="alert"]')).toContainText('not right');
  // The step the enrolment used is taken: the next one's code.
  await field.fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('admin-user')).toContainText('Sign-in Test');

  // The administrator's Users screen shows it.
  const admin = await apiToken(request);
  const users = (await (await request.get('/api/users', { headers: { 'x-auth-token': admin } })).json()) as {
    email: string;
    twoFactor: boolean;
  }[];
  expect(users.find((u) => u.email === email)?.twoFactor).toBe(true);
});

test('Your sessions lists where you are signed in and signs out the others', async ({ page, request }) => {
  const { email, password } = await ownSignIn(page, request);
  const phone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const elsewhere = await request.post('/api/users/login', {
    data: { email, password },
    headers: { 'user-agent': phone, 'x-forwarded-for': '198.51.100.23' },
  });
  const otherToken = (await elsewhere.json()).token as string;
  await loginThroughUi(page, email, password);
  await expect(page.getByTestId('admin-user')).toBeVisible();
  await page.goto('/admin/account');
  const list = page.getByTestId('sessions').getByRole('listitem');
  await expect(list).toHaveCount(2);
  await expect(list.filter({ hasText: 'This session' })).toHaveCount(1);
  await expect(list.filter({ hasText: 'Safari 17 on iOS' })).toContainText('198.51.100.23');
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(toast(page, 'Signed out 1 other session')).toBeVisible();
  await expect(list).toHaveCount(1);
  await expect(list).toContainText('This session');
  expect((await request.get('/api/users/verify', { headers: { 'x-auth-token': otherToken } })).status()).toBe(401);
});

test('an admin sees who has two-factor sign-in and signs a user out everywhere', async ({ page, request }) => {
  const { email, password } = await ownSignIn(page, request);
  const theirs = await apiToken(request, email, password);
  await loginThroughUi(page);
  await expect(page.getByTestId('admin-user')).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('checkbox', { name: 'Require two-factor sign-in for every user' })).not.toBeChecked();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('2FA off');
  acceptConfirm(page);
  await row.getByRole('button', { name: /out everywhere/ }).click();
  await expect(page.locator('.Toastify').getByText(/is signed out everywhere/)).toBeVisible();
  expect((await request.get('/api/users/verify', { headers: { 'x-auth-token': theirs } })).status()).toBe(401);
});

test('with two-factor sign-in required, a user without it sets it up before anything else', async ({
  page,
  request,
}) => {
  // An admin who has it (only such an admin may require it): made here, enrolled through the API.
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const boss = { email: `policy-${id}@example.com`, password: `policy-password-${id}` };
  await apiCreate(request, await apiToken(request), 'users', {
    name: `Policy Admin ${id}`,
    ...boss,
    verifyPassword: boss.password,
    role: 'admin',
  });
  const bossToken = await apiToken(request, boss.email, boss.password);
  const headers = { 'x-auth-token': bossToken };
  const { secret } = await (await request.post('/api/users/me/2fa', { headers })).json();
  expect((await request.post('/api/users/me/2fa/confirm', { headers, data: { code: codeFor(secret) } })).status()).toBe(
    200,
  );
  const policy = (required: boolean) => request.put('/api/users/2fa-policy', { headers, data: { required } });
  // The user is made first: the administrator without two-factor sign-in may do nothing once it is required.
  const { email, password } = await ownSignIn(page, request);
  expect((await policy(true)).status()).toBe(200);
  try {
    await loginThroughUi(page, email, password);
    await expect(page).toHaveURL(/\/admin\/account$/);
    await expect(page.getByRole('alert').filter({ hasText: 'required for every user' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    // Any other screen leads back here, and the API refuses the rest.
    await page.goto('/admin/bookings');
    await expect(page).toHaveURL(/\/admin\/account$/);
    const theirs = await apiToken(request, email, password);
    const refused = await request.get('/api/booking', { headers: { 'x-auth-token': theirs } });
    expect(refused.status()).toBe(403);

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const key = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel('Enter the 6-digit code the app shows').fill(codeFor(key));
    await page.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'required for every user' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Bookings' }).first().click();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  } finally {
    expect((await policy(false)).status()).toBe(200);
  }
});
