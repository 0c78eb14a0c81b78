import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchSchema } from '../support/postgres.ts';
import { type RunningServer, startServer } from '../support/server.ts';

// Never stale (issue 28): a server restarted with another SITE_URL and another database serves
// the new address and the new database's content before anyone edits anything, and never the
// site another database built, though it is still in SITE_DIR.

const dir = mkdtempSync(join(tmpdir(), 'never-stale-'));
const siteDir = join(dir, 'site');
const running: RunningServer[] = [];
let schema: Awaited<ReturnType<typeof scratchSchema>> | undefined;
afterAll(async () => {
  await Promise.all(running.map((s) => s.kill()));
  await schema?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const DEMO_PLAN = 'Fibernet'; // a plan the demo seeds (src/server/demo/content.ts)

/** Starts a publishing server and reads / from the moment it answers until the site is there. */
async function start(env: Record<string, string>) {
  const server = await startServer({ PUBLISH: 'on', SITE_DIR: siteDir, PUBLISH_DEBOUNCE_MS: '200', ...env });
  running.push(server);
  const seen: string[] = [];
  for (const deadline = Date.now() + 240_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const res = await fetch(`${server.url}/`);
    const html = await res.text();
    if (res.status === 200) seen.push(html);
    if (res.status === 200 && canonical(html) === `${env.SITE_URL}/`) return { server, seen };
  }
  throw new Error(`never served ${env.SITE_URL}: ${server.output().slice(-2000)}`);
}

describe('a restarted server never serves a stale site', () => {
  it('serves the new address and the new database at once, then rebuilds for a new address', {
    timeout: 600_000,
  }, async () => {
    const first = await start({
      DATABASE_URL: `file:${join(dir, 'one.db')}`,
      SITE_URL: 'https://one.example.np',
      SEED_DEMO: 'true',
    });
    expect(await (await fetch(`${first.server.url}/plans`)).text()).toContain(DEMO_PLAN);
    await first.server.kill();

    // Another database (PostgreSQL when the suite has one, as an operator switching would) with no
    // demo content, and another address: the old folder is still in SITE_DIR.
    if (process.env.TEST_DATABASE_URL) schema = await scratchSchema('stale');
    const other = schema?.url ?? `file:${join(dir, 'two.db')}`;
    const second = await start({ DATABASE_URL: other, SITE_URL: 'https://two.example.np', SEED_DEMO: 'false' });
    // Every page it served named the new address: the first database's site was never shown.
    expect(second.seen.map(canonical)).toEqual(second.seen.map(() => 'https://two.example.np/'));
    const plans = await (await fetch(`${second.server.url}/plans`)).text();
    expect(plans).not.toContain(DEMO_PLAN);
    expect(canonical(plans)).toBe('https://two.example.np/plans/');
    await second.server.kill();

    // The same database at a third address: the last good version (two) may be served while the
    // new one builds, and the new address is live without an edit.
    const third = await start({ DATABASE_URL: other, SITE_URL: 'https://three.example.np', SEED_DEMO: 'false' });
    for (const html of third.seen)
      expect(['https://two.example.np/', 'https://three.example.np/']).toContain(canonical(html));
    expect(third.server.output()).toContain('the site was built for another address, database, settings or release');
  });
});
