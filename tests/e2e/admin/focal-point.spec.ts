import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { closeNotices, siteIsCurrent } from '../public/helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';
import { apiToken, signedIn, toast, unique, expectAccessible } from './helpers.ts';
import { shot } from '../shots.ts';

// Records this file adds are removed after its last test.
keepDataAsFound();

// Issue 31, "a focal point for banners and testimonials", in Chromium: the editor clicks the
// subject of the photo once (or moves the marker with the arrow keys); at every width the home
// page's banner and the testimonial's round photo keep that point inside the visible box.

test.describe.configure({ timeout: 240_000 });

/** A wide picture of slate with an orange disc (the subject) at (fx, fy), in fractions. */
async function subjectAt(width: number, height: number, fx: number, fy: number, radius: number) {
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${fx * width}" cy="${fy * height}" r="${radius}" fill="#f97316"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: '#334155' } })
    .composite([{ input: disc }])
    .png()
    .toBuffer();
}

/**
 * Where a point of an object-fit: cover image (fractions of the picture) is drawn, and the box
 * the image shows: the browser's own numbers (its box, its picture's size, its object-position,
 * or the position given).
 */
function drawnPoint(img: Locator, fx: number, fy: number, position?: string) {
  return img.evaluate(
    (el: HTMLImageElement, [fx, fy, position]) => {
      const box = el.getBoundingClientRect();
      const [px, py] = (position ?? getComputedStyle(el).objectPosition)
        .split(' ')
        .map((v) => Number.parseFloat(v) / 100);
      const scale = Math.max(box.width / el.naturalWidth, box.height / el.naturalHeight);
      const [w, h] = [el.naturalWidth * scale, el.naturalHeight * scale];
      return {
        x: box.left + (box.width - w) * px + w * fx,
        y: box.top + (box.height - h) * py + h * fy,
        box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
        fit: getComputedStyle(el).objectFit,
        loaded: el.naturalWidth > 0,
      };
    },
    [fx, fy, position] as const,
  );
}

/** The share of orange pixels in a screenshot of the element: the subject seen, not computed. */
async function orangeShare(target: Locator, name: string) {
  const image = await target.screenshot({ path: `test-results/focal-point-seen-${name}.png` });
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  let orange = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i] > 200 && data[i + 1] > 80 && data[i + 1] < 160 && data[i + 2] < 80) orange++;
  return orange / (info.width * info.height);
}

/** A record's row in the list shown, searched for when the list is long enough to have a search box. */
async function rowOf(page: Page, name: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: name });
  const search = page.getByRole('searchbox');
  await expect(row.or(search).first()).toBeVisible();
  if (await search.isVisible()) await search.fill(name);
  return row;
}

test('a focal point set by one click (and the arrow keys) keeps the subject in view at every width, in both languages', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const auth = { 'x-auth-token': token };
  // The banner's subject sits far right (88% across): a centred crop at 375 px shows 39–61%.
  const banner = { fx: 0.88, fy: 0.4 };
  const slideName = unique('Focal banner');
  const created = await request.post('/api/slider', {
    headers: auth,
    multipart: {
      name: slideName,
      title: slideName,
      image: { name: 'wide.png', mimeType: 'image/png', buffer: await subjectAt(2400, 800, banner.fx, banner.fy, 50) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const slide = await created.json();
  expect([slide.focalX, slide.focalY]).toEqual(['', '']);
  // The testimonial's subject at 85% across: its 56 px circle shows the middle half without one.
  const person = { fx: 0.85, fy: 0.5 };
  const personName = unique('Focal person');
  const createdPerson = await request.post('/api/testimonial', {
    headers: auth,
    multipart: {
      name: personName,
      comment: 'The line never drops.',
      image: {
        name: 'person.png',
        mimeType: 'image/png',
        buffer: await subjectAt(1200, 600, person.fx, person.fy, 70),
      },
    },
  });
  expect(createdPerson.status(), await createdPerson.text()).toBe(201);
  const testimonial = await createdPerson.json();

  // The admin: one click on the subject in the preview of the slider's image
  await signedIn(page, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/sliders');
  await page
    .getByRole('row', { name: new RegExp(slideName) })
    .getByRole('button', { name: /^Edit/ })
    .click();
  const form = page.getByRole('form', { name: 'Edit Slider' });
  const preview = form.getByAltText('Current image');
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(form.getByText('Focal point: the centre')).toBeVisible();
  const shown = (await preview.boundingBox())!;
  await preview.click({ position: { x: shown.width * banner.fx, y: shown.height * banner.fy } });
  const marker = form.getByRole('button', { name: /^Focal point: / });
  await expect(
    form.getByText(/^Focal point: 8[789](\.\d)?% from the left, (39|40|41)(\.\d)?% from the top/),
  ).toBeVisible();
  // the marker stands on the subject
  const dot = (await marker.boundingBox())!;
  expect(Math.abs(dot.x + dot.width / 2 - (shown.x + shown.width * banner.fx))).toBeLessThan(3);
  await expectAccessible(page, 'slider form with its focal point @1280');
  await shot(page, 'test-results/focal-point-admin-1280.png');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Slider Updated Successfully!')).toBeVisible();
  const saved = await (await request.get(`/api/slider/${slide._id}`)).json();
  expect(Math.abs(Number(saved.focalX) - 88)).toBeLessThan(1.5);
  expect(Math.abs(Number(saved.focalY) - 40)).toBeLessThan(1.5);

  // Shown back when editing; the keyboard alone moves it (a phone-sized admin for the testimonial)
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/testimonials');
  const personRow = await rowOf(page, personName);
  await personRow.getByRole('button', { name: 'Edit testimonial' }).click();
  const personForm = page.getByRole('form', { name: 'Edit Testimonial' });
  const personMarker = personForm.getByRole('button', { name: /^Focal point: / });
  await expect(personMarker).toHaveAccessibleName(/^Focal point: the centre\./);
  await personMarker.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(personForm.getByText('Focal point: 81% from the left, 50% from the top')).toBeVisible();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(personMarker).toHaveAccessibleName(/^Focal point: 85% from the left, 50% from the top\./);
  await shot(page, 'test-results/focal-point-admin-375.png', { fullPage: true });
  await personForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Testimonial Updated')).toBeVisible();
  expect(await (await request.get(`/api/testimonial/${testimonial._id}`)).json()).toMatchObject({
    focalX: '85',
    focalY: '50',
  });
  // an edit shows the stored point again
  await personRow.getByRole('button', { name: 'Edit testimonial' }).click();
  await expect(
    page.getByRole('form', { name: 'Edit Testimonial' }).getByText('Focal point: 85% from the left, 50% from the top'),
  ).toBeVisible();

  // The public home page, in both languages, from a phone to a wide screen
  await siteIsCurrent(request, token);
  // The carousels hold still under reduced motion, so the slide shown below stays the one shown.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of ['/', '/ne/']) {
    for (const width of [375, 768, 1280, 1920]) {
      await page.setViewportSize({ width, height: width < 768 ? 800 : 1000 });
      await page.goto(path);
      await closeNotices(page);
      const ours = page
        .getByTestId('hero-slider')
        .locator('[aria-roledescription="slide"]')
        .filter({ has: page.getByRole('heading', { name: slideName, includeHidden: true }) });
      const img = ours.locator('img');
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      const at = await drawnPoint(img, banner.fx, banner.fy);
      const where = `${path} @${width}: ${JSON.stringify(at)}`;
      expect(at.fit, where).toBe('cover');
      expect(at.x, where).toBeGreaterThan(at.box.left);
      expect(at.x, where).toBeLessThan(Math.min(at.box.right, width));
      expect(at.y, where).toBeGreaterThan(at.box.top);
      expect(at.y, where).toBeLessThan(at.box.bottom);

      const face = page.locator('figure', { hasText: personName }).locator('img');
      await face.scrollIntoViewIfNeeded();
      await expect
        .poll(() => face.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      const faceAt = await drawnPoint(face, person.fx, person.fy);
      const faceWhere = `testimonial ${path} @${width}: ${JSON.stringify(faceAt)}`;
      expect(faceAt.x, faceWhere).toBeGreaterThan(faceAt.box.left);
      expect(faceAt.x, faceWhere).toBeLessThan(faceAt.box.right);
      // a circle, not squeezed by a long name beside it
      expect(faceAt.box.right - faceAt.box.left, faceWhere).toBeCloseTo(faceAt.box.bottom - faceAt.box.top, 0);

      if (width === 375 || width === 1280) {
        // Seen, not only computed: our slide and testimonial shown (above the others, without the
        // banner's shade and words), and the orange subject is in the screenshot of each.
        const show = (el: HTMLElement) => {
          el.style.setProperty('transition', 'none', 'important'); // no fade: shown at once
          el.style.setProperty('opacity', '1', 'important');
          el.style.setProperty('z-index', '50', 'important');
          for (const child of el.querySelectorAll(':scope > div')) (child as HTMLElement).style.display = 'none';
        };
        // Shown again before each look: a late hydration of the island may put its own styles back.
        const seen = (target: Locator, name: string) => async () => {
          await ours.evaluate(show);
          await page.locator('figure', { hasText: personName }).evaluate(show);
          return orangeShare(target, `${name}${path.replace(/\//g, '-')}${width}`);
        };
        await expect.poll(seen(img, 'banner'), { message: `banner seen ${path} @${width}` }).toBeGreaterThan(0.005);
        await expect
          .poll(seen(face, 'testimonial'), { message: `testimonial seen ${path} @${width}` })
          .toBeGreaterThan(0.02);
        await ours.scrollIntoViewIfNeeded();
        await shot(page, `test-results/focal-point${path.replace(/\//g, '-')}${width}.png`);
      }
    }
  }

  // Without the focal point (the centre, as before), the same narrow crop leaves the subject out:
  // what the test measures would have failed.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await closeNotices(page);
  const img = page
    .getByTestId('hero-slider')
    .locator('[aria-roledescription="slide"]')
    .filter({ has: page.getByRole('heading', { name: slideName, includeHidden: true }) })
    .locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const centred = await drawnPoint(img, banner.fx, banner.fy, '50% 50%');
  expect(centred.x).toBeGreaterThan(centred.box.right);
});
