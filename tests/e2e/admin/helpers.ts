import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../../../playwright.config.ts';

/** A small solid-colour PNG, made here so each upload is a real, distinct image. */
export function png(r: number, g: number, b: number, size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
export const PNG_A = png(37, 99, 235);
export const PNG_B = png(16, 185, 129);

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A token for API set-up, straight from the login endpoint. */
export async function apiToken(
  request: APIRequestContext,
  email = ADMIN.email,
  password = ADMIN.password,
): Promise<string> {
  const res = await request.post('/api/users/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).token;
}

export async function apiCreate(
  request: APIRequestContext,
  token: string | null,
  path: string,
  data: Record<string, unknown>,
) {
  const res = await request.post(`/api/${path}`, { data, headers: token ? { 'x-auth-token': token } : {} });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** A token of a new staff user with this role (keepDataAsFound() deletes the user after the file). */
export async function staff(request: APIRequestContext, role: string) {
  const email = `${unique(role).replace(/\W+/g, '')}@example.com`;
  const password = `${role}-password-e2e`;
  await apiCreate(request, await apiToken(request), 'users', {
    name: `${role} staff`,
    email,
    password,
    verifyPassword: password,
    role,
  });
  return apiToken(request, email, password);
}

/**
 * For a test that fails a sign-in on purpose: a user of its own (keepDataAsFound() deletes it after
 * the file) and, for the page and its context's requests, an address of its own (the e2e server
 * trusts X-Forwarded-For, as production does behind nginx). Its failures then count against no
 * account and no address another test signs in with, whether the limiter counts per account, per
 * address or per both. Call expectAdminCanSignIn() after the failures.
 */
export async function ownSignIn(page: Page, request: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const email = `sign-in-${id}@example.com`;
  const password = `own-password-${id}`;
  await apiCreate(request, await apiToken(request), 'users', {
    name: `Sign-in Test ${id}`,
    email,
    password,
    verifyPassword: password,
  });
  const byte = () => 1 + Math.floor(Math.random() * 254);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` });
  return { email, password };
}

/** The administrator can still sign in from the page's address (nothing was locked out). */
export async function expectAdminCanSignIn(page: Page) {
  const res = await page.request.post('/api/users/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The captcha code, read from the SVG <text> glyphs in order. */
export async function readCaptcha(page: Page): Promise<string> {
  const glyphs = page.locator('form svg text');
  await expect(glyphs.first()).toBeVisible();
  return (await glyphs.allTextContents()).join('');
}

export const captchaInput = (page: Page) => page.getByRole('textbox', { name: /captcha/i });

/** Signs in through the login screen, captcha included. */
export async function loginThroughUi(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await captchaInput(page).fill(await readCaptcha(page));
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Starts the page with a stored token, as a returning administrator. */
export async function signedIn(page: Page, token: string) {
  await page.goto('/admin/login');
  await page.evaluate((t) => localStorage.setItem('adminToken', t), token);
}

/** Accepts the next window.confirm and remembers its text. */
export function acceptConfirm(page: Page): { message?: string } {
  const seen: { message?: string } = {};
  page.once('dialog', (d) => {
    seen.message = d.message();
    void d.accept();
  });
  return seen;
}

export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/** The page meets the WCAG 2.1 A and AA rules (toasts left out: their colours fade); `where` names it in a failure. */
export async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.Toastify')
    .analyze();
  expect(violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
