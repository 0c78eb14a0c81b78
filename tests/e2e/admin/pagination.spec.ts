import { expect, test } from '@playwright/test';
import { acceptConfirm, apiCreate, apiToken, signedIn, toast } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

test('25 records page 10 at a time with previous/next and page links', async ({ page, request }) => {
  const token = await apiToken(request);
  const headers = { 'x-auth-token': token };
  // Letters only: the search below looks for the word "25", which a run id like "mwsvw25y" also holds.
  const run = Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  for (let i = 1; i <= 25; i++) await apiCreate(request, token, 'faq', { question: `Paging ${run} question ${String(i).padStart(2, '0')}`, answer: 'An answer.' });
  const total = (await (await request.get('/api/faq', { headers })).json()).length;
  const pages = Math.ceil(total / 10);

  await signedIn(page, token);
  await page.goto('/admin/faqs');
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await expect(nav).toContainText(`Showing 1 to 10 of ${total} results`);
  await expect(page.getByRole('row')).toHaveCount(11); // header + 10
  await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: `Page ${pages}`, exact: true })).toBeVisible();

  await nav.getByRole('button', { name: 'Next' }).click();
  await expect(nav).toContainText(`Showing 11 to 20 of ${total} results`);
  await expect(nav.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('button', { name: `Page ${pages}`, exact: true }).click();
  await expect(nav).toContainText(`Showing ${(pages - 1) * 10 + 1} to ${total} of ${total} results`);
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('row').last()).toContainText(`Paging ${run} question 25`);
  if (pages > 5) await expect(nav).toContainText('…');

  // Searching narrows the list; the pagination follows the matches.
  const search = page.getByRole('searchbox', { name: 'Search FAQs' });
  await search.fill(`paging ${run} QUESTION 25`);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(nav).toHaveCount(0);
  await search.fill(`no such words ${run}`);
  await expect(page.getByText(/^No FAQs match/)).toBeVisible();
  await search.fill('');
  await expect(nav).toContainText(`Showing 1 to 10 of ${total} results`);
  await nav.getByRole('button', { name: `Page ${pages}`, exact: true }).click();

  // Deleting from the table removes just that row, in place.
  const confirm = acceptConfirm(page);
  await page.getByRole('row').last().getByRole('button', { name: 'Delete faq' }).click();
  await expect(toast(page, 'FAQ Deleted Successfully')).toBeVisible();
  expect(confirm.message).toBe('Are you sure you want to delete this faq?');
  await expect(nav).toContainText(`of ${total - 1} results`);
  await expect(page.getByText(`Paging ${run} question 25`)).toHaveCount(0);

  // Remove the rest of this test's records; the seeded content stays as it was.
  const list: { _id: string; question: string }[] = await (await request.get('/api/faq', { headers })).json();
  for (const faq of list.filter((f) => f.question.startsWith(`Paging ${run} `))) {
    expect((await request.delete(`/api/faq/${faq._id}`, { headers })).ok()).toBeTruthy();
  }
});

test('a list that fits on one page shows no pagination', async ({ page, request }) => {
  const token = await apiToken(request);
  // With the token: the admin lists hidden notices too.
  const notices = await (await request.get('/api/notice', { headers: { 'x-auth-token': token } })).json();
  test.skip(notices.length > 10, 'more than one page of notices');
  await signedIn(page, token);
  await page.goto('/admin/notices');
  await expect(page.getByRole('row')).toHaveCount(notices.length + 1);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ to/)).toHaveCount(0);
});
