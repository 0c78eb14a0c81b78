import { expect, test, type Page } from '@playwright/test';
import { addContent, apiList } from './helpers.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

/** Scripts that would run: everything but JSON-LD data blocks. */
const runnableScripts = (page: Page) => page.locator('script:not([type="application/ld+json"])');

test.describe('/faq', () => {
  test('is a native accordion where several answers open at once, with no JavaScript', async ({ page, request }) => {
    // Two questions of this test's own (removed after the file), whatever the live content holds.
    const mine = await addContent(request, {
      faq: [
        { question: 'Static E2E: first question?', answer: 'Static E2E: the first answer.' },
        { question: 'Static E2E: second question?', answer: 'Static E2E: the second answer.' },
      ],
    });
    const faqs = await apiList<{ question: string; answer: string }>(request, 'faq');
    await page.goto('/faq');
    await expect(runnableScripts(page)).toHaveCount(0);
    const items = page.locator('main details');
    await expect(items).toHaveCount(faqs.length);
    const [first, second] = mine.map((faq) => items.filter({ hasText: faq.question }));
    await expect(first).not.toHaveAttribute('open');
    await expect(page.getByText(mine[0].answer)).toBeHidden();
    await first.getByText(mine[0].question).click();
    await second.getByText(mine[1].question).click();
    // Opening the second leaves the first open: several at once.
    await expect(first).toHaveAttribute('open');
    await expect(second).toHaveAttribute('open');
    await expect(page.getByText(mine[0].answer)).toBeVisible();
    await expect(page.getByText(mine[1].answer)).toBeVisible();
  });

  test('has the Still have questions? block with call and contact links, and FAQPage JSON-LD', async ({
    page,
    request,
  }) => {
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
    for (const v of ['Excellence', 'Integrity', 'Innovation'])
      await expect(main.getByRole('heading', { name: v })).toBeVisible();
    const stats = page.getByTestId('stats');
    for (const s of ['99%', 'Happy customers', '9+', 'Years', '99.9%', 'uptime'])
      await expect(stats).toContainText(s, { ignoreCase: true });
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
