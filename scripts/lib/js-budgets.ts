// The JavaScript each public page may ship (gzip -9 bytes, every file it loads), issue 17. The
// Nepali twin of a page is held to its English page's budget. `npm run bench` fails when a page
// is over (checkBudgets), so a heavier island never slips in unnoticed.
import type { PageWeight } from './page-weight.ts';

const KB = 1024;

export const JS_BUDGETS: Record<string, number> = {
  '/': 75 * KB,
  '/plans': 75 * KB,
  '/booking': 75 * KB,
  '/contact': 75 * KB,
  '/refer': 75 * KB,
  // Issue 15's coverage check page, held to the bar of the other pages with a form.
  '/coverage': 75 * KB,
  // Issue 32: the speed test, its Web Worker included.
  '/speed-test': 25 * KB,
  // Issue 47: My account, the sign-in by SMS code and the customer's own account.
  '/account': 25 * KB,
  // Online payments' quick pay: the public budget.
  '/pay': 25 * KB,
  '/faq': 0,
  '/about': 0,
};

/** Every page with a budget, in both languages. */
export const BUDGETED_PAGES = Object.keys(JS_BUDGETS).flatMap((p) => [p, p === '/' ? '/ne/' : `/ne${p}`]);

/** The budget of a page in either language, or undefined when it has none. */
export function budgetOf(page: string): number | undefined {
  const english = page.replace(/^\/ne(?=\/|$)/, '') || '/';
  return JS_BUDGETS[english === '' ? '/' : english];
}

/** One line per page over its budget (none when all fit). */
export function overBudget(weights: Record<string, Pick<PageWeight, 'js'>>): string[] {
  const over: string[] = [];
  for (const [page, w] of Object.entries(weights)) {
    const budget = budgetOf(page);
    if (budget !== undefined && w.js > budget)
      over.push(`${page}: ${(w.js / KB).toFixed(1)} kB of JavaScript (gzip), budget ${(budget / KB).toFixed(0)} kB`);
  }
  return over;
}
