import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DATA } from '../../../playwright.config.ts';
import { hydrated } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { siteDatabase } from '../site-db.ts';
import { radacct } from '../../api/radacct.ts';
import { axeViolations } from '../axe.ts';
import { shot } from '../shots.ts';

// My account (issue 47): sign in with the code the SMS brought (SMS_PROVIDER=file writes each
// message into SMS_DIR), read the account, report a fault from it; both languages, phone and desktop.
// The line's use this period comes from the RADIUS file the server reads (RADIUS_DATABASE_URL,
// docs/usage.md), seeded here as FreeRADIUS writes it.
keepDataAsFound();

const CUSTOMERS = [
  { customerId: 'KN-E2E01', phone: '9841999001', lang: 'en', radiusUser: 'kn-e2e01' },
  { customerId: 'KN-E2E02', phone: '9841999002', lang: 'ne', radiusUser: 'kn-e2e02' },
] as const;

const database = siteDatabase;

const H = 3_600_000;
let radius: Awaited<ReturnType<typeof radacct>>;
let capBefore = '';

test.beforeAll(async () => {
  // Made when the tests start (the server's start empties DATA first).
  radius = await radacct('sqlite', `${DATA}/radius.db`);
  const db = database();
  const plan = db.prepare('SELECT id, capGb FROM plan ORDER BY seq LIMIT 1').get() as { id: string; capGb: string };
  // A 200 GB cap on the customers' plan while this file runs (the API reads it live; the site is not rebuilt).
  capBefore = plan.capGb;
  db.prepare('UPDATE plan SET capGb = ? WHERE id = ?').run('200', plan.id);
  const insert = db.prepare(
    'INSERT INTO customer (id, createdAt, customerId, name, phone, area, planId, status, dueDate, dueAmount, lang, radiusUser) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const c of CUSTOMERS)
    insert.run(
      randomBytes(12).toString('hex'),
      new Date().toISOString(),
      c.customerId,
      'Ram Bahadur Shrestha',
      c.phone,
      'Itahari-6',
      plan.id,
      'suspended',
      '2026-12-15',
      159_900,
      c.lang,
      c.radiusUser,
    );
  db.close();
  // Evenings heavier than mornings, one session a day for the last 9 days, and one open now.
  const now = Date.now();
  for (const c of CUSTOMERS) {
    for (let d = 9; d >= 1; d -= 1) {
      const start = now - d * 24 * H;
      const gb = 3 + ((d * 7) % 5) * 1.5;
      await radius.insert({ username: c.radiusUser, start, stop: start + 5 * H, output: gb * 1e9, input: gb * 1.2e8 });
    }
    await radius.insert({
      username: c.radiusUser,
      start: now - 3 * H,
      update: now - 2 * 60_000,
      interval: 300,
      output: 2.4e9,
      input: 3e8,
      address: '100.64.12.34',
    });
  }
});
test.afterAll(async () => {
  await radius.clear();
  const db = database();
  db.prepare('UPDATE plan SET capGb = ? WHERE id = (SELECT id FROM plan ORDER BY seq LIMIT 1)').run(capBefore);
  for (const table of ['customer', 'account_code', 'account_session', 'account_consent', 'account_link'])
    db.prepare(`DELETE FROM ${table} WHERE customerId LIKE 'KN-E2E%'`).run();
  db.close();
});

/** The code in the newest SMS written for this mobile. */
async function codeFor(phone: string, after: number) {
  const dir = join(DATA, 'sms');
  let code = '';
  await expect
    .poll(() => {
      // The folder comes with the first message.
      const files = existsSync(dir)
        ? readdirSync(dir)
            .filter((n) => n.endsWith('.json'))
            .sort()
            .reverse()
        : [];
      for (const name of files) {
        const sms = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { to: string; text: string; at: string };
        if (sms.to === phone && Date.parse(sms.at) >= after) {
          code = /\b\d{6}\b/.exec(sms.text)?.[0] ?? '';
          return code;
        }
      }
      return '';
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function look(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, test.info().outputPath(`${name}-${width}.png`), { fullPage: true });
    // Nothing as wide as a Nepali date widens the page (the chart's table for screen readers did).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
  }
  expect(await axeViolations(page)).toEqual([]);
}

for (const [i, c] of CUSTOMERS.entries()) {
  const ne = c.lang === 'ne';
  test(`${ne ? '/ne/account' : '/account'}: sign in with the SMS code, see the account, report a fault`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: i ? 1280 : 375, height: 900 });
    // A browser that never signed in here is shown the sign-in as built: the page asks the API nothing.
    const whoAmI: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/api/account' && whoAmI.push(r.url()));
    await page.goto(ne ? '/ne/account' : '/account');
    await hydrated(page, 'AccountPage');
    // The island's first effect has run (and would have asked by now) once the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(whoAmI).toEqual([]);
    const asked = Date.now() - 1000;
    await page
      .getByLabel(ne ? 'ग्राहक ID वा दर्ता भएको मोबाइल नम्बर' : 'Customer ID or registered mobile number')
      .fill(ne ? c.phone : c.customerId);
    await page.getByRole('button', { name: ne ? 'मलाई कोड पठाउनुहोस्' : 'Send me a code' }).click();
    await page.getByLabel(ne ? '६ अङ्कको कोड' : '6-digit code').fill(await codeFor(c.phone, asked));
    await look(page, `account-code-${c.lang}`);
    await page.getByRole('button', { name: ne ? 'साइन इन गर्नुहोस्' : 'Sign in', exact: true }).click();

    await page.getByRole('button', { name: ne ? 'म सहमत छु, अगाडि बढ्नुहोस्' : 'I agree, continue' }).click();
    const account = page.getByTestId('my-account');
    await expect(account.getByTestId('account-status')).toHaveText(ne ? 'रोकिएको' : 'Suspended');
    await expect(account.getByTestId('due-amount')).toHaveText(ne ? 'रु. १,५९९' : 'Rs. 1,599');
    await expect(account.getByTestId('due-date')).toHaveText(ne ? 'मंसिर ३०, २०८३ (१५ डिसेम्बर २०२६)' : '15 Dec 2026');
    await expect(account.getByRole('link', { name: ne ? 'भुक्तानी पृष्ठमा जानुहोस्' : 'Go to the Pay page' })).toBeVisible();

    await account.getByRole('button', { name: ne ? 'समस्या दर्ता गर्नुहोस्' : 'Report a fault' }).click();
    await account.getByLabel(ne ? 'के समस्या छ?' : 'What is wrong?').selectOption('slow');
    await account.getByLabel(ne ? 'समस्याको विवरण' : 'Describe the problem').fill('Slow every evening');
    await account.getByRole('button', { name: ne ? 'समस्या पठाउनुहोस्' : 'Send the report' }).click();
    const number = account.getByTestId('account-tickets').locator('li').first();
    await expect(number).toContainText(/^[A-Z]+-\d{4}-\d{4}/);
    await expect(account.getByRole('status').filter({ hasText: ne ? 'दर्ता भयो' : 'is registered' })).toBeVisible();
    // The line's use this billing period, from RADIUS: the figures, the cap, online now, the chart and its table.
    const usage = account.getByTestId('account-usage');
    await expect(usage.getByTestId('usage-online')).toContainText(
      ne ? 'अनलाइन, IP ठेगाना 100.64.12.34' : 'IP address 100.64.12.34',
    );
    await expect(usage.getByTestId('usage-cap')).toContainText(ne ? '२०० GB मध्ये' : 'of 200 GB');
    await expect(usage.getByTestId('usage-chart')).toBeVisible();
    await expect(usage.getByRole('table', { name: ne ? 'दैनिक डाटा प्रयोग' : 'Data use per day' })).toBeAttached();
    await look(page, `account-${c.lang}`);
    // Back later: the sign-in's hint makes the page ask who is signed in, and the account opens.
    whoAmI.length = 0;
    await page.reload();
    await hydrated(page, 'AccountPage');
    await expect(account.getByTestId('account-status')).toHaveText(ne ? 'रोकिएको' : 'Suspended');
    expect(whoAmI).toHaveLength(1);

    // One tap to paying: /pay opens with this account already looked up and its amount due ready.
    await account.getByTestId('account-pay').click();
    await expect(page.getByTestId('pay-confirm')).toBeVisible();
    await expect(page.getByTestId('pay-name')).toContainText('*');
  });
}

test('My account is in the header beside the navigation, and in the phone menu, in both languages', async ({
  page,
}) => {
  for (const [from, account, label] of [
    ['/faq', '/account', 'My account'],
    ['/ne/faq', '/ne/account', 'मेरो खाता'],
  ] as const) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(from);
    const nav = page.locator('#site-nav');
    await expect(nav.getByTestId('account-link')).toHaveAttribute('href', account);
    await expect(nav.getByTestId('account-link')).toHaveText(label);
    await expect(nav.getByTestId('account-link')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(nav.getByTestId('account-link')).toBeHidden();
    await page.locator('#mobile-menu summary').click();
    await page.getByTestId('account-link-mobile').click();
    await expect.poll(() => new URL(page.url()).pathname.replace(/\/$/, '')).toBe(account);
    await page.locator('#mobile-menu summary').click();
    await expect(page.getByTestId('account-link-mobile')).toHaveAttribute('aria-current', 'page');
  }
});
