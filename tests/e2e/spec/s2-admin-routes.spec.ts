import { expect, test } from '@playwright/test';
import { apiToken, signedIn } from '../admin/helpers.ts';
import { fakeList, fakeStats, faqs } from './fake.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Spec §2 "Admin routes", one test per line that the earlier admin specs do not already prove.

test.describe('§2 admin routes', () => {
  test("'/admin/* requires authentication. While checking it shows 'Verifying authentication...' or 'Redirecting to login...'.'", async ({
    page,
  }) => {
    // Record every status text the admin shows, however briefly.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="status"]'))
          if (el.textContent && !seen.includes(el.textContent.trim())) seen.push(el.textContent.trim());
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/admin/sliders');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toContain(
      'Redirecting to login...',
    );
    await expect(page.getByText('Redirecting to login...')).toHaveCount(0);
  });

  test("'Sidebar: Dashboard /admin, Sliders /admin/sliders, Notices /admin/notices, Testimonials /admin/testimonials, Users /admin/users, Plans /admin/plans, FAQs /admin/faqs, Referral Forms /admin/referral-forms, Contact Forms /admin/contact-forms, Bookings /admin/bookings.'", async ({
    page,
    request,
  }) => {
    const items: [string, string][] = [
      ['Dashboard', '/admin'],
      ['Sliders', '/admin/sliders'],
      ['Notices', '/admin/notices'],
      ['Testimonials', '/admin/testimonials'],
      ['Users', '/admin/users'],
      ['Plans', '/admin/plans'],
      ['FAQs', '/admin/faqs'],
      ['Referral Forms', '/admin/referral-forms'],
      ['Contact Forms', '/admin/contact-forms'],
      ['Bookings', '/admin/bookings'],
    ];
    await signedIn(page, await apiToken(request));
    await page.goto('/admin');
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    // A lead section may carry its count of new records after its name ('Bookings 3 new').
    const named = (label: string) => new RegExp(`^\\s*${label}(\\s*\\d+ new)?\\s*$`);
    await expect(sidebar.getByRole('link')).toHaveText(items.map(([label]) => named(label)));
    for (const [label, href] of items) {
      await sidebar.getByRole('link', { name: named(label) }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    }
  });

  test("'The header shows the user's name (or 'Admin User') and a Logout button.'", async ({ page, request }) => {
    await signedIn(page, await apiToken(request));
    await page.goto('/admin');
    await expect(page.getByTestId('admin-user')).toContainText('Site Admin');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    // A user without a name: the header falls back to 'Admin User'.
    await page.route('**/api/users/verify', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      delete body.user.name;
      await route.fulfill({ response: res, json: body });
    });
    await page.reload();
    await expect(page.getByTestId('admin-user')).toContainText('Admin User');
    await expect(page.getByTestId('admin-user')).not.toContainText('Site Admin');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test("'Dashboard count cards: Total Users, Active Plans, Total Bookings, Contact Forms, Referral Forms, Testimonials, Sliders, Notices.' (§9: 'Active Plans' equals the plan count)", async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    // Each card and the key of GET /api/stats (one call for every count) it shows.
    const cards: [string, string][] = [
      ['Total Users', 'users'],
      ['Active Plans', 'plans'],
      ['Total Bookings', 'bookings'],
      ['Contact Forms', 'contacts'],
      ['Referral Forms', 'referrals'],
      ['Testimonials', 'testimonials'],
      ['Sliders', 'sliders'],
      ['Notices', 'notices'],
    ];
    // Counts the test controls, so the cards can be compared with exact numbers.
    await fakeStats(page, Object.fromEntries(cards.map(([, key], i) => [key, i + 3])));
    await signedIn(page, token);
    await page.goto('/admin');
    for (const [i, [label]] of cards.entries())
      await expect(page.getByTestId(`count-${label}`), label).toHaveText(String(i + 3));
    // And against the real API: Active Plans is the number of plans.
    await page.unrouteAll();
    await page.reload();
    const plans = await (await request.get('/api/plan')).json();
    await expect(page.getByTestId('count-Active Plans')).toHaveText(String(plans.length));
  });

  test("'List screens are paginated 10 per page with 'Showing X to Y of Z results', previous/next and ellipsis page links.' (§9: all pages if 5 or fewer; otherwise first, last, neighbours of the current page and ellipses)", async ({
    page,
    request,
  }) => {
    await fakeList(page, 'faq', faqs(95));
    await signedIn(page, await apiToken(request));
    await page.goto('/admin/faqs');
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    const pageLinks = nav.getByRole('button', { name: /^Page \d+$/ });
    const rows = page.locator('tbody tr');
    await expect(nav).toContainText('Showing 1 to 10 of 95 results');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('Spec FAQ question 1');
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    // Page 1 of 10: 1, 2, …, 10
    await expect(pageLinks).toHaveText(['1', '2', '10']);
    await expect(nav.locator('li', { hasText: '…' })).toHaveCount(1);

    await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
    await nav.getByRole('button', { name: 'Next' }).click(); // page 3
    await nav.getByRole('button', { name: 'Next' }).click(); // page 4
    await nav.getByRole('button', { name: 'Next' }).click(); // page 5
    await expect(nav).toContainText('Showing 41 to 50 of 95 results');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('Spec FAQ question 41');
    await expect(pageLinks).toHaveText(['1', '4', '5', '6', '10']);
    await expect(nav.getByRole('button', { name: 'Page 5', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('li', { hasText: '…' })).toHaveCount(2);

    await nav.getByRole('button', { name: 'Page 10', exact: true }).click();
    await expect(nav).toContainText('Showing 91 to 95 of 95 results');
    await expect(rows).toHaveCount(5);
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pageLinks).toHaveText(['1', '9', '10']);
    await nav.getByRole('button', { name: 'Previous' }).click();
    await expect(nav).toContainText('Showing 81 to 90 of 95 results');
  });

  test("'Pagination shows all pages if there are 5 or fewer' (§9)", async ({ page, request }) => {
    await fakeList(page, 'faq', faqs(50));
    await signedIn(page, await apiToken(request));
    await page.goto('/admin/faqs');
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toContainText('Showing 1 to 10 of 50 results');
    await expect(nav.getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4', '5']);
    await expect(nav.locator('li', { hasText: '…' })).toHaveCount(0);
    // Six pages are more than five: ellipsis.
    await page.unrouteAll();
    await fakeList(page, 'faq', faqs(51));
    await page.reload();
    await expect(nav).toContainText('Showing 1 to 10 of 51 results');
    await expect(nav.locator('li', { hasText: '…' })).toHaveCount(1);
  });

  test("'The pagination is hidden if there is only one page.'", async ({ page, request }) => {
    await fakeList(page, 'faq', faqs(10));
    await signedIn(page, await apiToken(request));
    await page.goto('/admin/faqs');
    await expect(page.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expect(page.getByText(/Showing \d+ to \d+ of/)).toHaveCount(0);
    await page.unrouteAll();
    await fakeList(page, 'faq', faqs(11));
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Showing 1 to 10 of 11 results');
  });

  test("'The FAQ admin table truncates the question to 6 words and the answer to 4 words.'", async ({
    page,
    request,
  }) => {
    await fakeList(page, 'faq', [
      {
        _id: 'long',
        question: 'one two three four five six seven eight',
        answer: 'alpha beta gamma delta epsilon',
        createdAt: '2026-01-02T00:00:00.000Z',
      },
      {
        _id: 'short',
        question: 'just six words in this question',
        answer: 'four words answer here',
        createdAt: '2026-01-02T00:00:00.000Z',
      },
    ]);
    await signedIn(page, await apiToken(request));
    await page.goto('/admin/faqs');
    const long = page.locator('tbody tr').nth(0);
    await expect(long).toContainText('one two three four five six...');
    await expect(long).not.toContainText('seven');
    await expect(long).toContainText('alpha beta gamma delta...');
    await expect(long).not.toContainText('epsilon');
    const short = page.locator('tbody tr').nth(1);
    await expect(short).toContainText('just six words in this question');
    await expect(short).not.toContainText('question...');
    await expect(short).toContainText('four words answer here');
    await expect(short).not.toContainText('here...');
  });

  test("'Admin forms toggle between add and edit mode. Cancel or submit closes the form and resets it.'", async ({
    page,
    request,
  }) => {
    const list = faqs(2, 'Toggle');
    await fakeList(page, 'faq', list);
    await page.route('**/api/faq', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 201,
            json: { _id: 'new1', ...route.request().postDataJSON(), createdAt: '2026-01-03T00:00:00.000Z' },
          })
        : route.fallback(),
    );
    await signedIn(page, await apiToken(request));
    await page.goto('/admin/faqs');
    const addForm = page.getByRole('form', { name: 'Add FAQ' });
    const editForm = page.getByRole('form', { name: 'Edit FAQ' });

    // Add mode, then cancel: closed, and opened again it is empty.
    await page.getByRole('button', { name: '+ Add FAQ' }).click();
    await addForm.getByRole('textbox', { name: 'Question', exact: true }).fill('Half-typed question');
    await addForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(addForm).toHaveCount(0);
    await page.getByRole('button', { name: '+ Add FAQ' }).click();
    await expect(addForm.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('');

    // From add mode, Edit on a row switches the same form to edit mode with that record.
    await addForm.getByRole('textbox', { name: 'Question', exact: true }).fill('Typed in add mode');
    await page
      .locator('tbody tr')
      .filter({ hasText: 'Toggle question 2' })
      .getByRole('button', { name: 'Edit faq' })
      .click();
    await expect(addForm).toHaveCount(0);
    await expect(editForm.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('Toggle question 2');
    await expect(editForm.getByRole('textbox', { name: 'Answer', exact: true })).toHaveValue('Answer 2');
    await expect(editForm.getByRole('button', { name: 'Save changes' })).toBeVisible();
    // Edit another row: the form follows it.
    await page
      .locator('tbody tr')
      .filter({ hasText: 'Toggle question 1' })
      .getByRole('button', { name: 'Edit faq' })
      .click();
    await expect(editForm.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('Toggle question 1');
    // From edit mode, '+ Add' switches back to an empty add form.
    await page.getByRole('button', { name: '+ Add FAQ' }).click();
    await expect(editForm).toHaveCount(0);
    await expect(addForm.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('');
    await expect(addForm.getByRole('textbox', { name: 'Answer', exact: true })).toHaveValue('');
    // Cancel in edit mode closes; back in add mode the form is empty.
    await page
      .locator('tbody tr')
      .filter({ hasText: 'Toggle question 1' })
      .getByRole('button', { name: 'Edit faq' })
      .click();
    await expect(editForm.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('Toggle question 1');
    await editForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(editForm).toHaveCount(0);
    await page.getByRole('button', { name: '+ Add FAQ' }).click();
    await expect(addForm.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('');
    await expect(addForm.getByRole('textbox', { name: 'Answer', exact: true })).toHaveValue('');

    // Submit closes and resets.
    await addForm.getByRole('textbox', { name: 'Question', exact: true }).fill('Submitted question');
    await addForm.getByRole('textbox', { name: 'Answer', exact: true }).fill('Submitted answer');
    await addForm.getByRole('button', { name: 'Add FAQ' }).click();
    await expect(addForm).toHaveCount(0);
    await expect(page.locator('tbody tr').filter({ hasText: 'Submitted question' })).toHaveCount(1);
    await page.getByRole('button', { name: '+ Add FAQ' }).click();
    await expect(addForm.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('');
    await expect(addForm.getByRole('textbox', { name: 'Answer', exact: true })).toHaveValue('');
  });
});
