import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';
import { siteIsCurrent } from '../public/helpers.ts';
import { apiCreate, apiToken, signedIn, unique } from './helpers.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Issue 31 in Chromium: an editor previews a plan's new price at /plans (and /ne/plans) while the
// live page still shows the old one; the preview is the editor's alone.
test.describe.configure({ timeout: 240_000 });

/** The WCAG A and AA rules the quality gate holds every page to (tests/e2e/quality/accessibility.spec.ts). */
async function accessible(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('preview a plan’s new price at /plans while the live page still shows the old one', async ({
  page,
  request,
  browser,
}) => {
  const token = await apiToken(request);
  const name = unique('Preview plan');
  await apiCreate(request, token, 'plan', {
    name,
    speed: '40 Mbps',
    price: 'Rs. 1,234',
    duration: '/month',
    features: ['Free router'],
  });
  await siteIsCurrent(request, token);
  const live = await request.get('/plans/');
  expect(await live.text()).toContain(name);

  await signedIn(page, token);
  await page.goto('/admin/plans');
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Edit plan' }).click();
  const form = page.getByRole('form', { name: 'Edit Plan' });
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('Rs. 7,777');
  const started = Date.now();
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await preview.waitForURL(/\/preview\/[^/]+\/plans$/);
  const bar = preview.getByRole('region', { name: 'Preview — not published' });
  await expect(bar).toBeVisible();
  const card = preview.locator('article, li, div').filter({ hasText: name }).last();
  await expect(card).toContainText('7,777');
  test.info().annotations.push({ type: 'preview', description: `opened in ${Date.now() - started} ms` });
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await accessible(preview);

  // The live site has not moved: the old price, no publish started, the record as stored.
  const stillLive = await (await request.get('/plans/')).text();
  expect(stillLive).toContain('1,234');
  expect(stillLive).not.toContain('7,777');
  const stored = ((await (await request.get('/api/plan')).json()) as { name: string; price: string }[]).find(
    (p) => p.name === name,
  );
  expect(stored?.price).toBe('Rs. 1,234');

  // The Nepali page of the same preview, from the bar.
  await bar.getByRole('link', { name: 'प्याकेज (नेपाली)' }).click();
  await preview.waitForURL(/\/preview\/[^/]+\/ne\/plans$/);
  await expect(preview.getByRole('region', { name: 'पूर्वावलोकन — प्रकाशित गरिएको छैन' })).toBeVisible();
  await expect(preview.locator('main')).toContainText('७,७७७');
  await accessible(preview);

  // The admin lists every page of the preview under the form.
  await expect(form.getByRole('region', { name: 'Preview' }).getByRole('link')).toHaveCount(4);
  await accessible(page);

  // A browser that is not signed in gets a refusal, not the preview.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const refused = await other.goto(preview.url());
  expect(refused?.status()).toBe(401);
  await expect(other.getByRole('heading', { name: 'Sign in to see this preview' })).toBeVisible();
  await expect(other.locator('body')).not.toContainText('7,777');
  await stranger.close();

  // Cancel: nothing was saved, and the live page still shows the old price.
  await form.getByRole('button', { name: 'Cancel' }).click();
  expect(
    ((await (await request.get('/api/plan')).json()) as { name: string; price: string }[]).find((p) => p.name === name)
      ?.price,
  ).toBe('Rs. 1,234');
});

test("preview an incident's new title on /status while the live page still shows the old one", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const title = unique('Preview outage in Inaruwa');
  const fields = {
    title,
    kind: 'outage',
    areas: ['Inaruwa'],
    services: [],
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    status: 'investigating',
  };
  await apiCreate(request, token, 'incident', fields);
  await siteIsCurrent(request, token);

  await signedIn(page, token);
  await page.goto('/admin/incidents');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: `Edit ${title}` });
  const changed = `${title}: crew on site`;
  await form.getByLabel('Title', { exact: false }).first().fill(changed);
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview.getByRole('region', { name: 'Preview — not published' })).toBeVisible();
  await expect(preview.locator('main')).toContainText(changed);
  await accessible(preview);
  await expect(form.getByRole('region', { name: 'Preview' }).getByRole('link').first()).toBeVisible();
  await accessible(page);

  const live = await (await request.get('/status/')).text();
  expect(live).toContain(title);
  expect(live).not.toContain(changed);
  const stored = ((await (await request.get('/api/incident')).json()) as { title: string }[]).map((i) => i.title);
  expect(stored).toContain(title);
  expect(stored).not.toContain(changed);
});
