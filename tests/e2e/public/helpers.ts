import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../../../playwright.config.ts';
import { ENTITIES, type EntityName } from '../../../src/lib/entities.ts';
import { png } from '../admin/helpers.ts';

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Waits until the published site is current: no rebuild queued or running (other specs change
 * content, and the site follows the API a build later).
 */
export async function siteIsCurrent(request: APIRequestContext, token?: string) {
  const auth = token ?? (await adminToken(request));
  await expect
    .poll(async () => (await (await request.get('/api/publish', { headers: { 'x-auth-token': auth } })).json()).state, {
      timeout: 120_000,
      // Asked every 200 ms, not at expect's 1 s once past the first two: a publish takes 1–3 s here.
      intervals: [200],
    })
    .toMatch(/^(idle|failed)$/);
}

/** Content or submissions as the API serves them; public content once the site shows it too. */
export async function apiList<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  token?: string,
): Promise<T[]> {
  if (!token) await siteIsCurrent(request);
  const res = await request.get(`/api/${path}`, { headers: token ? { 'x-auth-token': token } : {} });
  expect(res.ok(), await res.text()).toBeTruthy();
  return res.json();
}

/** An administrator's token, to find visitor submissions through the admin API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).token;
}

/** Waits until an island of the named component has hydrated (Astro drops its `ssr` attribute). */
export async function hydrated(page: Page, component: string, { clock = false } = {}) {
  const island = page.locator(`astro-island[component-url*="${component}"]`).first();
  await expect(island).toBeAttached();
  await expect
    .poll(async () => {
      // With a fake clock installed, idle callbacks and timers only run when the clock moves.
      if (clock) await page.clock.runFor(50);
      return island.evaluate((el) => el.hasAttribute('ssr'));
    })
    .toBe(false);
}

/**
 * Closes the home page's notice popup (if the page has one). The popup is plain HTML whose inline
 * script has opened or closed it before the first paint; this first waits for the page's
 * after-paint islands (the scroll effects, on every page, and the banner slider when there are
 * slides) to hydrate, so callers find the page interactive.
 */
export async function closeNotices(page: Page, { clock = false } = {}) {
  const popup = page.getByTestId('notice-popup');
  if ((await popup.count()) === 0) return;
  for (const island of ['ScrollEffects', 'HeroSlider']) {
    if ((await page.locator(`astro-island[component-url*="${island}"]`).count()) > 0)
      await hydrated(page, island, { clock });
  }
  if (await popup.isVisible()) {
    // 'Close' on English pages, 'बन्द गर्नुहोस्' on Nepali ones.
    await popup.getByRole('button', { name: /^(Close|बन्द गर्नुहोस्)$/ }).click();
    await expect(popup).toBeHidden();
  }
  await page.mouse.move(1, 1);
}

/**
 * Opens the home page on Playwright's fake clock, paused, with the hero slider hydrated, the
 * notices closed and the first slide's interval just begun; returns the slider and its active
 * slide. Needs two slides or more (the dots).
 */
export async function homeSliderOnClock(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await hydrated(page, 'HeroSlider', { clock: true });
  await closeNotices(page, { clock: true });
  const slider = page.getByTestId('hero-slider');
  // From here only the test moves the page's clock: an installed clock also runs at the real pace,
  // so on a loaded machine any interval would pass. The first slide's interval starts now.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  const first = slider.getByRole('button', { name: 'Go to slide 1' });
  await first.click();
  await page.mouse.move(1, 1);
  await first.blur();
  return { slider, active: slider.locator('[data-active="true"]') };
}

/** The captcha code, read from the SVG's <text> glyphs in order (the test's way to "see" it). */
export async function readCaptcha(page: Page): Promise<string> {
  const glyphs = page.getByTestId('captcha-image').locator('text');
  await expect(glyphs).toHaveCount(6);
  return (await glyphs.allTextContents()).join('');
}

export async function solveCaptcha(page: Page) {
  await page.getByTestId('captcha-input').fill(await readCaptcha(page));
  await expect(page.getByText('Code verified')).toBeVisible();
}

/**
 * Adds content records through the API, each image-bearing one with a small image of its own, and
 * waits until the public site shows them (one rebuild for all). Call from a file that uses
 * keepDataAsFound(), which deletes them after the file's last test. Returns the records as created.
 */
export async function addContent(
  request: APIRequestContext,
  records: Partial<Record<EntityName, Record<string, unknown>[]>>,
): Promise<Record<string, string>[]> {
  const token = await adminToken(request);
  const made: Record<string, string>[] = [];
  for (const [path, list] of Object.entries(records) as [EntityName, Record<string, unknown>[]][]) {
    for (const [i, record] of list.entries()) {
      const options = ENTITIES[path].image
        ? {
            multipart: {
              ...(record as Record<string, string>),
              image: { name: `${path}-${i}.png`, mimeType: 'image/png', buffer: png(60 * i, 120, 200 - 60 * i, 64) },
            },
          }
        : { data: record };
      const res = await request.post(`/api/${path}`, { ...options, headers: { 'x-auth-token': token } });
      expect(res.status(), await res.text()).toBe(201);
      made.push(await res.json());
    }
  }
  await siteIsCurrent(request, token);
  return made;
}

/** The messages the e2e server's mail server received for one address (tests/e2e/mail-sink.ts), once `count` came. */
export async function mailsTo(
  address: string,
  count: number,
): Promise<{ to: string; subject: string; text: string }[]> {
  const dir = String(process.env.E2E_MAIL_DIR);
  const read = () =>
    readdirSync(dir)
      .sort()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; subject: string; text: string })
      .filter((m) => m.to === address);
  await expect.poll(() => read().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  return read();
}

/**
 * Stores a speed-test result as the browser does: a download and an upload naming a run, then the
 * result naming it (the server bounds the figures by what it moved: 8 MB each way on loopback
 * measures far above any figure a test stores).
 */
export async function storeSpeedResult(request: APIRequestContext, data: Record<string, unknown>) {
  const run = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const bytes = 8 * 1024 * 1024;
  await (await request.get(`/api/speedtest/download?bytes=${bytes}&run=${run}`)).body();
  await request.post(`/api/speedtest/upload?run=${run}`, {
    data: Buffer.alloc(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  });
  return request.post('/api/speedtest/result', { data: { ...data, run } });
}
