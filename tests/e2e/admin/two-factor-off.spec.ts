import { expect, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { keepDataAsFound } from '../keep-data.ts';
import { loginThroughUi, ownSignIn, toast } from './helpers.ts';

// Issue 43: turning two-factor sign-in off on Your account asks for the password and a current code;
// a wrong password is said at its field and spends no code.
keepDataAsFound();

const codeFor = (secret: string, ahead = 0) =>
  new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: Date.now() + ahead * 30_000 });

test('turns two-factor sign-in off with the password and a code', async ({ page, request }) => {
  const { email, password } = await ownSignIn(page, request);
  await loginThroughUi(page, email, password);
  await page.getByTestId('admin-user').click();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('Enter the 6-digit code the app shows').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();

  const section = page.locator('section[aria-labelledby="two-factor-title"]');
  await expect(section.getByText('To turn it off, enter your password and a current code.')).toBeVisible();
  await section.getByLabel('Password').fill('not my password');
  await section.getByLabel('Code from your app (or a recovery code)').fill(codeFor(secret, 1));
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(section.getByRole('alert')).toHaveText('That password is not right.');
  if (process.env.SHOTS)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section.screenshot({ path: `${process.env.SHOTS}/turn-off-${width}.png` });
    }
  await section.getByLabel('Password').fill(password);
  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(toast(page, 'Two-factor sign-in is off')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
});
