import { expect, test, type Page } from '@playwright/test';
import { apiList } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

/** Scripts that would run: everything but JSON-LD data blocks. */
const runnableScripts = (page: Page) => page.locator('script:not([type="application/ld+json"])');

test.describe('/faq', () => {
  test('is a native accordion where several answers open at once, with no JavaScript', async ({ page, request }) => {
    const faqs = await apiList<{ question: string; answer: string }>(request, 'faq');
    await page.goto('/faq');
    await expect(runnableScripts(page)).toHaveCount(0);
    const items = page.locator('main details');
    await expect(items).toHaveCount(faqs.length);
    test.skip(faqs.length < 2, 'needs two FAQs');
    await page.getByText(faqs[0].question).click();
    await page.getByText(faqs[1].question).click();
    await expect(items.nth(0)).toHaveAttribute('open');
    await expect(items.nth(1)).toHaveAttribute('open');
    await expect(page.getByText(faqs[1].answer)).toBeVisible();
  });

  test('has the Still have questions? block with call and contact links, and FAQPage JSON-LD', async ({ page, request }) => {
    const faqs = await apiList<{ question: string }>(request, 'faq');
    await page.goto('/faq');
    const block = page.getByTestId('still-questions');
    await expect(block.getByRole('heading')).toHaveText('Still have questions?');
    await expect(block.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
    await expect(block.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'FAQPage');
    expect(faqPage.mainEntity).toHaveLength(faqs.length);
  });
});

test.describe('/about', () => {
  test('tells the story, mission, vision, values and stats, with no JavaScript', async ({ page }) => {
    await page.goto('/about');
    await expect(runnableScripts(page)).toHaveCount(0);
    const main = page.locator('main');
    await expect(main).toContainText('2073');
    await expect(main.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    for (const v of ['Excellence', 'Integrity', 'Innovation']) await expect(main.getByRole('heading', { name: v })).toBeVisible();
    const stats = page.getByTestId('stats');
    for (const s of ['99%', 'Happy customers', '9+', 'Years', '99.9%', 'uptime']) await expect(stats).toContainText(s, { ignoreCase: true });
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with Oops! Page not found and a link home', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
