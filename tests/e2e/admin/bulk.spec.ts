import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { acceptConfirm, apiCreate, apiToken, signedIn, toast, unique } from './helpers.ts';
import { shot } from '../shots.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Issue 42: a list's rows are ticked and hidden, shown or deleted together, after one confirmation
// naming how many; and an incident is deleted from the admin, to the trash.
for (const width of [1280, 375])
  test(`at ${width} px: tick FAQs, hide them, then delete them, one confirmation each`, async ({
    page,
    request,
  }, info) => {
    await page.setViewportSize({ width, height: 900 });
    const token = await apiToken(request);
    const tag = unique('Bulk FAQ');
    for (const n of [1, 2, 3])
      await apiCreate(request, token, 'faq', { question: `${tag} question ${n}?`, answer: 'Yes.' });
    await signedIn(page, token);
    await page.goto('/admin/faqs');
    await page.getByRole('searchbox', { name: 'Search faqs' }).fill(tag);
    const rows = page.getByRole('row').filter({ hasText: tag });
    await expect(rows).toHaveCount(3);

    const tick = (n: number) => page.getByRole('checkbox', { name: `Select ${tag} question ${n}?` }).check();
    await tick(1);
    await tick(2);
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 selected');
    await shot(page, info.outputPath(`list-selection-${width}.png`));
    let asked = acceptConfirm(page);
    await bar.getByRole('button', { name: 'Hide' }).click();
    await expect(toast(page, '2 faqs hidden')).toBeVisible();
    expect(asked.message).toBe('Hide these 2 faqs from the public site?');
    await expect(rows.filter({ hasText: 'Hidden' })).toHaveCount(2);
    await expect(bar).toBeHidden();

    // The whole page at once: the header's box, or on a phone (no header) the bar's button.
    if (width > 500) await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
    else await page.getByRole('button', { name: 'Select all on this page' }).click();
    await expect(bar).toContainText('3 selected');
    asked = acceptConfirm(page);
    await bar.getByRole('button', { name: 'Delete 3' }).click();
    await expect(toast(page, '3 faqs deleted. Restore from Recently deleted.')).toBeVisible();
    expect(asked.message).toBe(
      'Are you sure you want to delete these 3 faqs? They wait in Recently deleted for 30 days.',
    );
    await expect(page.getByText(`No faqs match “${tag}”.`)).toBeVisible();
    const trash = await (await request.get('/api/trash', { headers: { 'x-auth-token': token } })).json();
    expect(trash.filter((t: { record: { question?: string } }) => t.record.question?.startsWith(tag))).toHaveLength(3);
  });

test('an incident is deleted from the admin, to the trash', async ({ page, request }) => {
  const token = await apiToken(request);
  const title = unique('Fibre cut to delete');
  const incident = await apiCreate(request, token, 'incident', {
    title,
    kind: 'outage',
    areas: ['Itahari-6'],
    services: ['home'],
    startsAt: new Date().toISOString(),
    status: 'investigating',
  });
  await signedIn(page, token);
  await page.goto('/admin/incidents');
  const card = page.getByRole('listitem', { name: title });
  const asked = acceptConfirm(page);
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Incident Deleted Successfully')).toBeVisible();
  expect(asked.message).toBe('Are you sure you want to delete this incident?');
  await expect(card).toBeHidden();
  const trash = await (await request.get('/api/trash', { headers: { 'x-auth-token': token } })).json();
  expect(trash.map((t: { _id: string }) => t._id)).toContain(incident._id);
});

test('the dashboard offers to remove the demo content, naming the count (dismissed here: the suite needs it)', async ({
  page,
  request,
}, info) => {
  const token = await apiToken(request);
  const { count } = await (await request.get('/api/demo-content', { headers: { 'x-auth-token': token } })).json();
  expect(count).toBeGreaterThan(40);
  await signedIn(page, token);
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Demo content' });
  await expect(card).toContainText(`${count} records came with the first start.`);
  await shot(page, info.outputPath('dashboard-demo.png'));
  const asked: { message?: string } = {};
  page.once('dialog', (d) => {
    asked.message = d.message();
    void d.dismiss();
  });
  await card.getByRole('button', { name: 'Remove demo content' }).click();
  await expect.poll(() => asked.message).toContain(`Move all ${count} demo records`);
  expect((await (await request.get('/api/demo-content', { headers: { 'x-auth-token': token } })).json()).count).toBe(
    count,
  );
});
