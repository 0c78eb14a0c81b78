import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { siteDatabase } from '../site-db.ts';
import { axeViolations } from '../axe.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Quick pay (online payments): a customer ID on /pay, the masked name and amount due, through the local
// eSewa or Khalti's own page (tests/e2e/fake-gateways.ts) and back to the receipt, at a phone's and a
// desktop's width, in both languages; axe finds nothing on either page.

const axe = (page: Page) => axeViolations(page);
const SHOTS = process.env.PAY_SCREENSHOTS;

const CASES = [
  { lang: 'en', width: 375, gateway: 'eSewa' },
  { lang: 'en', width: 1280, gateway: 'Khalti' },
  { lang: 'ne', width: 375, gateway: 'Khalti' },
  { lang: 'ne', width: 1280, gateway: 'eSewa' },
] as const;

test.beforeAll(() => {
  const db = siteDatabase();
  const insert = db.prepare(
    'INSERT INTO customer (id, createdAt, customerId, name, phone, email, dueAmount) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (customerId) DO UPDATE SET dueAmount = excluded.dueAmount',
  );
  for (const c of CASES)
    insert.run(
      randomBytes(12).toString('hex'),
      new Date().toISOString(),
      `PAY-${c.lang}-${c.width}`,
      'Ram Bahadur Shrestha',
      '9841000000',
      '',
      150_000,
    );
  db.close();
});

for (const { lang, width, gateway } of CASES)
  test(`${lang} at ${width} px: pay through ${gateway} to the receipt`, async ({ page }) => {
    const ne = lang === 'ne';
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ne ? '/ne/pay' : '/pay');
    await hydrated(page, 'PayForm');
    await page.getByLabel(ne ? 'ग्राहक ID' : 'Customer ID').fill(`PAY-${lang}-${width}`);
    await page.getByRole('button', { name: ne ? 'अगाडि बढ्नुहोस्' : 'Continue' }).click();
    await expect(page.getByTestId('pay-name')).toHaveText('R** B****** S*******');
    await page.getByRole('radio', { name: gateway }).check();
    expect(await axe(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pay-${lang}-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: ne ? 'रु. १,५०० तिर्नुहोस्' : 'Pay Rs. 1,500' }).click();
    // The gateway's own page (the local one): pay there, and come back to the receipt.
    await expect(page.getByRole('heading', { name: gateway })).toBeVisible();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ne ? '/ne' : ''}/pay/receipt/[0-9a-f]{32}$`));
    await expect(page.getByRole('status')).toHaveText(ne ? 'भुक्तानी भयो' : 'Paid');
    await expect(page.locator('dd').filter({ hasText: ne ? 'रु. १,५००' : 'Rs. 1,500' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/receipt-${lang}-${width}.png`, fullPage: true });
  });
