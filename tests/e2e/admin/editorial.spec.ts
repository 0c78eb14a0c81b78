import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptConfirm, apiCreate, apiToken, PNG_A, signedIn, toast, unique } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Issue 13 in Chromium: the editor's order, show and hide, and Undo reach the published site.

// Each waits for one or two rebuilds of the site, which take a while on a loaded machine.
test.describe.configure({ timeout: 300_000 });

type Rec = { _id: string; name: string; sme: boolean; title: string; question: string; hidden: boolean };

/** Waits until a build started after `since` is live. */
async function publishedAfter(request: APIRequestContext, token: string, since: string) {
  await expect
    .poll(
      async () => {
        const status = await (await request.get('/api/publish', { headers: { 'x-auth-token': token } })).json();
        return status.state === 'idle' && (status.lastSuccessAt ?? '') > since
          ? 'live'
          : status.state === 'failed'
            ? `failed: ${status.lastError}`
            : 'waiting';
      },
      { timeout: 120_000 },
    )
    .toBe('live');
}

const adminList = async (request: APIRequestContext, token: string, path: string): Promise<Rec[]> =>
  (await request.get(`/api/${path}`, { headers: { 'x-auth-token': token } })).json();

/** Drags a row by its handle onto another row with the mouse, in small steps as a hand would. */
async function dragRow(page: Page, name: string, ontoName: string) {
  const handle = page.getByRole('button', { name: `Drag to reorder: ${name}`, exact: true });
  const target = page.getByRole('button', { name: `Drag to reorder: ${ontoName}`, exact: true });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
  await page.mouse.up();
}

test('drag a plan to first place and see it first on /plans after the rebuild', async ({ page, request }) => {
  const token = await apiToken(request);
  const original = await adminList(request, token, 'plan');
  const [first, second] = original;
  // Other files read the demo order (the home teasers): put it back whatever happens here.
  try {
    await dragAndCheck();
  } finally {
    const restored = await request.put('/api/plan/order', {
      headers: { 'x-auth-token': token },
      data: { ids: original.map((p) => p._id) },
    });
    expect(restored.status()).toBe(200);
  }

  async function dragAndCheck() {
    await signedIn(page, token);
    await page.goto('/admin/plans');
    const since = new Date().toISOString();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/plan/order') && r.request().method() === 'PUT');
    await dragRow(page, second.name, first.name);
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('row').nth(1)).toContainText(second.name);
    expect((await adminList(request, token, 'plan')).map((p) => p._id).slice(0, 2)).toEqual([second._id, first._id]);

    await publishedAfter(request, token, since);
    await page.goto(second.sme ? '/plans#sme' : '/plans');
    await expect(page.getByRole('tabpanel').getByTestId('plan-card').first().getByRole('heading')).toHaveText(
      second.name,
    );
  }
});

test('move up and move down work from the keyboard and keep the focus on the moved row', async ({ page, request }) => {
  const token = await apiToken(request);
  const [first, second] = await adminList(request, token, 'faq');
  await signedIn(page, token);
  await page.goto('/admin/faqs');
  const down = page.getByRole('button', { name: `Move down: ${first.question}`, exact: true });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await adminList(request, token, 'faq')).map((f) => f._id).slice(0, 2))
    .toEqual([second._id, first._id]);
  await expect(down).toBeFocused();
  await page.keyboard.press('Shift+Tab'); // onto 'Move up' of the same row
  await expect(page.getByRole('button', { name: `Move up: ${first.question}`, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await adminList(request, token, 'faq')).map((f) => f._id).slice(0, 2))
    .toEqual([first._id, second._id]);
  await expect(page.getByRole('button', { name: `Move up: ${first.question}`, exact: true })).toBeDisabled();
});

test('hide a notice and see it leave the popup', async ({ page, request }) => {
  const token = await apiToken(request);
  const title = unique('Seasonal notice');
  let since = new Date().toISOString();
  const res = await request.post('/api/notice', {
    headers: { 'x-auth-token': token },
    multipart: { title, image: { name: 'notice.png', mimeType: 'image/png', buffer: PNG_A } },
  });
  expect(res.status()).toBe(201);
  await publishedAfter(request, token, since);
  await page.goto('/');
  await expect(page.getByTestId('notice-popup').getByAltText(title)).toBeVisible();

  await signedIn(page, token);
  await page.goto('/admin/notices');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Edit notice' }).click();
  await page.getByLabel('Hidden (kept here, left out of the public site)').check();
  since = new Date().toISOString();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Notice Updated')).toBeVisible();
  await expect(row.getByText('Hidden', { exact: true })).toBeVisible();

  await publishedAfter(request, token, since);
  await page.goto('/');
  await expect(page.getByTestId('notice-popup').first()).toBeVisible();
  await expect(page.getByAltText(title)).toHaveCount(0);
});

test('delete a FAQ, Undo, and see it back on /faq', async ({ page, request }) => {
  const token = await apiToken(request);
  const question = unique('Do you cover Ilam?');
  let since = new Date().toISOString();
  const faq = await apiCreate(request, token, 'faq', { question, answer: 'Yes, from next month.' });
  await publishedAfter(request, token, since);

  await signedIn(page, token);
  await page.goto('/admin/faqs');
  const search = page.getByRole('searchbox');
  if (await search.count()) await search.fill(question);
  const row = page.getByRole('row').filter({ hasText: question });
  acceptConfirm(page);
  await row.getByRole('button', { name: 'Delete faq' }).click();
  await expect(toast(page, 'FAQ Deleted Successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  since = new Date().toISOString();
  await page.locator('.Toastify').getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'FAQ restored')).toBeVisible();
  await expect(row).toHaveCount(1);
  expect((await adminList(request, token, 'faq')).find((f) => f._id === faq._id)?.question).toBe(question);

  await publishedAfter(request, token, since);
  await page.goto('/faq');
  await expect(page.getByTestId('faq-list').getByText(question)).toBeVisible();
});

test('Recently deleted restores a record; Activity lists it, filtered by action', async ({ page, request }) => {
  const token = await apiToken(request);
  const plan = await apiCreate(request, token, 'plan', {
    name: unique('Old plan'),
    speed: '10 Mbps',
    price: 'Rs. 500',
    duration: '/month',
    features: [],
    sme: false,
  });
  expect((await request.delete(`/api/plan/${plan._id}`, { headers: { 'x-auth-token': token } })).status()).toBe(200);
  await signedIn(page, token);
  await page.goto('/admin/recently-deleted');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recently deleted');
  await page.getByRole('button', { name: `Restore ${plan.name}` }).click();
  await expect(toast(page, 'Plan restored')).toBeVisible();
  await expect(page.getByRole('button', { name: `Restore ${plan.name}` })).toHaveCount(0);
  expect((await adminList(request, token, 'plan')).map((p) => p._id)).toContain(plan._id);

  await page.getByRole('navigation', { name: 'History' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Activity');
  await page.getByLabel('Action').selectOption('restore');
  await expect(page.getByRole('row').nth(1)).toContainText('Restore');
  await expect(page.getByRole('row').nth(1)).toContainText('Site Admin');
});
