import { expect, type Locator, type Page, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { siteIsCurrent } from '../public/helpers.ts';
import { apiToken, signedIn, toast } from './helpers.ts';

// Site settings (issue 28) in Chromium: an ISP renames itself and changes an office's phone in the
// admin, and every public page in both languages says so after the publish.

// The settings (and any records) are put back after the last test.
keepDataAsFound();
test.describe.configure({ timeout: 300_000 });

/** A settings input by its label (its accessible name: the required mark is not read). */
const field = (within: Page | Locator, label: string) => within.getByRole('textbox', { name: label, exact: true });

const PAGES = ['/', '/plans/', '/booking/', '/contact/', '/refer/', '/faq/', '/about/', '/coverage/'];

test('a new name and office phone reach every public page in English and Nepali', async ({ page, request }) => {
  const token = await apiToken(request);
  await signedIn(page, token);
  await page.goto('/admin/settings');
  await field(page, 'ISP name').fill('Sagarmatha Fibre');
  await field(page, 'ISP name (Nepali)').fill('सगरमाथा फाइबर');
  // Every text of the demo that names it, as an ISP taking the site over would rewrite them.
  for (const [label, text] of [
    ['Legal name', 'Sagarmatha Fibre Pvt. Ltd.'],
    ['Legal name (Nepali)', 'सगरमाथा फाइबर प्रा. लि.'],
    ['Description', 'Sagarmatha Fibre connects homes and offices in the hills.'],
    ['Description (Nepali)', 'सगरमाथा फाइबरले पहाडका घर र कार्यालय जोड्छ।'],
    ['Our story', 'Sagarmatha Fibre began in Dhankuta.'],
    ['Our story (Nepali)', 'सगरमाथा फाइबर धनकुटाबाट सुरु भयो।'],
  ])
    await field(page, label).fill(text);
  const office2 = page.getByTestId('offices-row').nth(1);
  await field(office2, 'Phone').fill('+977-25-999111');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Settings saved. The public site is being updated.')).toBeVisible();
  // The admin's own logo names the ISP anew.
  await expect(page.locator('#admin-sidebar')).toContainText('Sagarmatha Fibre');
  await siteIsCurrent(request, token);

  for (const path of PAGES) {
    for (const [prefix, name, phone] of [
      ['', 'Sagarmatha Fibre', '+977-25-999111'],
      ['/ne', 'सगरमाथा फाइबर', '०२५-९९९१११'],
    ]) {
      const url = `${prefix}${path}`;
      await page.goto(url);
      await expect(page, url).toHaveTitle(new RegExp(name));
      const footer = page.getByTestId('site-footer');
      await expect(footer, url).toContainText(phone);
      await expect(footer, url).toContainText(name);
      // The site's own words (header, footer, title, description) name the ISP anew; what editors
      // wrote about it in content (a testimonial) is theirs to change.
      for (const part of [page.getByTestId('top-bar'), page.locator('#site-nav'), footer])
        await expect(part, url).not.toContainText(/KoshiNet|कोशीनेट/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(`${await page.title()} ${description}`, url).not.toMatch(/KoshiNet|कोशीनेट/);
    }
  }
});

test('a setting left wrong is named beside its field, and nothing is saved', async ({ page, request }) => {
  const token = await apiToken(request);
  const before = await (await request.get('/api/settings')).json();
  await signedIn(page, token);
  await page.goto('/admin/settings');
  await field(page, 'ISP name').fill('');
  const office1 = page.getByTestId('offices-row').first();
  await field(office1, 'Phone').fill('call the office');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('form', { name: 'Site settings' }).getByRole('alert').first()).toHaveText(
    'ISP name is required',
  );
  await expect(office1.getByText('Phone must be a phone number (digits, spaces, +, - and brackets)')).toBeVisible();
  await expect(field(page, 'ISP name')).toHaveAttribute('aria-invalid', 'true');
  expect(await (await request.get('/api/settings')).json()).toEqual(before);
});
