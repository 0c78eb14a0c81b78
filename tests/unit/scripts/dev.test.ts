// `npm run dev` (scripts/dev.ts) as a developer uses it: the real API on PORT+1 and `astro dev` on
// PORT, a fresh database. The public islands are React-API sources rendered by Preact; in the dev
// server their `react` imports once went to the real React and every island failed to render
// ("Unable to render PlanTabs!"), and the admin crashed in the browser on `process.env`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium, type Browser, type Locator } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import e2e from '../../../playwright.config.ts';
import { ROOT, sleep, tempWorkspace } from '../../../scripts/lib/server.ts';
import { freePort } from '../../support/server.ts';

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });

/** A free port whose next one is free too: dev.ts puts the API on PORT+1. */
async function freePortPair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (await canListen(port + 1)) return port;
  }
}

/** The environment without Vitest's marks (NODE_ENV=test, VITEST…), which change how astro dev serves. */
function developerEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
  );
}

describe('npm run dev', () => {
  const workspace = tempWorkspace('dev');
  let dev: ChildProcess;
  let base: string;
  let output = '';
  let browser: Browser | undefined;

  beforeAll(async () => {
    const port = await freePortPair();
    base = `http://127.0.0.1:${port}`;
    // Its own process group, so the API, its --watch child and astro dev all stop together.
    // --ignore-lock: beside a developer's own `npm run dev`, which astro dev would refuse to join.
    dev = spawn(process.execPath, ['scripts/run.js', 'scripts/dev.ts', '--ignore-lock'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...developerEnv(),
        PORT: String(port),
        DATABASE_URL: workspace.databaseUrl,
        SITE_DIR: workspace.siteDir,
        LOG_LOGINS: 'false',
      },
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    dev.stdout!.on('data', keep);
    dev.stderr!.on('data', keep);
    const answers = (url: string) =>
      fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.status,
        () => 0,
      );
    // Astro's first start bundles the islands' dependencies for Vite: 20 s alone, and 45 s was not enough
    // beside the browser tests' builds in CI's run of 2026-11-29. A start that fails fails at once (exitCode).
    const deadline = Date.now() + 100_000;
    // Up once the API is healthy and astro dev answers at all (a page that failed answers too).
    while (
      (await answers(`http://127.0.0.1:${port + 1}/api/health`)) !== 200 ||
      (await answers(`${base}/favicon.svg`)) === 0
    ) {
      if (dev.exitCode !== null) throw new Error(`npm run dev exited (${dev.exitCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm run dev did not start in time:\n${output}`);
      await sleep(300);
    }
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (dev?.pid && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev.once('exit', resolve));
      process.kill(-dev.pid, 'SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (dev.exitCode === null) process.kill(-dev.pid, 'SIGKILL');
    }
    workspace.remove();
  });

  it('renders the public islands on the server with Preact', async () => {
    const html = await (await fetch(`${base}/plans`)).text();
    const island = html.match(/<astro-island[^>]*component-url="[^"]*PlanTabs\.tsx"[^>]*>([\s\S]*?)<\/astro-island>/);
    expect(island, 'the PlanTabs island').not.toBeNull();
    expect(island![0]).toContain('@astrojs/preact');
    // Its server-rendered content: the tabs and a plan's card (an island that failed is empty).
    expect(island![1]).toContain('role="tablist"');
    expect(island![1]).toMatch(/<h2[^>]*>Fibernet<\/h2>/);
    expect(output).not.toContain('Unable to render');
  });

  it('hydrates the islands and the admin in the browser', async () => {
    // The machine's Chromium, launched as the end-to-end tests launch it.
    browser = await chromium.launch(e2e.use?.launchOptions);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // An island that fails to hydrate says so on the console only: kept to explain a timeout.
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    const shown = (what: Locator) =>
      what.waitFor({ timeout: 30_000 }).catch((e: Error) => {
        throw new Error(`${e.message}\nconsole errors:\n${consoleErrors.join('\n')}`);
      });
    await page.goto(`${base}/plans`);
    // The first visit may make Vite optimise the islands' dependencies and reload the page.
    await shown(page.locator('astro-island[component-url$="PlanTabs.tsx"]:not([ssr])'));
    await page.getByRole('tab', { name: 'SME' }).click();
    await page.getByRole('heading', { name: 'SME Starter' }).waitFor({ timeout: 5000 });
    await page.goto(`${base}/admin/login`);
    await shown(page.getByLabel('Email'));
    expect(errors).toEqual([]);
  }, 60_000);
});
