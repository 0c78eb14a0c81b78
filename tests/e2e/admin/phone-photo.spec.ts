import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiToken, signedIn, toast, unique, expectAccessible } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { shot } from '../shots.ts';

// Records this file adds are removed after its last test.
keepDataAsFound();

// Issue 31, "Any phone photo", in Chromium: a 12 MB photo from a phone shows its preview before
// saving and a real upload progress bar on a slow line; the stored file is upright, scaled and clean.

test.describe.configure({ timeout: 180_000 });

/** 4000 × 3000 of noise at quality 95 (about 12 MB), sideways (orientation 6) with GPS tags. */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = new Uint8Array(width * height * 3);
  for (let i = 0; i < noise.length; i += 65536) crypto.getRandomValues(noise.subarray(i, i + 65536));
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 42/1 1234/100' } })
    .toBuffer();
}

test('a 12 MB phone photo: preview before saving, upload progress on a slow line, stored upright and clean', async ({
  page,
  request,
}) => {
  const photo = await phonePhoto();
  expect(photo.byteLength).toBeGreaterThan(10 * 1024 * 1024);
  const token = await apiToken(request);
  await signedIn(page, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/sliders');
  await page.getByRole('button', { name: '+ Add Slider' }).click();
  const add = page.getByRole('form', { name: 'Add Slider' });
  const name = unique('Phone photo');
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await add
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });

  // The preview of the chosen photo, before anything is sent
  const preview = add.getByAltText('Preview of the chosen image');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(add.getByText(/IMG_2041\.jpg · 1\d\.\d MB/)).toBeVisible();
  // the server's limit (GET /api/upload-limit), which the form checks before sending
  // (the image's line; the Nepali image below says the same)
  await expect(add.getByText(/TIFF or HEIC\), up to 25 MB\./).first()).toBeVisible();
  await expectAccessible(page, 'form with the preview @1280');
  await shot(page, 'test-results/phone-photo-preview-1280.png');

  // A slow line: about 3 MB/s up, so the 12 MB take a few seconds and the bar moves through them
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 10 * 1024 * 1024,
    uploadThroughput: 3 * 1024 * 1024,
  });
  const seen = new Set<number>();
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  // Saved hidden: this file is about the upload and what is stored, not the banner's variants. The
  // 4000×3000 of pure noise is the worst case for the AVIF encoder (over a minute a variant at
  // astro:assets' effort 4; 115-134 s of publishing under CI's load), which no camera produces;
  // publishing a new photo is tested in tests/unit/server/rerender.test.ts.
  await add.getByLabel('Hidden (kept here, left out of the public site)').check();
  await add.getByRole('button', { name: 'Add Slider' }).click();
  await expect(bar).toBeVisible();
  // the bar's value as the upload goes: at least one step strictly between 0 and 100
  await expect
    .poll(
      async () => {
        const now = Number((await bar.getAttribute('aria-valuenow').catch(() => null)) ?? -1);
        if (now > 0 && now < 100) seen.add(now);
        return seen.size;
      },
      { intervals: [100], timeout: 30_000 },
    )
    .toBeGreaterThan(1);
  await expect(page.getByText('Uploading…')).toBeVisible();
  await shot(page, 'test-results/phone-photo-progress-1280.png');
  await expectAccessible(page, 'form while uploading @1280');
  await expect(toast(page, 'Slider Created Successfully!')).toBeVisible({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // What the site serves: upright, at most 2560 px, no EXIF (so no GPS)
  const list = await (await request.get('/api/slider', { headers: { 'x-auth-token': token } })).json();
  const saved = list.find((s: { name: string }) => s.name === name);
  const served = await request.get(`/uploads/${saved.image}`);
  const meta = await sharp(Buffer.from(await served.body())).metadata();
  expect([meta.width, meta.height, meta.exif, meta.orientation ?? 1]).toEqual([1920, 2560, undefined, 1]);
});

test('the form with a chosen photo at 375 px: preview and no axe violations', async ({ page, request }) => {
  await signedIn(page, await apiToken(request));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/sliders');
  await page.getByRole('button', { name: '+ Add Slider' }).click();
  const add = page.getByRole('form', { name: 'Add Slider' });
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1e5ac8' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  await add
    .getByLabel('Image', { exact: true })
    .setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(add.getByAltText('Preview of the chosen image')).toBeVisible();
  await expectAccessible(page, 'form with the preview @375');
  await shot(page, 'test-results/phone-photo-preview-375.png', { fullPage: true });
});
