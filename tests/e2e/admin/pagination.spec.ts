import { expect, test } from '@playwright/test';
import { acceptConfirm, apiCreate, apiToken, signedIn, toast } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

test('records page 10 at a time with previous/next and page links, ellipses past five pages', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const headers = { 'x-auth-token': token };
  // Letters only: the search below looks for a record's number, which a run id like "mwsvw25y" also holds.
  const run = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  // At least 25 of this test's own, and enough for six pages or more whatever the live content
  // holds, so the ellipsis branch (more than five pages) always runs.
  const existing = (await (await request.get('/api/faq', { headers })).json()).length;
  const count = Math.max(25, 51 - existing);
  const label = (i: number) => `Paging ${run} question ${String(i).padStart(3, '0')}`;
  for (let i = 1; i <= count; i++) await apiCreate(request, token, 'faq', { question: label(i), answer: 'An answer.' });
  const total = (await (await request.get('/api/faq', { headers })).json()).length;
  expect(total).toBe(existing + count);
  const pages = Math.ceil(total / 10);
  expect(pages).toBeGreaterThan(5);
  const pageLinks = () => nav.getByRole('button', { name: /^Page \d+$/ }).allTextContents();

  await signedIn(page, token);
  await page.goto('/admin/faqs');
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  await expect(nav).toContainText(`Showing 1 to 10 of ${total} results`);
  await expect(page.getByRole('row')).toHaveCount(11); // header + 10
  await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: `Page ${pages}`, exact: true })).toBeVisible();
  // More than five pages: the first, the current one's neighbours, the last, and an ellipsis.
  await expect(nav).toContainText('…');
  expect(await pageLinks()).toEqual(['1', '2', String(pages)]);

  await nav.getByRole('button', { name: 'Next' }).click();
  await expect(nav).toContainText(`Showing 11 to 20 of ${total} results`);
  await expect(nav.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'Next' }).click();
  await nav.getByRole('button', { name: 'Next' }).click();
  await expect(nav.getByRole('button', { name: 'Page 4', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(await pageLinks()).toEqual(['1', '3', '4', '5', String(pages)]);

  await nav.getByRole('button', { name: `Page ${pages}`, exact: true }).click();
  await expect(nav).toContainText(`Showing ${(pages - 1) * 10 + 1} to ${total} of ${total} results`);
  await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('row').last()).toContainText(label(count));
  expect(await pageLinks()).toEqual(['1', String(pages - 1), String(pages)]);

  // Searching narrows the list; the pagination follows the matches.
  const search = page.getByRole('searchbox', { name: 'Search FAQs' });
  await search.fill(label(count).toUpperCase());
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
  await expect(page.getByText(label(count))).toHaveCount(0);

  // Remove the rest of this test's records; the seeded content stays as it was.
  const list: { _id: string; question: string }[] = await (await request.get('/api/faq', { headers })).json();
  for (const faq of list.filter((f) => f.question.startsWith(`Paging ${run} `))) {
    expect((await request.delete(`/api/faq/${faq._id}`, { headers })).ok()).toBeTruthy();
  }
});

test('a list that fits on one page shows no pagination', async ({ page, request }) => {
  const token = await apiToken(request);
  const headers = { 'x-auth-token': token };
  // Eleven records of this test's own, found by a word only they hold: 11 matches are two pages, 10 one.
  const run = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const made: { _id: string }[] = [];
  for (let i = 1; i <= 11; i++)
    made.push(
      await apiCreate(request, token, 'faq', { question: `Onepage ${run} question ${i}`, answer: 'An answer.' }),
    );
  await signedIn(page, token);
  await page.goto('/admin/faqs');
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  const search = page.getByRole('searchbox', { name: 'Search FAQs' });
  await search.fill(`onepage ${run}`);
  await expect(nav).toContainText('Showing 1 to 10 of 11 results');
  await expect(page.getByRole('row')).toHaveCount(11);

  expect((await request.delete(`/api/faq/${made[10]._id}`, { headers })).ok()).toBe(true);
  await page.reload();
  await search.fill(`onepage ${run}`);
  await expect(page.getByRole('row')).toHaveCount(10 + 1);
  await expect(nav).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ to/)).toHaveCount(0);
  for (const { _id } of made.slice(0, 10))
    expect((await request.delete(`/api/faq/${_id}`, { headers })).ok()).toBe(true);
});
