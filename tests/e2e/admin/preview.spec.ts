import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { keepDataAsFound } from '../keep-data.ts';
import { siteIsCurrent } from '../public/helpers.ts';
import { apiCreate, apiToken, expectAccessible, signedIn, unique } from './helpers.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Issue 31 in Chromium: an editor previews a plan's new price at /plans (and /ne/plans) while the
// live page still shows the old one; the preview is the editor's alone.
test.describe.configure({ timeout: 240_000 });

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
  await expectAccessible(preview, '/plans preview');

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
  await expectAccessible(preview, '/ne/plans preview');

  // The admin lists every page of the preview under the form.
  await expect(form.getByRole('region', { name: 'Preview' }).getByRole('link')).toHaveCount(4);
  await expectAccessible(page, 'plan form with its preview');

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
  await expectAccessible(preview, '/status preview');
  await expect(form.getByRole('region', { name: 'Preview' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'incident form with its preview');

  const live = await (await request.get('/status/')).text();
  expect(live).toContain(title);
  expect(live).not.toContain(changed);
  const stored = ((await (await request.get('/api/incident')).json()) as { title: string }[]).map((i) => i.title);
  expect(stored).toContain(title);
  expect(stored).not.toContain(changed);
});

test('preview a banner with a photo just chosen, before it is saved', async ({ page, request }) => {
  const token = await apiToken(request);
  const name = unique('Preview banner');
  const alt = unique('Technician on a pole');
  const blue = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1e5ac8' } })
    .png()
    .toBuffer();
  const made = await request.post('/api/slider', {
    headers: { 'x-auth-token': token },
    multipart: { name, imageAlt: alt, image: { name: 'blue.png', mimeType: 'image/png', buffer: blue } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const saved = (await made.json()) as { _id: string; image: string };
  await siteIsCurrent(request, token);

  await signedIn(page, token);
  await page.goto('/admin/sliders');
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const form = page.getByRole('form', { name: 'Edit Slider' });
  // A phone's photo, orange, sideways (EXIF orientation 6) with GPS tags: chosen, not saved.
  const orange = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#f59e0b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 1234/100' } })
    .toBuffer();
  await form
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: orange });
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview.getByRole('region', { name: 'Preview — not published' })).toBeVisible();
  // The banner's picture is the photo just chosen, served by the preview in the page's widths and formats.
  const img = preview.locator(`img[alt="${alt}"]`);
  await expect(img).toHaveCount(1);
  const shown = await img.evaluate(async (el: HTMLImageElement) => {
    el.loading = 'eager';
    await el.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [el.naturalWidth, el.naturalHeight];
    const g = canvas.getContext('2d')!;
    g.drawImage(el, 0, 0);
    const [r, gr, b] = g.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
    return { src: el.currentSrc, width: el.naturalWidth, height: el.naturalHeight, rgb: [r, gr, b] };
  });
  expect(shown.src).toMatch(/\/preview\/[^/]+\/_photo\/preview-[0-9a-f]{24}\.jpg\?w=\d+&f=(avif|webp)$/);
  expect(shown.height).toBeGreaterThan(shown.width); // turned upright
  expect(shown.rgb[0]).toBeGreaterThan(200); // orange, not the saved blue
  expect(shown.rgb[2]).toBeLessThan(80);
  await expectAccessible(preview, '/ preview with a new photo');

  // Nothing was saved or published: the live page and the record keep the blue photo.
  const live = await (await request.get('/')).text();
  expect(live).not.toContain('/_photo/');
  const stored = ((await (await request.get('/api/slider')).json()) as { _id: string; image: string }[]).find(
    (s) => s._id === saved._id,
  );
  expect(stored?.image).toBe(saved.image);
  await form.getByRole('button', { name: 'Cancel' }).click();
});
