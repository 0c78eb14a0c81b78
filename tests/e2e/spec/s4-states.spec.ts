import { expect, test } from '@playwright/test';
import {
  apiToken,
  captchaInput,
  expectAdminCanSignIn,
  loginThroughUi,
  ownSignIn,
  readCaptcha,
  signedIn,
  acceptConfirm,
} from '../admin/helpers.ts';
import { fakeList, faqs, listGet } from './fake.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Spec §4 transitions that the earlier specs do not already prove (see tests/SPEC-COVERAGE.md).

test("'Login start sets loading and clears the error.'", async ({ page, request }) => {
  // A failed sign-in of its own (user and address): it locks nothing out for later tests.
  const own = await ownSignIn(page, request);
  await loginThroughUi(page, own.email, 'wrong-password');
  const alert = page.locator('form [role="alert"]');
  await expect(alert).toHaveText('Invalid email or password');
  // Hold the next login so its start is visible.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/users/login', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel('Password').fill(own.password);
  await captchaInput(page).fill(await readCaptcha(page));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(alert).toHaveCount(0); // error cleared at start
  await expect(page.locator('form button[type="submit"]')).toBeDisabled(); // loading
  await expect(page.locator('form button[type="submit"]')).not.toHaveText('Login');
  release();
  await expect(page).toHaveURL(/\/admin$/);
  await expectAdminCanSignIn(page);
});

test("'Any 401 response clears the token, logs out and redirects to /admin/login.' (a list fetch answering 401)", async ({
  page,
  request,
}) => {
  await signedIn(page, await apiToken(request));
  // The stored token is valid (verify succeeds); the list call answers 401.
  await page.route(listGet('testimonial'), (route) =>
    route.fulfill({ status: 401, json: { message: 'Token is not valid' } }),
  );
  await page.goto('/admin/testimonials');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test.describe('list entities', () => {
  test.beforeEach(async ({ page, request }) => {
    await signedIn(page, await apiToken(request));
  });

  test("'Create success appends the new record.'", async ({ page }) => {
    await fakeList(page, 'faq', faqs(3, 'Append'));
    await page.route('**/api/faq', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 201,
            json: { _id: 'created', ...route.request().postDataJSON(), createdAt: '2026-02-01T00:00:00.000Z' },
          })
        : route.fallback(),
    );
    await page.goto('/admin/faqs');
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await page.getByRole('button', { name: '+ Add FAQ' }).click();
    await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Appended question');
    await page.getByRole('textbox', { name: 'Answer', exact: true }).fill('Appended answer');
    await page.getByRole('button', { name: 'Add FAQ', exact: true }).click();
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(3)).toContainText('Appended question');
    await expect(rows.nth(0)).toContainText('Append question 1');
  });

  test("'Update success replaces the record with the same _id.'", async ({ page }) => {
    await fakeList(page, 'faq', faqs(3, 'Replace'));
    await page.route('**/api/faq/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            json: {
              _id: route.request().url().split('/').pop(),
              ...route.request().postDataJSON(),
              createdAt: '2026-01-02T03:04:05.000Z',
            },
          })
        : route.fallback(),
    );
    await page.goto('/admin/faqs');
    const rows = page.locator('tbody tr');
    await rows.nth(1).getByRole('button', { name: 'Edit faq' }).click();
    await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Replaced question');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(rows.nth(1)).toContainText('Replaced question');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Replace question 1');
    await expect(rows.nth(2)).toContainText('Replace question 3');
    await expect(page.getByText('Replace question 2')).toHaveCount(0);
  });

  test("'Delete success removes the record by _id.'", async ({ page }) => {
    // Two records that look the same: only the one with the deleted _id goes.
    const twins = [
      { _id: 'twin-a', question: 'Twin question', answer: 'Twin answer A', createdAt: '2026-01-02T00:00:00.000Z' },
      { _id: 'twin-b', question: 'Twin question', answer: 'Twin answer B', createdAt: '2026-01-02T00:00:00.000Z' },
    ];
    await fakeList(page, 'faq', twins);
    let deleted = '';
    await page.route('**/api/faq/*', (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      deleted = route.request().url().split('/').pop()!;
      return route.fulfill({ json: { message: 'deleted' } });
    });
    await page.goto('/admin/faqs');
    const rows = page.locator('tbody tr');
    acceptConfirm(page);
    await rows.filter({ hasText: 'Twin answer B' }).getByRole('button', { name: 'Delete faq' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Twin answer A');
    expect(deleted).toBe('twin-b');
  });

  test("'Contact forms and bookings support fetch, create and delete only. Referral forms support fetch, create and delete in the admin flows' (no add or edit in their screens)", async ({
    page,
  }) => {
    for (const [route, api, word, record] of [
      [
        '/admin/contact-forms',
        'contact',
        'contact',
        { name: 'Only View', email: 'v@example.com', subject: 's', phone: '', msg: 'm' },
      ],
      [
        '/admin/bookings',
        'booking',
        'booking',
        {
          customerName: 'Only View',
          address: 'a',
          contact: '9800000011',
          plan: 'Dedicated',
          speed: 'Dedicated',
          cost: 'Dedicated',
          duration: 'Dedicated',
        },
      ],
      [
        '/admin/referral-forms',
        'referral',
        'referral',
        { customerName: 'Only View', friendsName: 'f', friendsAddress: 'a', friendsContact: '9800000012' },
      ],
    ] as const) {
      await page.unrouteAll();
      await fakeList(page, api, [{ _id: `${api}1`, createdAt: '2026-01-01T00:00:00.000Z', ...record }]);
      await page.goto(route);
      const row = page.locator('tbody tr').filter({ hasText: 'Only View' });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('button', { name: `View ${word}` })).toBeVisible();
      await expect(row.getByRole('button', { name: `Delete ${word}` })).toBeVisible();
      await expect(row.getByRole('button', { name: `Edit ${word}` })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^\+ Add/ })).toHaveCount(0);
    }
  });

  test("'fetch start (loading), fetch success (replace the list)'", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(listGet('faq'), async (route) => {
      await held;
      await route.fulfill({ json: faqs(2, 'Loaded') });
    });
    await page.goto('/admin/faqs');
    await expect(page.getByText(/^Loading FAQs\.\.\./i)).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(0);
    release();
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(page.getByText(/^Loading FAQs/i)).toHaveCount(0);
  });
});
