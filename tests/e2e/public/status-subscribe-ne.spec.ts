import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Issue 44 (Nepali review P38, P40 and the honeypot): on a Nepali page read in an English browser,
// nothing comes in the browser's language, and wards are listed as numbers.
test.use({ locale: 'en-US' });

test('the /ne/status subscribe form answers a bad address in Nepali and lists wards in number order', async ({
  page,
  request,
}) => {
  await page.goto('/ne/status');
  const box = page.getByTestId('status-subscribe');
  const areas = await box.getByLabel('क्षेत्र').locator('option').allTextContents();
  const itahari = areas.filter((a) => a.startsWith('इटहरी-'));
  expect(itahari.slice(0, 3)).toEqual(['इटहरी-१', 'इटहरी-२', 'इटहरी-३']);
  expect(itahari.indexOf('इटहरी-९')).toBeLessThan(itahari.indexOf('इटहरी-१०'));

  await box.getByLabel('इमेल').fill('sita@@example');
  await box.getByRole('button', { name: 'सदस्यता लिनुहोस्' }).click();
  await expect(page).toHaveURL('/ne/status/subscription/invalid');
  await expect(page.getByTestId('subscription-state')).toContainText(
    'सदस्यता लिन सकिएन। इमेल ठेगाना र क्षेत्र जाँचेर फेरि प्रयास गर्नुहोस्।',
  );

  // The honeypot no one sees is labelled in the page's language too.
  const contact = await (await request.get('/ne/contact')).text();
  expect(contact).toContain('यो खाली छोड्नुहोस्');
  expect(contact).not.toContain('Leave this field empty');
});
