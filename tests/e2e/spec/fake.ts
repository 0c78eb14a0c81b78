import type { Page, Route } from '@playwright/test';

/** The glob of a list's GET as the admin sends it: a page (page, search, sort parameters) or the whole list. */
export const listGet = (api: string) => `**/api/${api}{,?*}`;

/**
 * Serves an admin list from the test instead of the database (GET only; other methods go on to
 * the server unless a test routes them too), so a spec can show exact counts without changing
 * the content other files see. It answers as the API does: the asked page (page, limit, q, sort,
 * order) with the total of matches in X-Total-Count, or the whole list without them.
 */
export async function fakeList(page: Page, api: string, records: Record<string, unknown>[]) {
  await page.route(listGet(api), (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const params = new URL(route.request().url()).searchParams;
    const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const text = (r: Record<string, unknown>) =>
      Object.entries(r)
        .filter(([k]) => !['_id', 'createdAt', 'image'].includes(k))
        .map(([, v]) => String(v))
        .join(' ')
        .toLowerCase();
    let list = records.filter((r) => words.every((w) => text(r).includes(w)));
    const sort = params.get('sort');
    if (sort) list = [...list].sort((a, b) => String(a[sort]).localeCompare(String(b[sort])));
    if (params.get('order') === 'desc') list = [...list].reverse();
    const limit = Number(params.get('limit') ?? 10);
    const paged = params.has('page') || params.has('limit');
    const from = (Number(params.get('page') ?? 1) - 1) * limit;
    return route.fulfill({
      json: paged ? list.slice(from, from + limit) : list,
      headers: { 'X-Total-Count': String(list.length) },
    });
  });
}

/** Serves GET /api/stats, the dashboard's counts, from the test. */
export async function fakeStats(page: Page, stats: Record<string, number>) {
  await page.route('**/api/stats', (route: Route) => route.fulfill({ json: stats }));
}

export const faqs = (n: number, tag = 'Spec FAQ') =>
  Array.from({ length: n }, (_, i) => ({
    _id: `f${String(i + 1).padStart(3, '0')}`,
    question: `${tag} question ${i + 1}`,
    answer: `Answer ${i + 1}`,
    createdAt: '2026-01-02T03:04:05.000Z',
  }));

/** Answers every write to /api/<api> and /api/<api>/<id> with the given status (and JSON body). */
export async function failWrites(page: Page, api: string, status = 500, json: unknown = {}) {
  await page.route(new RegExp(`/api/${api}(/[^/?#]+)?$`), (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill({ status, json }),
  );
}
