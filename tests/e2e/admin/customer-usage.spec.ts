import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { radacct } from '../../api/radacct.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { serverDatabase } from '../server-db.ts';
import { apiToken, expectAccessible, signedIn, staff } from './helpers.ts';
import { shot } from '../shots.ts';

// A customer's data use on the staff's customer page (docs/usage.md), read by the server from its own
// FreeRADIUS file (RADIUS_DATABASE_URL, E2E_RADIUS_FILE), seeded here as FreeRADIUS writes it. Support
// may read the customers (customers:read) but not change them: the customer's page opens as details.
keepDataAsFound();

const H = 3_600_000;
let radius: Awaited<ReturnType<typeof radacct>>;
let plan = { id: '', capGb: '' };

test.beforeAll(async () => {
  radius = await radacct('sqlite', process.env.E2E_RADIUS_FILE);
  // A 10 GB cap on KN-10001's plan while this file runs, in the database: the server reads it live, and
  // through the API the change would rebuild the site twice.
  const { db, close } = await serverDatabase();
  const customer = await db
    .selectFrom('customer')
    .select('planId')
    .where('customerId', '=', 'KN-10001')
    .executeTakeFirstOrThrow();
  plan = await db
    .selectFrom('plan')
    .select(['id', 'capGb'])
    .where('id', '=', customer.planId)
    .executeTakeFirstOrThrow();
  await db.updateTable('plan').set({ capGb: '10' }).where('id', '=', plan.id).execute();
  await close();
  // Within the billing period whatever today is (the demo's due dates are 10 to 24 days ahead, so the
  // period began days ago): one session closed two hours ago, one open now with an interim update.
  const now = Date.now();
  await radius.insert(
    { username: 'kn10001', start: now - 6 * H, stop: now - 4 * H, output: 1_500_000_000, input: 250_000_000 },
    {
      username: 'kn10001',
      start: now - 2 * H,
      update: now - 2 * 60_000,
      interval: 300,
      output: 700_000_000,
      input: 50_000_000,
      address: '100.64.20.7',
    },
  );
});
test.afterAll(async () => {
  await radius.clear();
  const { db, close } = await serverDatabase();
  await db.updateTable('plan').set({ capGb: plan.capGb }).where('id', '=', plan.id).execute();
  await close();
});

async function openCustomer(page: Page, request: APIRequestContext, customerId: string) {
  const { _id } = await (
    await request.get(`/api/customer/by-id/${customerId}`, { headers: { 'x-auth-token': await apiToken(request) } })
  ).json();
  await page.goto(`/admin/customers/${_id}`);
  return page.getByRole('dialog').getByTestId('customer-usage');
}

/** The panel on a desktop and on a phone: axe, and a screenshot of each. */
async function look(page: Page, panel: Locator, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await expectAccessible(page, `${name} at ${width} px`);
    await shot(page, test.info().outputPath(`${name}-${width}.png`));
  }
}

test('support sees a customer’s data use this period, the cap, online now; and none for a line without sessions', async ({
  page,
  request,
}) => {
  await signedIn(page, await staff(request, 'support'));
  const usage = await openCustomer(page, request, 'KN-10001');
  // 1,500 + 700 MB down, 250 + 50 MB up: 2.5 GB of the 10 GB cap.
  await expect(usage.getByRole('definition')).toHaveText(['2.20 GB', '300.0 MB', '2.50 GB']);
  await expect(usage).toContainText('25% of the 10 GB cap');
  await expect(usage).toContainText(/Online since .+ from 100\.64\.20\.7/);
  // Opened by its address, before the list has read the plans: the plan by its name, not its id.
  await expect(page.getByRole('dialog')).toContainText(/Plan\s*\S.* \(\d+ Mbps\)/);
  await look(page, usage, 'customer-usage');

  const none = await openCustomer(page, request, 'KN-10002');
  await expect(none).toContainText('No sessions recorded in this period');
  await expect(none.getByRole('definition')).toHaveCount(0);
  await look(page, none, 'customer-usage-none');
});
