import type { Page, Route } from '@playwright/test';

/**
 * Serves an admin list from the test instead of the database (GET only; other methods go on to
 * the server unless a test routes them too), so a spec can show exact counts without changing
 * the content other files see.
 */
export async function fakeList(page: Page, api: string, records: Record<string, unknown>[]) {
  await page.route(`**/api/${api}`, (route: Route) => (route.request().method() === 'GET' ? route.fulfill({ json: records }) : route.fallback()));
}

export const faqs = (n: number, tag = 'Spec FAQ') =>
  Array.from({ length: n }, (_, i) => ({ _id: `f${String(i + 1).padStart(3, '0')}`, question: `${tag} question ${i + 1}`, answer: `Answer ${i + 1}`, createdAt: '2026-01-02T03:04:05.000Z' }));

/** Answers every write to /api/<api> and /api/<api>/<id> with the given status (and JSON body). */
export async function failWrites(page: Page, api: string, status = 500, json: unknown = {}) {
  await page.route(new RegExp(`/api/${api}(/[^/?#]+)?$`), (route) => (route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status, json })));
}
