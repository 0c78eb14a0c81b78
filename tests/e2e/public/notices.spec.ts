import { expect, test, type Page } from '@playwright/test';
import { addContent, adminToken, apiList, hydrated, siteIsCurrent } from './helpers.ts';
import { png } from '../admin/helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

const fitsViewport = async (page: Page) => {
  const box = (await page.getByTestId('notice-panel').boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
};

test.describe('notice popup', () => {
  // Three notices of this file's own (removed after it), whatever the live content holds: enough
  // stacked images to overflow the small screen's popup.
  test.beforeAll(async ({ request }) => {
    await addContent(request, { notice: [1, 2, 3].map((n) => ({ title: `Notices E2E ${n}` })) });
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    test(`fits a ${viewport.width}×${viewport.height} screen; the stacked images scroll inside it`, async ({
      page,
      request,
    }) => {
      const notices = await apiList(request, 'notice');
      expect(notices.length).toBeGreaterThanOrEqual(3);
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByTestId('notice-popup')).toBeVisible();
      const images = page.getByTestId('notice-popup').locator('figure img');
      await expect(images).toHaveCount(notices.length);
      // Each image loads once scrolled to (lazy below the first).
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      }
      await fitsViewport(page);
      const scroller = page.getByTestId('notice-scroll');
      const { scrollHeight, clientHeight } = await scroller.evaluate((el) => ({
        scrollHeight: el.scrollHeight,
        clientHeight: el.clientHeight,
      }));
      if (scrollHeight > clientHeight) {
        await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await expect(page.getByTestId('notice-image').last()).toBeInViewport();
      }
      // The Close button stays on screen whatever the images' height.
      await expect(page.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
    });
  }

  test('once closed it stays closed for the browser session, also when a booking returns to /', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByTestId('notice-popup');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(popup).toBeHidden();
    await page.goto('/booking?category=dedicated');
    await hydrated(page, 'BookingForm');
    await page.goto('/'); // where a booking returns after 2 s
    // The page's islands have hydrated too, and none of them opens it again.
    await hydrated(page, 'ScrollEffects');
    await expect(popup).toBeHidden();
  });

  test('a new browser session shows the notices again', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('notice-popup')).toBeVisible();
    await context.close();
  });

  test('is in the page as it arrives: without JavaScript it shows and its Close button closes it', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const popup = page.getByTestId('notice-popup');
    await expect(popup).toBeVisible();
    await expect(popup.locator('figure img').first()).toBeVisible();
    await fitsViewport(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    // The page behind it is usable.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq\/?$/);
    await context.close();
  });

  test('opens modal before any island has loaded; Escape closes it and it stays closed', async ({ page }) => {
    // No module script may load: what opens the popup is the page's own inline script.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/');
    const popup = page.getByTestId('notice-popup');
    await expect(popup).toBeVisible();
    expect(await popup.evaluate((d) => d.matches(':modal'))).toBe(true);
    await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
    // The popup is no island: nothing of it waits for a module.
    await expect(page.locator('astro-island[component-url*="NoticePopup"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('site-footer')).toBeAttached();
    await expect(popup).toBeHidden();
  });

  test('on a Nepali page, opened while the page waits for its Devanagari faces, it has the focus once shown', async ({
    page,
  }) => {
    // The first faces come late: the popup opens (inline script) while the page is not yet shown.
    await page.route('**/_astro/first-faces/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/ne/');
    const popup = page.getByTestId('notice-popup');
    await expect(popup).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/ne-wait/);
    await expect(popup.getByRole('button', { name: 'बन्द गर्नुहोस्' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });
});

// Nepali posters: the Nepali page shows a notice's Nepali image, the English page its English one;
// a notice of text only shows its title, text and link, in each page's language.
test.describe('notices in Nepali', () => {
  let poster: Record<string, string>;
  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request);
    const headers = { 'x-auth-token': token };
    const image = (name: string, r: number, b: number) => ({ name, mimeType: 'image/png', buffer: png(r, 60, b, 64) });
    const made = await request.post('/api/notice', {
      headers,
      multipart: { title: 'Poster E2E', image: image('english.png', 220, 40), image_ne: image('nepali.png', 30, 220) },
    });
    expect(made.status(), await made.text()).toBe(201);
    poster = await made.json();
    const text = await request.post('/api/notice', {
      headers,
      data: {
        title: 'Office closed E2E',
        title_ne: 'कार्यालय बन्द E2E',
        text: 'Our office is closed on Saturday.',
        text_ne: 'हाम्रो कार्यालय शनिबार बन्द रहनेछ।',
        link: '/support',
      },
    });
    expect(text.status(), await text.text()).toBe(201);
    await siteIsCurrent(request, token);
  });

  const stem = (name: string) => name.replace(/\.[^.]*$/, '');

  for (const [path, shown, hidden, text, more] of [
    ['/', 'image', 'image_ne', 'Our office is closed on Saturday.', 'Read more'],
    ['/ne/', 'image_ne', 'image', 'हाम्रो कार्यालय शनिबार बन्द रहनेछ।', 'थप पढ्नुहोस्'],
  ] as const) {
    test(`${path} shows its own language's poster and text notice`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      const popup = page.getByTestId('notice-popup');
      await expect(popup).toBeVisible();
      const posterImg = popup.locator(`img[src*="${stem(poster[shown])}"]`);
      await expect(posterImg).toHaveCount(1);
      await expect(popup.locator(`img[src*="${stem(poster[hidden])}"]`)).toHaveCount(0);
      const card = popup.locator('figure', { hasText: text });
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      const link = card.getByRole('link', { name: more });
      await expect(link).toHaveAttribute('href', path === '/' ? '/support' : '/ne/support');
    });
  }
});
