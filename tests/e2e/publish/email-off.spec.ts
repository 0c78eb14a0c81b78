import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../../../playwright.config.ts';
import { startServer, type RunningServer } from '../../support/server.ts';
import { keepDataAsFound } from '../keep-data.ts';

// Issue 42 in Chromium, on a server of its own without SMTP_URL (a first install): the status pages
// offer no status emails (decided when the site is built, from the server's /api/health), the admin
// warns above every screen that no email is sent, and an invitation gives the admin the link. The e2e
// server itself has a mail server: its status pages show the form. One server start: that a server
// restarted with email set up builds its site again by itself is tests/api/build-source.test.ts (what a
// build is built from changes with the mail setting) with tests/cluster/never-stale.test.ts (a server
// whose live site was built from something else builds it again at start); the mail sink
// (SMTP_URL=file:…) is tests/api/invitations.test.ts, its warning tests/unit/admin/email-warning.test.ts.
keepDataAsFound();

test.describe('email not set up', () => {
  // A bound, not a wait: a server start with a first build, on a machine that may be loaded.
  test.setTimeout(360_000);
  const dir = mkdtempSync(join(tmpdir(), 'isp-email-off-'));
  let server: RunningServer | undefined;
  test.afterAll(async () => {
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  const env = {
    DATABASE_URL: `file:${join(dir, 'site.db')}`,
    SITE_DIR: join(dir, 'site'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLISH: 'on',
    // The images' variants and the words' shapes come from the test servers' shared cache
    // (SHARED_CACHE_DIR): the start pays for Astro's build alone.
    SEED_DEMO: 'true',
    PUBLISH_DEBOUNCE_MS: '200',
  };
  /** The admin of the server at `base`, signed in (a token of its own, stored as the admin stores it). */
  const signIn = async (page: import('@playwright/test').Page, base: string) => {
    const res = await page.request.post(`${base}/api/users/login`, { data: ADMIN });
    const { token } = await res.json();
    // Stored from the smallest page of that origin, not from a first load of the admin's login screen.
    await page.goto(`${base}/robots.txt`);
    await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
  };
  const subscribeBoxes = async (base: string, request: import('@playwright/test').APIRequestContext) =>
    Promise.all(
      ['/status', '/ne/status'].map(async (path) => {
        const html = await (await request.get(`${base}${path}`)).text();
        expect(html).toContain('data-testid="status-summary"');
        return html.includes('data-testid="status-subscribe"');
      }),
    );

  test('no subscribe box, a warning in the admin, the invitation link shown', async ({ page, request }) => {
    // The e2e server sends email: its status pages, in both languages, offer status emails.
    expect(await subscribeBoxes('', request)).toEqual([true, true]);

    server = await startServer(env);
    const base = server.url;
    // Asked every 200 ms: at expect's default back-off the live site was seen up to a second late.
    await expect
      .poll(async () => (await request.get(`${base}/status`)).status(), { timeout: 240_000, intervals: [200] })
      .toBe(200);
    expect(await subscribeBoxes(base, request)).toEqual([false, false]);
    await page.goto(`${base}/ne/status`);
    await expect(page.getByTestId('status-summary')).toBeVisible();
    await expect(page.getByTestId('status-subscribe')).toHaveCount(0);

    await signIn(page, base);
    await page.goto(`${base}/admin`);
    const warning = page.getByTestId('email-warning');
    await expect(warning).toContainText('No email is sent');
    await page.goto(`${base}/admin/users`);
    await expect(warning).toBeVisible();
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const invite = page.getByTestId('invite');
    await invite.getByLabel('Name').fill('Kiran Thapa');
    await invite.getByLabel('Email').fill('kiran@example.com');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    const link = page.getByTestId('invitation-link');
    await expect(link).toContainText('Email is not set up: give them this link yourself.');
    const url = (await link.locator('code').textContent()) ?? '';
    expect(url).toMatch(/\/admin\/invitation#[\w-]{43}$/);
  });
});
