import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The bar every page and screen is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Scope {
  /** only this part of the page (a selector) */
  include?: string;
  /** leave this part out (a selector): toasts, whose colours fade */
  exclude?: string;
}

/**
 * axe-core's violations of WCAG 2.2 AA on the page as it is now, one line each: the rule, its impact, its help
 * and the first three elements, so a failure names what to fix. `toEqual([])` on it is the check.
 *
 * Legacy mode runs axe.run in the page's own frames, where the default runs axe.runPartial in each and then
 * axe.finishRun in a blank page it opens for that: a third less time a scan, over the hundred or so scans of
 * the browser tests (docs/testing.md). What it leaves out is frames of another origin, and the only one the
 * site shows is OpenStreetMap's map on /contact, which is not ours to check; the iframe element itself (its
 * title) is still checked.
 */
export async function axeViolations(page: Page, { include, exclude }: Scope = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(WCAG).setLegacyMode();
  if (include) axe = axe.include(include);
  if (exclude) axe = axe.exclude(exclude);
  const { violations } = await axe.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/** Until the page's animations have finished: axe reads colours mid-fade as low contrast. */
export const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
