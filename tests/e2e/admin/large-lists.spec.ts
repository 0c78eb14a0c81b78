import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { siteDatabase } from '../site-db.ts';
import { acceptConfirm, apiToken, signedIn, toast } from './helpers.ts';

// The admin screens over more than 10,000 records: every page, search and sort comes from the
// server. The records go straight into the e2e server's SQLite file (one transaction, well under
// a second) and are removed afterwards (this file cleans its own rows), so the other test files see the content they expect.

const BULK = 12_000;
const TAG = `Bulk${Date.now().toString(36)}`;
const name = (i: number) => `${TAG} customer ${String(i).padStart(5, '0')}`;
/** A word the records share in groups of 99, so a search can find exactly one group. */
const group = (i: number) => `${TAG}g${Math.floor((i - 1) / 99)}`;
const count = (n: number) => n.toLocaleString('en-US');
/** A record hundreds of pages from the first, opened by its own address. */
const MIDDLE = BULK / 2;
let middleId = '';

const database = siteDatabase;

test.beforeAll(() => {
  const db = database();
  const insert = db.prepare(
    'INSERT INTO booking (id, createdAt, customerName, address, contact, email, contact2, remarks, plan, speed, cost, duration) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const start = Date.UTC(2025, 0, 1);
  db.exec('BEGIN');
  for (let i = 1; i <= BULK; i++) {
    const plan = i % 3 ? 'Fibernet 50' : 'Fibernet 100';
    const id = randomBytes(12).toString('hex');
    if (i === MIDDLE) middleId = id;
    insert.run(
      id,
      new Date(start + i * 60_000).toISOString(),
      name(i),
      'Butwal',
      `98${String(i).padStart(8, '0')}`,
      '',
      '',
      `Batch ${group(i)}`,
      plan,
      '50 Mbps',
      'Rs. 1,500',
      '/month',
    );
  }
  db.exec('COMMIT');
  db.close();
});

test.afterAll(() => {
  const db = database();
  db.prepare('DELETE FROM booking WHERE customerName LIKE ?').run(`${TAG} %`);
  db.close();
});

/** What the API counts, read as the screen reads it. */
async function serverTotal(page: Page, query = '') {
  const res = await page.request.get(`/api/booking?page=1&limit=1${query}`, {
    headers: { 'x-auth-token': await tokenOf(page) },
  });
  return Number(res.headers()['x-total-count']);
}
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('adminToken') ?? '');

/** Every list GET of bookings the page makes, to check none of them asks for the whole list. */
function bookingGets(page: Page) {
  const urls: URL[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && url.pathname === '/api/booking') urls.push(url);
  });
  return urls;
}

test.describe('lists with more than 10,000 records', () => {
  test.beforeEach(async ({ page, request }) => {
    await signedIn(page, await apiToken(request));
  });

  test('the Bookings screen pages through the real total: page 2 and the last page', async ({ page }) => {
    const gets = bookingGets(page);
    await page.goto('/admin/bookings');
    const total = await serverTotal(page);
    expect(total).toBeGreaterThan(10_000);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    const rows = page.locator('tbody tr');
    await expect(nav).toContainText(`Showing 1 to 10 of ${count(total)} results`);
    await expect(page.getByText(`${count(total)} records`)).toBeVisible();
    await expect(rows).toHaveCount(10);
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's locator method (the row's text as shown), not the DOM property
    const firstOfPage1 = await rows.first().innerText();

    await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(nav).toContainText(`Showing 11 to 20 of ${count(total)} results`);
    await expect(nav.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).not.toHaveText(firstOfPage1);

    const last = Math.ceil(total / 10);
    await nav.getByRole('button', { name: `Page ${last}`, exact: true }).click();
    await expect(nav).toContainText(
      `Showing ${count((last - 1) * 10 + 1)} to ${count(total)} of ${count(total)} results`,
    );
    await expect(rows.last()).toContainText(name(BULK));
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeEnabled();

    // One page at a time: no request asked for the whole list.
    expect(gets.length).toBeGreaterThanOrEqual(3);
    for (const url of gets) expect(url.searchParams.get('limit'), url.href).toBe('10');
  });

  test("a booking's own address opens its details from any page, reading that one record", async ({ page }) => {
    const gets = bookingGets(page);
    const one: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === `/api/booking/${middleId}`) one.push(req.method());
    });
    await page.goto(`/admin/bookings/${middleId}`);
    const details = page.getByRole('dialog');
    await expect(details).toContainText(name(MIDDLE));
    expect(one).toEqual(['GET']);
    for (const url of gets) expect(url.searchParams.get('limit'), url.href).toBe('10');
  });

  test('the search box searches on the server, from page 1, and a delete refills the page', async ({ page }) => {
    const gets = bookingGets(page);
    await page.goto('/admin/bookings');
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    const rows = page.locator('tbody tr');
    await expect(nav).toContainText('Showing 1 to 10 of');
    await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(nav).toContainText('Showing 11 to 20 of');

    // A record far beyond the pages the screen has loaded, found by the server in any case.
    const search = page.getByRole('searchbox', { name: 'Search bookings' });
    await search.fill(name(7777).toUpperCase());
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(name(7777));
    await expect(nav).toHaveCount(0);
    expect(
      gets.some(
        (url) => url.searchParams.get('q') === name(7777).toUpperCase() && url.searchParams.get('page') === '1',
      ),
    ).toBe(true);

    // 99 matches (the first group, 00001 to 00099): ten pages, the search box stays.
    await search.fill(group(1));
    await expect(nav).toContainText('Showing 1 to 10 of 99 results');
    await expect(rows.first()).toContainText(name(1));
    const confirm = acceptConfirm(page);
    await rows.first().getByRole('button', { name: 'Delete booking' }).click();
    await expect(toast(page, 'Booking Deleted Successfully')).toBeVisible();
    expect(confirm.message).toBe('Are you sure you want to delete this booking?');
    await expect(nav).toContainText('Showing 1 to 10 of 98 results');
    // The page is refilled from the server: still ten rows, the next match now last.
    await expect(rows).toHaveCount(10);
    await expect(rows.last()).toContainText(name(11));
    await expect(page.getByText(name(1), { exact: true })).toHaveCount(0);

    await search.fill(`no such booking ${TAG}`);
    await expect(page.getByText(/^No bookings match/)).toBeVisible();
    await search.fill('');
    await expect(nav).toContainText(`Showing 1 to 10 of ${count(await serverTotal(page))} results`);
  });

  test('a column header sorts on the server, and flips between ascending and descending', async ({ page }) => {
    await page.goto('/admin/bookings');
    const rows = page.locator('tbody tr');
    // By plan: two plans over the records, so both orders differ from the order entered.
    const header = page.getByRole('columnheader', { name: 'Plan' });
    const customers = async () =>
      (await rows.locator('td[data-label="Customer"]').allInnerTexts()).map((t) => t.trim());
    const fromApi = async (order: string) => {
      const res = await page.request.get(`/api/booking?page=1&limit=10&sort=plan&order=${order}`, {
        headers: { 'x-auth-token': await tokenOf(page) },
      });
      return ((await res.json()) as { customerName: string }[]).map((r) => r.customerName);
    };
    await expect(rows).toHaveCount(10);
    const unsorted = await customers();
    await expect(header).not.toHaveAttribute('aria-sort', /.+/);

    await header.getByRole('button', { name: 'Plan' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await fromApi('asc');
    await expect.poll(customers).toEqual(ascending);

    await header.getByRole('button', { name: 'Plan' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = await fromApi('desc');
    await expect.poll(customers).toEqual(descending);
    expect(descending).not.toEqual(ascending);
    expect([ascending, descending]).not.toContainEqual(unsorted);
    // The pages follow the sort.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Showing 11 to 20 of');
    await expect(header).toHaveAttribute('aria-sort', 'descending');

    // On a phone the headers are hidden; the same sorts are one menu beside the search.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(header).toBeHidden();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Plan (ascending)' });
    await expect.poll(customers).toEqual(ascending);
  });

  test('the dashboard counts them in one stats call', async ({ page }) => {
    // signedIn() left the login screen open with the token stored: on a slow machine its island can
    // still wake up, see the token and open the dashboard itself. Leave it first, so only the
    // requests of the navigation below are counted.
    await page.goto('about:blank');
    const gets = bookingGets(page);
    const stats: string[] = [];
    page.on('request', (req) => new URL(req.url()).pathname === '/api/stats' && stats.push(req.url()));
    await page.goto('/admin');
    const total = await serverTotal(page);
    await expect(page.getByTestId('count-Total Bookings')).toHaveText(count(total));
    await expect(page.getByRole('region', { name: 'Latest bookings' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('region', { name: 'Latest bookings' }).getByRole('listitem').first()).toContainText(
      name(BULK),
    );
    expect(stats).toHaveLength(1);
    for (const url of gets) expect(url.searchParams.get('limit'), url.href).toBe('5');
  });
});
