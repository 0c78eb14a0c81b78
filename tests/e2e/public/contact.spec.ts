import { expect, test } from '@playwright/test';
import { adminToken, apiList, hydrated, readCaptcha, solveCaptcha, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

test.describe('/contact', () => {
  test('shows office hours', async ({ page }) => {
    await page.goto('/contact');
    const hours = page.getByTestId('office-hours');
    await expect(hours).toContainText('Sunday to Friday');
    await expect(hours).toContainText('8:00 AM to 6:00 PM');
    await expect(hours).toContainText('Saturday');
    await expect(hours).toContainText('10:00 AM to 4:00 PM');
  });

  test('checks name, email and message; phone is marked but not enforced', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page, 'ContactForm');
    await expect(page.locator('label[for="c-phone"]')).toContainText('*');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByText('Phone is required')).toHaveCount(0);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('a message is stored, the form clears and the captcha is regenerated', async ({ page, request }) => {
    await page.goto('/contact');
    await hydrated(page, 'ContactForm');
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    const name = unique('Contact E2E');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Subject').fill('Coverage');
    await page.getByLabel('Message').fill('Do you cover Damak?');
    const before = await readCaptcha(page);
    await solveCaptcha(page);
    await send.click();
    await expect(page.getByText('Contact Submitted Successfully')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByTestId('captcha-input')).toHaveValue('');
    await expect(send).toBeDisabled();
    expect(await readCaptcha(page)).not.toBe(before);

    const stored = (await apiList<Record<string, string>>(request, 'contact', await adminToken(request))).find(
      (c) => c.name === name,
    );
    expect(stored).toMatchObject({
      email: 'visitor@example.com',
      subject: 'Coverage',
      phone: '',
      msg: 'Do you cover Damak?',
    });
  });

  test('refresh draws a new captcha and resets verification', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page, 'ContactForm');
    const code = await readCaptcha(page);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Refresh captcha' }).click();
    await expect(page.getByTestId('captcha-input')).toHaveValue('');
    expect(await readCaptcha(page)).not.toBe(code);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    // The code is drawn, not written as selectable text.
    await expect(page.getByTestId('captcha-image')).toHaveCSS('user-select', 'none');
  });

  test('the map loads only when scrolled near', async ({ page }) => {
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
    );
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/contact');
    const map = page.getByTestId('map');
    await expect(map.getByTestId('map-placeholder')).toBeVisible();
    await expect(map.locator('iframe')).toHaveCount(0);
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('iframe')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed/);
  });
});
