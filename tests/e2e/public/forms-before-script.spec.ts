import { expect, test } from '@playwright/test';
import { keepDataAsFound } from '../keep-data.ts';

// Records this file adds are removed, and those it deletes restored, after its last test.
keepDataAsFound();

// Before a form's island is live, a tap must not send the visitor's details anywhere, least of
// all as a GET with them in the URL: every public form posts, and its submit stays disabled.

const PAGES = ['/refer', '/contact'];
// The booking form is drawn only once its island has read the package from the URL.
const EVERY_PAGE = [...PAGES, '/booking', '/', '/plans', '/faq', '/about'];

test.describe('public forms before their script has loaded', () => {
  test('the built HTML: every form posts and its submit button is disabled', async ({ request }) => {
    for (const path of EVERY_PAGE) {
      const html = await (await request.get(path)).text();
      const forms = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)];
      if (PAGES.includes(path)) expect(forms.length, path).toBeGreaterThan(0);
      for (const [, attributes, body] of forms) {
        expect(attributes, path).toMatch(/\bmethod="post"/);
        const submits = [...body.matchAll(/<button\b[^>]*type="submit"[^>]*>/g)].map((m) => m[0]);
        expect(submits.length, path).toBeGreaterThan(0);
        for (const button of submits) expect(button, path).toMatch(/\bdisabled\b/);
      }
    }
  });

  test('with JavaScript blocked, Enter in a filled form sends nothing and the URL stays clean', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.url().includes('?')) sent.push(r.url());
    });
    for (const path of PAGES) {
      await page.goto(path);
      const first = page.locator('form input:not([type=hidden]):not([tabindex="-1"])').first();
      await first.fill('Sita Sharma 9852012345');
      await first.press('Enter');
      await expect(page.getByRole('button', { name: /Submit Referral|Send Message/ })).toBeDisabled();
      expect(new URL(page.url()).search, path).toBe('');
    }
    expect(sent).toEqual([]);
    await context.close();
  });
});
