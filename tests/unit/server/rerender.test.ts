import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFiles } from '../../../src/integrations/built-html.ts';
import { png } from '../../api/images.ts';
import { adminToken, publishedAfter, startServer, type RunningServer } from '../../support/server.ts';

// A content-only publish renders the pages again from the last build's code (issue 17: an edit
// live in two seconds). What it publishes must be exactly what a full `astro build` of the same
// content gives: the real server, a real edit, then a real build compared page by page.
const ADMIN = { email: 'rerender@example.com', password: 'rerender-admin-password' };

describe('publishing an edit by rendering the pages again', () => {
  let server: RunningServer;
  let dir: string;
  let token: string;

  const published = (after: string) => publishedAfter(server, token, after);
  async function edit(entity: string, match: (r: Record<string, unknown>) => boolean, change: Record<string, unknown>) {
    const list = (await (await fetch(`${server.url}/api/${entity}`)).json()) as Record<string, unknown>[];
    const { _id, createdAt: _c, ...fields } = list.find(match)!;
    const res = await fetch(`${server.url}/api/${entity}/${_id}`, {
      method: 'PUT',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ ...fields, ...change }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  const liveDir = () => JSON.parse(readFileSync(join(dir, 'site', 'current.json'), 'utf8')).dir as string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'isp-rerender-'));
    server = await startServer({
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      SITE_DIR: join(dir, 'site'),
      PUBLISH: 'on',
      PUBLISH_DEBOUNCE_MS: '200',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    token = await adminToken(server.url, ADMIN.email, ADMIN.password);
    await published(''); // the first start's full build (its photos' variants from the test servers' shared cache)
  }, 400_000);

  afterAll(async () => {
    await server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes a price, a Nepali FAQ answer and an area without bundling again, the same pages a full build gives', async () => {
    const firstBuild = liveDir();
    const since = new Date().toISOString();
    // At once, so they are one publish even on a loaded machine: a second would prune the first build.
    await Promise.all([
      edit('plan', (p) => p.name === 'Fibernet', { price: 'Rs. 1,234' }),
      edit('faq', () => true, { answer_ne: 'नयाँ जवाफ: हाम्रो टोलीले २४ घण्टाभित्र सम्पर्क गर्नेछ।' }),
      edit('area', (a) => a.status === 'coming-soon', { status: 'available' }),
    ]);
    await published(since);

    expect(server.output()).toMatch(/Published \S+ in [\d.]+ s \(pages rendered again from the last build\)/);
    expect(await (await fetch(`${server.url}/plans`)).text()).toContain('Rs. 1,234');
    expect(await (await fetch(`${server.url}/ne/faq`)).text()).toContain('हाम्रो टोलीले २४ घण्टाभित्र सम्पर्क गर्नेछ');
    // A new folder: the version it replaced is untouched (hard links are never written through).
    const rendered = liveDir();
    expect(rendered).not.toBe(firstBuild);
    expect(readFileSync(join(firstBuild, 'plans', 'index.html'), 'utf8')).not.toContain('Rs. 1,234');

    // The same content built in full by `astro build`, as the server would build it.
    const full = join(dir, 'full');
    await astroBuild({
      API_URL: server.url,
      PORT: new URL(server.url).port,
      ASTRO_OUT_DIR: full,
      ASTRO_CACHE_DIR: join(dir, 'cache'),
    });
    const pages = (root: string) => htmlFiles(root).then((files) => files.map((f) => relative(root, f)).sort());
    const renderedPages = await pages(rendered);
    expect(renderedPages).toEqual(await pages(full));
    expect(renderedPages.length).toBeGreaterThan(15);
    for (const page of renderedPages)
      expect(
        firstDifference(readFileSync(join(rendered, page), 'utf8'), readFileSync(join(full, page), 'utf8')),
        page,
      ).toBeUndefined();
  }, 300_000);

  it('renders again when an edit brings a new photo: its variants are made and served (issue 27)', async () => {
    const since = new Date().toISOString();
    const form = new FormData();
    form.set('name', 'Festival offer');
    form.set('image', new File([(await png()) as Uint8Array<ArrayBuffer>], 'offer.png', { type: 'image/png' }));
    const res = await fetch(`${server.url}/api/slider`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: form,
    });
    expect(res.status).toBe(201);
    const { image } = (await res.json()) as { image: string };
    const logBefore = server.output().length;
    await published(since);

    const log = server.output().slice(logBefore);
    expect(log).toMatch(/Published \S+ in [\d.]+ s \(pages rendered again from the last build\)/);
    const home = await (await fetch(`${server.url}/`)).text();
    // The new photo (32 px wide) at its own width only, in both formats, named by its stored name.
    const stem = image.replace(/\.[^.]+$/, '');
    const slide = [...new Set(home.match(new RegExp(`/_astro/media/${stem}-[^"' &]+`, 'g')) ?? [])].sort();
    expect(slide).toEqual([`/_astro/media/${stem}-32.avif`, `/_astro/media/${stem}-32.webp`]);
    for (const url of slide) {
      const variant = await fetch(`${server.url}${url}`);
      expect(variant.status, url).toBe(200);
      expect(variant.headers.get('cache-control'), url).toContain('immutable');
    }
  }, 300_000);

  // The API tests check that a change asks for a publish (a stand-in publisher records it); here each kind of
  // content a visitor sees, changed through the API, is on its page once the real publish is live.
  it('each kind of published content, edited, is on its public page after the publish', async () => {
    const since = new Date().toISOString();
    const mark = (kind: string) => `Marked ${kind} ${since.slice(11, 19)}`;
    const kinds: [entity: string, field: string, page: string][] = [
      ['slider', 'title', '/'],
      ['notice', 'title', '/'],
      ['testimonial', 'comment', '/'],
      ['plan', 'name', '/plans'],
      ['faq', 'question', '/faq'],
      ['area', 'name', '/coverage'],
      ['incident', 'title', '/status'],
    ];
    // At once: one publish. The demo has no self-help steps: one is added (the support page shows the house's
    // own until there is one).
    const help = fetch(`${server.url}/api/help`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ title: mark('help'), text: 'Restart the router, then wait two minutes.' }),
    });
    await Promise.all([
      help.then((res) => expect(res.status).toBe(201)),
      ...kinds.map(([entity, field]) =>
        edit(entity, (r) => entity !== 'incident' || r.status === 'resolved', { [field]: mark(entity) }),
      ),
    ]);
    kinds.push(['help', 'title', '/support']);
    await published(since);
    // An edit that came in as that publish began goes live with the next one (each asks for its own).
    for (const [entity, , page] of kinds)
      await expect
        .poll(async () => (await fetch(`${server.url}${page}`)).text(), {
          timeout: 120_000,
          interval: 500,
          message: `${entity} on ${page}`,
        })
        .toContain(mark(entity));
  }, 300_000);
});

/**
 * A page without what differs between any two builds: the captcha placeholder's random noise, and
 * the island ids Astro derives from each island's HTML (which holds that noise).
 */
const withoutChance = (html: string) =>
  html.replace(/ uid="[^"]*"/g, '').replace(/(<svg[^>]*select-none[^>]*>).*?<\/svg>/g, '$1</svg>');

/** Where two pages first differ, with a little of each around it; undefined when they are the same. */
function firstDifference(rendered: string, built: string) {
  const [a, b] = [rendered, built].map(withoutChance);
  if (a === b) return undefined;
  let i = 0;
  while (a[i] === b[i]) i++;
  return { at: i, rendered: a.slice(Math.max(0, i - 80), i + 80), built: b.slice(Math.max(0, i - 80), i + 80) };
}

function astroBuild(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--silent'], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited ${code}: ${log.slice(-2000)}`)),
    );
  });
}
