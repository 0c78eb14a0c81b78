import { expect, test, type Page } from '@playwright/test';
import { adminToken, apiList, closeNotices, hydrated, readCaptcha, unique } from './helpers.ts';
import type { Plan } from '../../../src/lib/entities.ts';
import { signedIn } from '../admin/helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Issue 14: the whole public site in Nepali as well as English.
const TWINS: [string, string][] = [
  ['/', '/ne/'],
  ['/plans', '/ne/plans'],
  ['/about', '/ne/about'],
  ['/contact', '/ne/contact'],
  ['/faq', '/ne/faq'],
  ['/refer', '/ne/refer'],
  ['/booking', '/ne/booking'],
];
const path = (page: Page) => new URL(page.url()).pathname.replace(/(.)\/$/, '$1');

test.describe('language switch', () => {
  for (const [english, nepali] of TWINS) {
    test(`${english} ⇄ ${nepali} in the navigation`, async ({ page }) => {
      await page.goto(english);
      await closeNotices(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const nav = page.locator('#site-nav');
      const toNepali = nav.getByRole('link', { name: 'नेपाली' }).first();
      await expect(toNepali).toHaveAttribute('lang', 'ne');
      await toNepali.click();
      await expect.poll(() => path(page)).toBe(nepali.replace(/\/$/, '') || '/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
      await closeNotices(page);
      const toEnglish = page.locator('#site-nav').getByRole('link', { name: 'English' }).first();
      await expect(toEnglish).toHaveAttribute('lang', 'en');
      await toEnglish.click();
      await expect.poll(() => path(page)).toBe(english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('the mobile menu has the switch too, read as "English" and "नेपाली"', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ne/faq');
    await page.locator('#mobile-menu summary').click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expect(menu.getByRole('link', { name: 'नेपाली' })).toHaveAttribute('aria-current', 'true');
    await menu.getByRole('link', { name: 'English' }).click();
    await expect.poll(() => path(page)).toBe('/faq');
    await page.locator('#mobile-menu summary').click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'नेपाली' }).click();
    await expect.poll(() => path(page)).toBe('/ne/faq');
  });

  test('the booking keeps its package in the other language', async ({ page, request }) => {
    const plan = (await apiList<Plan>(request, 'plan')).find((p) => !p.sme)!;
    await page.goto(`/booking?category=home&plan=${plan._id}`);
    await hydrated(page, 'BookingForm');
    await page.locator('#site-nav').getByRole('link', { name: 'नेपाली' }).click();
    await expect(page).toHaveURL(new RegExp(`/ne/booking/?\\?category=home&plan=${plan._id}$`));
    await hydrated(page, 'BookingForm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्याकेज बुक गर्नुहोस्');
    await expect(page.getByTestId('package-summary')).toContainText(plan.name_ne || plan.name);
  });

  // Issue 28: '/plans#sme' → '/ne/plans/' opened the Home tab.
  test('the plans keep the open tab (its hash) in the other language, both ways', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const menu = async () => {
        // On a phone the switch is in the menu.
        if (width === 375) await page.locator('#mobile-menu summary').click();
        return page.locator(width === 375 ? '#mobile-menu' : '#site-nav');
      };
      await page.goto('/plans#sme');
      await hydrated(page, 'PlanTabs');
      await expect(page.getByRole('tab', { name: 'SME' })).toHaveAttribute('aria-selected', 'true');
      await (await menu()).getByRole('link', { name: 'नेपाली' }).click();
      await expect(page).toHaveURL(/\/ne\/plans\/?#sme$/);
      await hydrated(page, 'PlanTabs');
      await expect(page.getByRole('tab', { name: 'SME' })).toHaveAttribute('aria-selected', 'true');
      // A tab chosen on the page goes along too, and back to English.
      await page.getByRole('tab', { name: 'डेडिकेटेड' }).click();
      await (await menu()).getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/plans\/?#dedicated$/);
      await hydrated(page, 'PlanTabs');
      await expect(page.getByRole('tab', { name: 'Dedicated' })).toHaveAttribute('aria-selected', 'true');
      // The Home tab has no hash, and the switch then carries none.
      await page.getByRole('tab', { name: 'Home' }).click();
      await (await menu()).getByRole('link', { name: 'नेपाली' }).click();
      await expect(page).toHaveURL(/\/ne\/plans\/?$/);
    }
  });
});

test.describe('Nepali pages', () => {
  test('have lang="ne", hreflang alternates and their twin in the sitemap', async ({ page, request }) => {
    await page.goto('/ne/plans');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    for (const [lang, href] of [
      ['en', '/plans/'],
      ['ne', '/ne/plans/'],
      ['x-default', '/plans/'],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${href.replace(/\//g, '\\/')}$`),
      );
    }
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toMatch(
      /<loc>[^<]*\/ne\/faq\/<\/loc><xhtml:link rel="alternate" hreflang="en" href="[^"]*\/faq\/"\/><xhtml:link rel="alternate" hreflang="ne" href="[^"]*\/ne\/faq\/"\/>/,
    );
  });

  test('an unknown path under /ne/ is the Nepali 404, with status 404', async ({ page }) => {
    const res = await page.goto('/ne/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('माफ गर्नुहोस्! यो पृष्ठ भेटिएन');
    await expect(page.getByRole('link', { name: 'गृहपृष्ठमा फर्कनुहोस्' })).toHaveAttribute('href', '/ne/');
  });

  test('show prices, speeds and the founding year in Devanagari digits', async ({ page }) => {
    await page.goto('/ne/plans');
    await expect(page.getByTestId('plan-card').first()).toContainText(/रु\. [०-९,]+/);
    await expect(page.getByTestId('plan-card').first()).toContainText(/[०-९]+ Mbps/);
    await page.goto('/ne/about');
    await expect(page.locator('main')).toContainText('वि.सं. २०७३');
    await expect(page.locator('main')).not.toContainText(/[0-9]/);
  });

  test('show phone numbers as dialled in Nepal, the copyright year as A.D., and no letter-spacing', async ({
    page,
  }) => {
    await page.goto('/ne/contact');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: '०२१-५९०९००' })).toHaveAttribute('href', 'tel:+97721590900');
    await expect(main.getByRole('link', { name: '९८५२०९०९००' })).toHaveAttribute('href', 'tel:+9779852090900');
    await expect(page.getByTestId('site-footer')).toContainText(/© सन् [०-९]{4} /);
    // Tracking would cut the शिरोरेखा between letters: none on a Nepali eyebrow or footer heading.
    await expect(page.getByTestId('site-footer').getByRole('heading', { name: 'उपयोगी लिङ्क' })).toHaveCSS(
      'letter-spacing',
      'normal',
    );
    await page.goto('/contact');
    await expect(page.getByTestId('site-footer').getByRole('heading', { name: 'Quick links' })).not.toHaveCSS(
      'letter-spacing',
      'normal',
    );
  });

  test('load the self-hosted Devanagari font and no font from another host', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.goto('/ne/about');
    // The full faces follow the page's first faces at the first key or touch (src/layouts/FirstFaces.astro).
    await page.keyboard.press('Shift');
    await expect
      .poll(() => fonts.some((u) => /noto-sans-devanagari-devanagari-\d+-normal\.[\w-]+\.woff2$/.test(u)))
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('700 16px "Noto Sans Devanagari"', 'नेपाली')))
      .toBe(true);
    for (const url of fonts) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  });

  test('at 375 px wide, no text overflows its box', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [, nepali] of [...TWINS, ['', '/ne/no-such-page'], ['', '/ne/booking?category=dedicated']]) {
      await page.goto(nepali);
      await closeNotices(page);
      await page.evaluate(() => document.fonts.ready);
      const overflowing = await page.evaluate(() => {
        const found: string[] = [];
        if (document.documentElement.scrollWidth > window.innerWidth)
          found.push(`page ${document.documentElement.scrollWidth}px wide`);
        for (const el of document.querySelectorAll<HTMLElement>('main *, header *, footer *, nav *')) {
          const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
          if (!hasText || el.closest('[aria-hidden="true"], .sr-only, details:not([open]) > :not(summary)')) continue;
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          if (box.right > window.innerWidth + 1 || box.left < -1)
            found.push(`${el.tagName} "${el.textContent!.trim().slice(0, 30)}" outside the page`);
          else if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
            found.push(`${el.tagName} "${el.textContent!.trim().slice(0, 30)}" wider than its box`);
        }
        return found;
      });
      expect(overflowing, nepali).toEqual([]);
    }
  });
});

test('a plan booked from /ne/plans reaches the admin with language ne', async ({ page, request }) => {
  const plan = (await apiList<Plan>(request, 'plan')).find((p) => !p.sme)!;
  await page.goto('/ne/plans');
  await page
    .getByRole('tabpanel', { name: 'घरायसी' })
    .getByTestId('plan-card')
    .first()
    .getByRole('link', { name: /बुक गर्नुहोस्/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ne/booking/?\\?category=home&plan=${plan._id}$`));
  await hydrated(page, 'BookingForm');
  const summary = page.getByTestId('package-summary');
  await expect(summary).toContainText(plan.name_ne || plan.name);
  await expect(summary).toContainText(/रु\. [०-९,]+/);
  // The duration row says the period in a word, not the price card's '/महिना'.
  if (plan.duration === '/month') await expect(summary).toContainText('मासिक');

  const submit = page.getByRole('button', { name: 'अनुरोध पठाउनुहोस्' });
  await expect(submit).toBeDisabled();
  await page.getByTestId('captcha-input').fill('zzzzzz');
  await expect(page.getByText('क्याप्चा मिलेन')).toBeVisible();
  await page.getByTestId('captcha-input').fill(await readCaptcha(page));
  await expect(page.getByText('कोड मिल्यो')).toBeVisible();
  await submit.click();
  await expect(page.getByText('यो विवरण भर्नुहोस्').first()).toBeVisible();

  const name = unique('नेपाली बुकिङ');
  await page.getByLabel('पूरा नाम').fill(name);
  await page.getByLabel('जडान गरिने ठेगाना').fill('मेन रोड, विराटनगर-८');
  await page.getByRole('textbox', { name: 'सम्पर्क नम्बर', exact: true }).fill('9852000001');
  await submit.click();
  await expect(page.getByText('तपाईंको बुकिङ हामीलाई प्राप्त भयो! हाम्रो टोलीले चाँडै फोन गर्नेछ।')).toBeVisible();
  await expect(page).toHaveURL(/\/ne\/$/, { timeout: 10_000 });

  // The record keeps the plan's own words; the admin shows the visitor's language.
  const token = await adminToken(request);
  const stored = (await apiList<Record<string, string>>(request, 'booking', token)).find(
    (b) => b.customerName === name,
  );
  expect(stored).toMatchObject({ plan: plan.name, cost: plan.price, lang: 'ne' });
  await signedIn(page, token);
  await page.goto('/admin/bookings');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Nepali', { exact: true })).toBeVisible();
});

test('a Nepali FAQ answer saved in the admin shows on /ne/faq after the rebuild, and the English stays on /faq', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  await signedIn(page, token);
  await page.goto('/admin/faqs');
  await page.getByRole('button', { name: '+ Add FAQ' }).click();
  const form = page.getByRole('form', { name: 'Add FAQ' });
  const tag = unique('wifi').replace(/\s/g, '');
  await form.getByRole('textbox', { name: 'Question', exact: true }).fill(`${tag} Can I change my Wi-Fi name?`);
  await form.getByRole('textbox', { name: 'Answer', exact: true }).fill('Yes, from the router page.');
  await expect(form.getByRole('textbox', { name: 'Question (Nepali)' })).toHaveAttribute('lang', 'ne');
  await form.getByRole('textbox', { name: 'Question (Nepali)' }).fill(`${tag} Wi-Fi को नाम फेर्न मिल्छ?`);
  await form.getByRole('textbox', { name: 'Answer (Nepali)' }).fill('मिल्छ, राउटरको पेजबाट फेर्न सकिन्छ।');
  await form.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(page.locator('.Toastify').getByText('FAQ Created Successfully', { exact: true })).toBeVisible();

  // The site follows a build later.
  await expect
    .poll(async () => (await (await request.get('/ne/faq')).text()).includes('मिल्छ, राउटरको पेजबाट फेर्न सकिन्छ।'), {
      timeout: 150_000,
      intervals: [200],
    })
    .toBe(true);
  await page.goto('/ne/faq');
  await page.getByText(`${tag} Wi-Fi को नाम फेर्न मिल्छ?`).click();
  await expect(page.getByText('मिल्छ, राउटरको पेजबाट फेर्न सकिन्छ।')).toBeVisible();
  await page.goto('/faq');
  await page.getByText(`${tag} Can I change my Wi-Fi name?`).click();
  await expect(page.getByText('Yes, from the router page.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('राउटरको पेजबाट');
});
