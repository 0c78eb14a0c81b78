import { createHash, randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page, test } from '@playwright/test';
import { BASE_URL, DATA } from '../../../playwright.config.ts';
import { signedIn } from '../admin/helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { adminToken, hydrated } from './helpers.ts';
import { axeViolations } from '../axe.ts';
import { shot } from '../shots.ts';

// The credits desk and what the customer sees of it: last month's credits proposed from two customers'
// fault reports (30 hours down in an urban area), approved by staff in Admin › Credits, then shown on
// My account and on each report's tracking page, in English and Nepali, at phone and desktop widths.
// It seeds through the SQLite file (the reports' times lie in the past), so it runs in the SQLite pass.
keepDataAsFound();

const CUSTOMERS = [
  { customerId: 'KN-E2E21', name: 'Gita Thapa', lang: 'en' },
  { customerId: 'KN-E2E22', name: 'Bishnu Karki', lang: 'ne' },
] as const;
const started = new Date().toISOString();
const tracking: Record<string, string> = {};
const sessions: Record<string, string> = {};

/** Last month, Nepal time, as the desk opens on it ('2026-10' in November). */
const nepal = new Date(Date.now() + 345 * 60_000);
const month = new Date(Date.UTC(nepal.getUTCFullYear(), nepal.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
const npt = (s: string) => new Date(`${month}-${s}+05:45`).toISOString();

function database() {
  const db = new DatabaseSync(`${DATA}/site.db`);
  db.exec('PRAGMA busy_timeout = 10000');
  return db;
}

test.beforeAll(async ({ request }) => {
  const db = database();
  const plan = db.prepare('SELECT id FROM plan ORDER BY seq LIMIT 1').get() as { id: string };
  for (const [i, c] of CUSTOMERS.entries()) {
    db.prepare(
      'INSERT INTO customer (id, createdAt, customerId, name, phone, area, planId, status, lang) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      randomBytes(12).toString('hex'),
      started,
      c.customerId,
      c.name,
      `984199910${i}`,
      'Itahari-6',
      plan.id,
      'active',
      c.lang,
    );
    // A fault report made on the 5th at 10:00 and repaired on the 6th at 16:00: 30 hours without service.
    const res = await request.post('/api/ticket', {
      data: {
        name: c.name,
        phone: `984199910${i}`,
        area: 'Itahari-6',
        category: 'no internet',
        description: 'No light on the ONU',
      },
    });
    expect(res.status()).toBe(201);
    const ticket = (await res.json()) as { _id: string; trackUrl: string };
    tracking[c.customerId] = ticket.trackUrl;
    db.prepare('UPDATE ticket SET createdAt = ?, resolvedAt = ?, status = ?, customerId = ? WHERE id = ?').run(
      npt('05T10:00:00'),
      npt('06T16:00:00'),
      'resolved',
      c.customerId,
      ticket._id,
    );
    db.prepare('DELETE FROM ticket_event WHERE ticketId = ?').run(ticket._id);
    db.prepare(
      "INSERT INTO ticket_event (ticketId, type, status, text, at) VALUES (?, 'status', 'resolved', NULL, ?)",
    ).run(ticket._id, npt('06T16:00:00'));
    // Signed in on My account, the privacy notice agreed to.
    const token = randomBytes(32).toString('base64url');
    sessions[c.customerId] = token;
    db.prepare('INSERT INTO account_session (id, customerId, createdAt, expiresAt) VALUES (?, ?, ?, ?)').run(
      createHash('sha256').update(token).digest('hex'),
      c.customerId,
      Date.now(),
      Date.now() + 3_600_000,
    );
    db.prepare('INSERT INTO account_consent (customerId, consentedAt) VALUES (?, ?)').run(c.customerId, started);
  }
  db.close();
});

test.afterAll(() => {
  const db = database();
  for (const table of ['customer', 'account_session', 'account_consent'])
    db.prepare(`DELETE FROM ${table} WHERE customerId LIKE 'KN-E2E2%'`).run();
  // The credits this file proposed (the demo's customers' too) and the reports it made.
  db.prepare('DELETE FROM credit WHERE createdAt >= ?').run(started);
  db.close();
});

async function look(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shot(page, test.info().outputPath(`${name}-${width}.png`), { fullPage: true });
  }
  expect(await axeViolations(page, { exclude: '.Toastify' }), name).toEqual([]);
}

test('staff propose last month’s credits, read why, approve them; customers see them in both languages', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, await adminToken(request));
  await page.goto('/admin/credits');
  await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Billing month')).toHaveValue(month);
  await page.getByRole('button', { name: 'Propose credits' }).click();
  for (const c of CUSTOMERS) {
    const row = page.getByRole('row').filter({ hasText: c.customerId });
    await expect(row).toContainText('Outage of 30 h, past the 4-hour limit');
    await expect(row).toContainText(/2 days of service or a Rs\. [\d,.]+ rebate/);
    await expect(row).toContainText('Proposed');
  }
  await page.getByRole('button', { name: `${CUSTOMERS[0].customerId} · ${CUSTOMERS[0].name}` }).click();
  const detail = page.getByRole('region', { name: new RegExp(CUSTOMERS[0].customerId) });
  await expect(detail.getByText(/Proposed by /)).toBeVisible();
  await detail.getByLabel('Note (needed to reject)').fill('Checked against the OLT log');
  await look(page, 'credits-desk');
  for (const [i, c] of CUSTOMERS.entries()) {
    // The first is open already.
    if (i > 0) await page.getByRole('button', { name: `${c.customerId} · ${c.name}` }).click();
    const open = page.getByRole('region', { name: new RegExp(c.customerId) });
    await open.getByRole('button', { name: 'Approve and send to billing' }).click();
    await expect(open.getByText(/Approved by /)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: c.customerId })).toContainText('Approved');
  }
  await look(page, 'credits-desk-approved');

  for (const c of CUSTOMERS) {
    const ne = c.lang === 'ne';
    // The session, and the hint a sign-in sets beside it (the page asks who is signed in only then).
    await page.context().addCookies([
      { name: 'isp_account', value: sessions[c.customerId]!, url: `${BASE_URL}/api` },
      { name: 'isp_account_hint', value: '1', url: BASE_URL },
    ]);
    await page.goto(ne ? '/ne/account' : '/account');
    await hydrated(page, 'AccountPage');
    const credits = page.getByTestId('account-credits');
    await expect(credits.getByRole('heading')).toHaveText(ne ? 'सेवा अवरोधको क्षतिपूर्ति' : 'Credits for outages');
    await expect(credits).toContainText(ne ? 'सेवा २ दिन थपियो' : '2 days of service added');
    await expect(credits).toContainText(
      ne ? 'सेवा ३० घण्टा बन्द रह्यो, ४ घण्टाको सीमाभन्दा बढी' : 'Outage of 30 h, past the 4-hour limit',
    );
    await look(page, `credits-account-${c.lang}`);
    await page.goto(`${ne ? '/ne' : ''}${tracking[c.customerId]}`);
    await hydrated(page, 'TicketTracker');
    await expect(page.getByTestId('track-credit')).toContainText(
      ne ? 'यो समस्याको क्षतिपूर्ति स्वीकृत भयो: सेवा २ दिन थपियो' : 'Credit approved for this fault: 2 days of service added',
    );
    await look(page, `credits-track-${c.lang}`);
  }
});
