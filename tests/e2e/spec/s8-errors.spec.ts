import { expect, test } from '@playwright/test';
import { ADMIN } from '../../../playwright.config.ts';
import { acceptConfirm, apiToken, loginThroughUi, PNG_A, signedIn, toast } from '../admin/helpers.ts';
import { failWrites, fakeList, listGet } from './fake.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Spec §8: messages the earlier specs do not already prove (see tests/SPEC-COVERAGE.md).

const LISTS = [
  { route: '/admin/notices', api: 'notice', plural: 'notices' },
  { route: '/admin/sliders', api: 'slider', plural: 'sliders' },
  { route: '/admin/testimonials', api: 'testimonial', plural: 'testimonials' },
  { route: '/admin/referral-forms', api: 'referral', plural: 'referrals' },
  { route: '/admin/plans', api: 'plan', plural: 'plans' },
  { route: '/admin/bookings', api: 'booking', plural: 'bookings' },
  { route: '/admin/contact-forms', api: 'contact', plural: 'contacts' },
  { route: '/admin/faqs', api: 'faq', plural: 'faqs' },
  { route: '/admin/users', api: 'users', plural: 'users' },
];

test("'Fetch failures: the server message, or 'Failed to fetch notices/sliders/testimonials/referrals/plans/bookings/contacts/faqs/users''", async ({
  page,
  request,
}) => {
  await signedIn(page, await apiToken(request));
  for (const l of LISTS) {
    await page.unrouteAll();
    await page.route(listGet(l.api), (route) => route.fulfill({ status: 500, body: 'not json' }));
    await page.goto(l.route);
    await expect(page.getByRole('alert'), l.route).toContainText(`Failed to fetch ${l.plural}`);
    await page.unrouteAll();
    await page.route(listGet(l.api), (route) =>
      route.fulfill({ status: 500, json: { message: `Server says no to ${l.plural}` } }),
    );
    await page.goto(l.route);
    await expect(page.getByRole('alert'), l.route).toContainText(`Server says no to ${l.plural}`);
    await expect(page.getByRole('alert'), l.route).not.toContainText('Failed to fetch');
  }
});

test("'Login: … Failure shows the server message or 'Login failed' in a red box and as a toast.'", async ({ page }) => {
  // With a server message: that message.
  await page.route('**/api/users/login', (route) =>
    route.fulfill({ status: 403, json: { message: 'Account locked for a minute' } }),
  );
  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  await expect(page.locator('form [role="alert"]')).toHaveText('Account locked for a minute');
  await expect(toast(page, 'Account locked for a minute')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Without one: 'Login failed'.
  await page.unrouteAll();
  await page.route('**/api/users/login', (route) => route.fulfill({ status: 500, body: '' }));
  await loginThroughUi(page, ADMIN.email, ADMIN.password);
  await expect(page.locator('form [role="alert"]')).toHaveText('Login failed');
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

// Failing writes, answered by the test so no content changes.
const ERRORS = [
  {
    line: "notice: 'Error Creating Notice', 'Error Updating Notice', 'Error Deleting Notice'",
    route: '/admin/notices',
    api: 'notice',
    singular: 'Notice',
    word: 'notice',
    key: 'Title',
    image: true,
    record: { title: 'Failing notice', image: 'n.png' },
    toasts: ['Error Creating Notice', 'Error Updating Notice', 'Error Deleting Notice'],
  },
  {
    line: "slider: 'Slider Created Successfully!' and analogous messages",
    route: '/admin/sliders',
    api: 'slider',
    singular: 'Slider',
    word: 'slider',
    key: 'Name',
    image: true,
    record: { name: 'Failing slider', title: '', subtitle: '', link: '', image: 's.png' },
    toasts: ['Error Creating Slider!', 'Error Updating Slider!', 'Error Deleting Slider!'],
  },
  {
    line: 'testimonial: analogous messages',
    route: '/admin/testimonials',
    api: 'testimonial',
    singular: 'Testimonial',
    word: 'testimonial',
    key: 'Name',
    image: true,
    record: { name: 'Failing testimonial', location: '', comment: '', image: 't.png' },
    toasts: ['Error Creating Testimonial', 'Error Updating Testimonial', 'Error Deleting Testimonial'],
  },
  {
    line: 'plan: analogous messages',
    route: '/admin/plans',
    api: 'plan',
    singular: 'Plan',
    word: 'plan',
    key: 'Name',
    image: false,
    record: {
      name: 'Failing plan',
      speed: '25 Mbps',
      price: 'Rs. 1,500',
      duration: '/month',
      features: [],
      sme: false,
    },
    toasts: ['Error Creating Plan', 'Error Updating Plan', 'Error Deleting Plan'],
  },
  {
    line: "user: 'User Created Successfully', 'Error Creating User', 'Error Updating User', 'Error Deleting User'",
    route: '/admin/users',
    api: 'users',
    singular: 'User',
    word: 'user',
    key: 'Name',
    image: false,
    record: { name: 'Failing user', email: 'failing@example.com' },
    toasts: ['Error Creating User', 'Error Updating User', 'Error Deleting User'],
  },
];

for (const e of ERRORS) {
  test(`'Toasts on success and failure: ${e.line}' (the failures)`, async ({ page, request }) => {
    await signedIn(page, await apiToken(request));
    await fakeList(page, e.api, [{ _id: 'x1', createdAt: '2026-01-01T00:00:00.000Z', ...e.record }]);
    await failWrites(page, e.api, 500, {});
    await page.goto(e.route);
    const row = page.locator('tbody tr').filter({ hasText: Object.values(e.record)[0] as string });
    await expect(row).toHaveCount(1);

    // Create
    await page.getByRole('button', { name: `+ Add ${e.singular}` }).click();
    const add = page.getByRole('form', { name: `Add ${e.singular}` });
    await add.getByRole('textbox', { name: e.key, exact: true }).fill('Will fail');
    if (e.api === 'plan')
      for (const [f, v] of [
        ['Speed', '1 Mbps'],
        ['Price', 'Rs. 1'],
        ['Duration', '/month'],
      ])
        await add.getByRole('textbox', { name: f, exact: true }).fill(v);
    if (e.api === 'users') {
      await add.getByRole('textbox', { name: 'Email', exact: true }).fill('will-fail@example.com');
      await add.getByRole('textbox', { name: 'Password', exact: true }).fill('password-123');
      await add.getByRole('textbox', { name: 'Verify password', exact: true }).fill('password-123');
    }
    if (e.image)
      await add
        .getByLabel('Image', { exact: true })
        .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG_A });
    await add.getByRole('button', { name: `Add ${e.singular}` }).click();
    await expect(toast(page, e.toasts[0])).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await add.getByRole('button', { name: 'Cancel' }).click();

    // Update
    await row.getByRole('button', { name: `Edit ${e.word}` }).click();
    await page
      .getByRole('form', { name: `Edit ${e.singular}` })
      .getByRole('button', { name: 'Save changes' })
      .click();
    await expect(toast(page, e.toasts[1])).toBeVisible();

    // Delete
    acceptConfirm(page);
    await row.getByRole('button', { name: `Delete ${e.word}` }).click();
    await expect(toast(page, e.toasts[2])).toBeVisible();
    await expect(row).toHaveCount(1);
  });
}

test("'Toasts on success and failure: … referral: analogous messages' (admin delete failure: 'Error Deleting Referral')", async ({
  page,
  request,
}) => {
  await signedIn(page, await apiToken(request));
  await fakeList(page, 'referral', [
    {
      _id: 'r1',
      customerName: 'Failing referral',
      friendsName: 'F',
      friendsAddress: 'A',
      friendsContact: '1',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ]);
  await failWrites(page, 'referral', 500, {});
  await page.goto('/admin/referral-forms');
  const row = page.locator('tbody tr').filter({ hasText: 'Failing referral' });
  acceptConfirm(page);
  await row.getByRole('button', { name: 'Delete referral' }).click();
  await expect(toast(page, 'Error Deleting Referral')).toBeVisible();
  await expect(row).toHaveCount(1);
});
