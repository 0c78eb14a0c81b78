import { expect, test } from '@playwright/test';
import { addContent, apiList, closeNotices, homeSliderOnClock, hydrated } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

test.describe('home page', () => {
  // What the tests below need, whatever the live content holds: two notices, two slides (one with
  // a link, one without) and two testimonials of this file's own, removed after its last test.
  test.beforeAll(async ({ request }) => {
    await addContent(request, {
      notice: [{ title: 'Home E2E notice one' }, { title: 'Home E2E notice two' }],
      slider: [
        { name: 'Home E2E slide linked', title: '', subtitle: '', link: '/plans' },
        { name: 'Home E2E slide unlinked', title: '', subtitle: '', link: '' },
      ],
      testimonial: [
        { name: 'Home E2E Sita', location: 'Itahari', comment: 'Fast and steady.' },
        { name: 'Home E2E Ram', location: 'Dharan', comment: 'Good support.' },
      ],
    });
  });

  test('shows the top bar, navigation, service cards, plan teasers, refer promo and footer', async ({ page }) => {
    await page.goto('/');
    await closeNotices(page);
    await expect(page.getByTestId('top-bar')).toContainText('+977');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Plans', 'About', 'Contact', 'FAQ', 'Refer'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(page.getByTestId('service-cards').locator('li')).toHaveCount(4);
    const teasers = page.getByTestId('plan-teasers').locator(':scope > li');
    await expect(teasers).toHaveCount(3);
    await expect(teasers.nth(0).getByRole('heading')).toHaveText('Fibernet');
    await expect(teasers.nth(1).getByRole('heading')).toHaveText('Fibernet + IPTV');
    await expect(teasers.nth(1)).toContainText('Most Popular');
    await expect(teasers.nth(2).getByRole('heading')).toHaveText('Wireless');
    await expect(page.getByTestId('refer-promo')).toHaveText(
      '1 month free internet service when your friend subscribes to any plan',
    );
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByTestId('branch-offices').locator('li')).toHaveCount(2);
    for (const partner of ['eSewa', 'Khalti', 'IME Pay', 'ConnectIPS', 'Fonepay'])
      await expect(footer.getByTestId('payment-partners')).toContainText(partner);
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).not.toHaveCount(0);
  });

  test('navigation becomes fixed after 100 px of scroll; scroll-to-top appears after 300 px', async ({ page }) => {
    await page.goto('/');
    await closeNotices(page);
    await hydrated(page, 'ScrollEffects');
    const nav = page.locator('#site-nav');
    await page.evaluate(() => window.scrollTo(0, 80));
    await expect(nav).not.toHaveAttribute('data-fixed');
    await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(nav).toHaveAttribute('data-fixed');
    await expect(nav).toHaveCSS('position', 'fixed');
    await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(nav).not.toHaveAttribute('data-fixed');
    await expect(toTop).toHaveCount(0);
  });

  test('notice popup shows every notice image stacked and closes by its button', async ({ page, request }) => {
    const notices = await apiList<{ title: string }>(request, 'notice');
    expect(notices.length).toBeGreaterThanOrEqual(2);
    await page.goto('/');
    const popup = page.getByTestId('notice-popup');
    await expect(popup).toBeVisible();
    const images = popup.locator('figure img');
    await expect(images).toHaveCount(notices.length);
    await expect(images.first()).toHaveAttribute('alt', notices[0].title);
    for (let i = 1; i < notices.length; i++) {
      await expect(images.nth(i)).toHaveAttribute('alt', notices[i].title);
      const [a, b] = [await images.nth(i - 1).boundingBox(), await images.nth(i).boundingBox()];
      expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1); // stacked, one below the other
    }
    await popup.getByTestId('notice-top-image').click();
    await expect(popup).toBeVisible(); // a click on the top image keeps it open
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
  });

  test('notice popup closes by a click outside the top image', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByTestId('notice-popup');
    await expect(popup).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(popup).toBeHidden();
  });

  test('slider advances every 5 s with a 1 s fade, has arrows and dots, and Get Started for linked slides', async ({
    page,
    request,
  }) => {
    const sliders = await apiList<{ title: string; name: string; link: string }>(request, 'slider');
    expect(sliders.some((s) => s.link) && sliders.some((s) => !s.link)).toBe(true);
    // A paused clock, the first slide's interval just begun: only runFor() moves time.
    const { slider, active } = await homeSliderOnClock(page);
    const heading = (i: number) => sliders[i].title || sliders[i].name;
    const getStarted = async (i: number) => {
      const link = active.getByRole('link', { name: 'Get Started' });
      if (sliders[i].link) await expect(link).toHaveAttribute('href', sliders[i].link);
      else await expect(link).toHaveCount(0);
    };
    await expect(active.getByRole('heading')).toHaveText(heading(0));
    await expect(active).toHaveCSS('transition-duration', '1s');
    await getStarted(0);

    await page.clock.runFor(4900);
    await expect(active.getByRole('heading')).toHaveText(heading(0));
    await page.clock.runFor(200);
    await expect(active.getByRole('heading')).toHaveText(heading(1));
    await getStarted(1);

    await slider.getByRole('button', { name: 'Previous slide' }).click();
    await expect(active.getByRole('heading')).toHaveText(heading(0));
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(active.getByRole('heading')).toHaveText(heading(1));
    // Every slide, by its dot: linked ones offer Get Started, the others do not.
    for (let i = 0; i < sliders.length; i++) {
      await slider.getByRole('button', { name: `Go to slide ${i + 1}` }).click();
      await expect(active.getByRole('heading')).toHaveText(heading(i));
      await getStarted(i);
    }
    await slider.getByRole('button', { name: 'Next slide' }).click();
    await expect(active.getByRole('heading')).toHaveText(heading(0)); // wraps around
  });

  test('slider pauses while hovered and does not move under reduced motion', async ({ page, request }) => {
    const sliders = await apiList<{ title: string; name: string }>(request, 'slider');
    expect(sliders.length).toBeGreaterThanOrEqual(2);
    const { slider, active } = await homeSliderOnClock(page);
    const [first, second] = [sliders[0].title || sliders[0].name, sliders[1].title || sliders[1].name];
    await slider.hover();
    await page.clock.runFor(12_000);
    await expect(active.getByRole('heading')).toHaveText(first);
    // The pointer leaving starts a whole interval.
    await page.mouse.move(1, 1);
    await page.clock.runFor(4_900);
    await expect(active.getByRole('heading')).toHaveText(first);
    await page.clock.runFor(200);
    await expect(active.getByRole('heading')).toHaveText(second);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The slider itself has taken the change in before time moves: its own fade (an inline style from
    // its state) is 0. Not the computed style: the stylesheet's reduced-motion rule changes that at
    // once, while the change event reaches the script only at the next frame (under CI's load, after
    // the paused clock had already run the slide's timer).
    await expect(active).toHaveAttribute('style', /transition-duration: 0ms/);
    await page.clock.runFor(12_000);
    await expect(active.getByRole('heading')).toHaveText(second);
    // Allowed to move again, it moves (at once: the interval that ran out under reduced motion is
    // not restarted, so there is no lower bound to check here).
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(active).toHaveCSS('transition-duration', '1s');
    await page.clock.runFor(5_100);
    await expect(active.getByRole('heading')).not.toHaveText(second);
  });

  test('testimonial carousel advances every 5 s', async ({ page, request }) => {
    const testimonials = await apiList<{ name: string }>(request, 'testimonial');
    expect(testimonials.length).toBeGreaterThanOrEqual(2);
    await page.clock.install();
    await page.goto('/');
    await closeNotices(page, { clock: true });
    const carousel = page.getByTestId('testimonial-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await hydrated(page, 'TestimonialCarousel', { clock: true });
    const active = carousel.locator('[data-active="true"]');
    // Paused: only runFor() moves time; the first testimonial's interval starts at the click.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    const firstDot = carousel.getByRole('button', { name: 'Show testimonial 1' });
    await firstDot.click();
    await page.mouse.move(1, 1);
    await firstDot.blur();
    await expect(active).toContainText(testimonials[0].name);
    await page.clock.runFor(4_900);
    await expect(active).toContainText(testimonials[0].name);
    await page.clock.runFor(150);
    await expect(active).toContainText(testimonials[1].name);
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(active).toContainText(testimonials[0].name);
  });

  test('banner images are optimised (AVIF/WebP sources, width and height set)', async ({ page }) => {
    await page.goto('/');
    const img = page.getByTestId('hero-slider').locator('img').first();
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
    await expect(img).toHaveAttribute('src', /\.webp/);
    await expect(page.getByTestId('hero-slider').locator('source[type="image/avif"]').first()).toHaveAttribute(
      'srcset',
      /\.avif/,
    );
  });

  test('the first banner image is preloaded from the head at high priority, as the <picture> picks it', async ({
    page,
    request,
  }) => {
    expect((await apiList(request, 'slider')).length).toBeGreaterThan(0);
    await page.goto('/');
    const source = page.getByTestId('hero-slider').locator('picture').first().locator('source[type="image/avif"]');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    await expect(preload).toHaveAttribute('type', 'image/avif');
    await expect(preload).toHaveAttribute('imagesrcset', (await source.getAttribute('srcset'))!);
    await expect(preload).toHaveAttribute('imagesizes', (await source.getAttribute('sizes'))!);
    // The browser fetched the banner once, through the preload, at high priority.
    const img = page.getByTestId('hero-slider').locator('img').first();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const fetched = await img.evaluate((i: HTMLImageElement) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name === i.currentSrc)
        .map((e) => (e as PerformanceResourceTiming).initiatorType),
    );
    expect(fetched).toEqual(['link']);
  });
});

// Issue 28: at the end of a page the scroll-to-top button sat on the footer's last line.
for (const [path, label] of [
  ['/', 'Scroll to top'],
  ['/ne/plans', 'माथि जानुहोस्'],
] as const) {
  for (const width of [375, 1280]) {
    test(`${path} at ${width} px, scrolled to the end: the scroll-to-top button covers no footer text`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(path);
      await closeNotices(page);
      await hydrated(page, 'ScrollEffects');
      // To the very end, again while the page still grows (images, islands seen on the way).
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
          }),
        )
        .toBe(true);
      await expect(page.getByRole('button', { name: label })).toBeVisible();
      // Every line of the footer's last part (its © and 'since' lines): each end and middle of each
      // line is the text's own element, not the button.
      const covered = await page.getByTestId('site-footer').evaluate((footer) => {
        const bar = footer.lastElementChild!;
        const hits: string[] = [];
        for (const p of bar.querySelectorAll('p')) {
          const range = document.createRange();
          range.selectNodeContents(p);
          for (const r of range.getClientRects()) {
            for (const x of [r.left + 1, r.left + r.width / 2, r.right - 1]) {
              const at = document.elementFromPoint(x, r.top + r.height / 2);
              if (!p.contains(at)) hits.push(`${p.textContent} at ${Math.round(x)}: ${at?.outerHTML.slice(0, 60)}`);
            }
          }
        }
        return hits;
      });
      expect(covered).toEqual([]);
    });
  }
}
