import type { Locator, Page } from '@playwright/test';

/**
 * A screenshot for a person to look at (a screen at 375 and 1280 px, in both languages), written only with
 * E2E_SHOTS=1: no test asserts on it, and encoding full pages as PNG cost the gate's two cores for nothing
 * (docs/testing.md). The tests whose assertions read pixels take their screenshots themselves.
 */
export async function shot(target: Page | Locator, path: string, { fullPage = false } = {}) {
  if (!process.env.E2E_SHOTS) return;
  if ('goto' in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
