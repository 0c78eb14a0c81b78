import { expect, test } from '@playwright/test';
import { adminToken, apiList, hydrated, solveCaptcha, unique } from '../public/helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

test('a bot that fills the hidden honeypot field sees success, and nothing is stored', async ({ page, request }) => {
  await page.goto('/contact');
  await hydrated(page, 'ContactForm');
  const trap = page.locator('input[name="website"]');
  await expect(trap).toBeAttached();
  await expect(trap).not.toBeInViewport();
  expect(await trap.getAttribute('tabindex')).toBe('-1');

  const name = unique('Honeypot Bot');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('bot@example.com');
  await page.getByLabel('Message').fill('Cheap followers!');
  await trap.evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'));
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Contact Submitted Successfully')).toBeVisible();

  const stored = await apiList<Record<string, string>>(request, 'contact', await adminToken(request));
  expect(stored.find((c) => c.name === name)).toBeUndefined();

  // A person, who leaves it empty, is stored.
  await page.reload();
  await hydrated(page, 'ContactForm');
  const person = unique('Honeypot Person');
  await page.getByLabel('Name').fill(person);
  await page.getByLabel('Email').fill('person@example.com');
  await page.getByLabel('Message').fill('Please call me');
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Contact Submitted Successfully')).toBeVisible();
  const again = await apiList<Record<string, string>>(request, 'contact', await adminToken(request));
  expect(again.find((c) => c.name === person)).toBeTruthy();
});
