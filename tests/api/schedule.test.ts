import { expect, it } from 'vitest';
import { scheduleWatch } from '../../src/server/publishing/schedule.ts';
import { createContent, ORDERED, type Rec } from './content.ts';
import { forEachDatabase, type TestContext } from './setup.ts';

// Issue 31, scheduled content: a window (publishAt, unpublishAt) on sliders, notices, testimonials,
// plans and FAQs; the public list shows a record only inside it; the site republishes at each
// moment, once in the cluster, and a moment missed while no server ran is published on the next start.

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server's schedule watch, with a publisher that notes what it is asked for. */
function server(ctx: TestContext) {
  const published: string[] = [];
  const watch = scheduleWatch(ctx.database, { schedule: (reason) => void published.push(reason) }, () => {});
  return { published, check: watch.check, watch };
}

const ids = async (ctx: TestContext, path: string, token?: string | null) => {
  const res = await ctx.call('GET', path, { token });
  expect(res.status).toBe(200);
  const list = (await res.json()) as Rec[];
  expect(res.headers.get('x-total-count')).toBe(String(list.length));
  return list.map((r) => r._id);
};

forEachDatabase('scheduled content', (ctx) => {
  it('keeps payloads without a window working: the record is live, its moments empty', async () => {
    for (const entity of ORDERED) {
      const record = await createContent(ctx, entity);
      expect(record.publishAt).toBe('');
      expect(record.unpublishAt).toBe('');
      expect(await ids(ctx, `/api/${entity}`, null)).toContain(record._id);
    }
  });

  it('reads a moment without a zone as Nepal time and stores the UTC instant', async () => {
    const faq = await createContent(ctx, 'faq', {
      publishAt: '2026-10-05T06:00',
      unpublishAt: '2026-10-20T23:59:30+05:45',
    });
    expect(faq.publishAt).toBe('2026-10-05T00:15:00.000Z');
    expect(faq.unpublishAt).toBe('2026-10-20T18:14:30.000Z');
    const notice = await createContent(ctx, 'notice', { publishAt: '2026-10-05T00:15:00Z' });
    expect(notice.publishAt).toBe('2026-10-05T00:15:00.000Z');
  });

  it('refuses a window that closes before it opens, and a moment that is no date, with a 400 naming the field', async () => {
    const bad = [
      [{ publishAt: '2026-10-05T06:00', unpublishAt: '2026-10-05T06:00' }, 'unpublishAt', 'after Publish at'],
      [{ publishAt: '2026-10-05T06:00', unpublishAt: '2026-10-01T06:00' }, 'unpublishAt', 'after Publish at'],
      [{ publishAt: 'next Friday' }, 'publishAt', 'must be a date and time'],
      [{ unpublishAt: '2026-02-30T10:00' }, 'unpublishAt', 'must be a date and time'],
      [{ publishAt: 20261005 }, 'publishAt', 'must be a date and time'],
      // Before year 0 in UTC: refused at once, as it would be when typed again.
      [{ publishAt: '0000-01-01T00:00' }, 'publishAt', 'must be a date and time'],
      [{ publishAt: '-000001-12-31T18:15:00.000Z' }, 'publishAt', 'must be a date and time'],
    ] as const;
    for (const [extra, field, words] of bad) {
      const res = await ctx.call('POST', '/api/faq', { json: { question: 'When?', answer: 'Soon.', ...extra } });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.message).toEqual(expect.any(String));
      expect(body.errors[field]).toContain(words);
    }
    // An edit is held to the same rule, and the record stays as it was.
    const plan = await createContent(ctx, 'plan');
    const res = await ctx.call('PUT', `/api/plan/${plan._id}`, {
      json: { ...plan, publishAt: '2026-12-01T00:00', unpublishAt: '2026-11-01T00:00' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.unpublishAt).toBe('Unpublish at must be after Publish at');
    expect((await (await ctx.call('GET', `/api/plan/${plan._id}`)).json()).publishAt).toBe('');
  });

  it('shows visitors only what is inside its window; staff see all and filter by state', async () => {
    const now = Date.now();
    const live = await createContent(ctx, 'testimonial', { publishAt: iso(now - HOUR), unpublishAt: iso(now + HOUR) });
    const scheduled = await createContent(ctx, 'testimonial', { publishAt: iso(now + HOUR) });
    const expired = await createContent(ctx, 'testimonial', { unpublishAt: iso(now - HOUR) });

    const visible = await ids(ctx, '/api/testimonial', null);
    expect(visible).toContain(live._id);
    expect(visible).not.toContain(scheduled._id);
    expect(visible).not.toContain(expired._id);
    expect((await ctx.call('GET', `/api/testimonial/${scheduled._id}`, { token: null })).status).toBe(404);
    expect((await ctx.call('GET', `/api/testimonial/${expired._id}`, { token: null })).status).toBe(404);
    expect((await ctx.call('GET', `/api/testimonial/${live._id}`, { token: null })).status).toBe(200);
    // A paged public list counts only what it shows.
    const page = await ctx.call('GET', '/api/testimonial?page=1&limit=50', { token: null });
    expect(Number(page.headers.get('x-total-count'))).toBe(((await page.json()) as Rec[]).length);

    const all = await ids(ctx, '/api/testimonial');
    expect(all).toEqual(expect.arrayContaining([live._id, scheduled._id, expired._id]));
    expect(await ids(ctx, '/api/testimonial?schedule=scheduled')).toEqual([scheduled._id]);
    expect(await ids(ctx, '/api/testimonial?schedule=expired')).toEqual([expired._id]);
    const current = await ids(ctx, '/api/testimonial?schedule=live&page=1&limit=50');
    expect(current).toContain(live._id);
    expect(current).not.toContain(scheduled._id);
    const bad = await ctx.call('GET', '/api/testimonial?schedule=soon');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.schedule).toBe('schedule must be one of: live, scheduled, expired');
  });

  it('republishes at a moment once across servers, and after a restart for a moment missed meanwhile', async () => {
    const [a, b] = [server(ctx), server(ctx)];
    // What earlier tests left due is published first; from here on the mark is now.
    await Promise.all([a.check(), b.check()]);
    a.published.length = 0;
    b.published.length = 0;

    const soon = Date.now() + 1500;
    const plan = await createContent(ctx, 'plan', { publishAt: iso(soon), unpublishAt: iso(soon + 1500) });
    expect(await Promise.all([a.check(), b.check()])).toEqual([undefined, undefined]);
    expect(await ids(ctx, '/api/plan', null)).not.toContain(plan._id);
    const before = await ctx.database.db.selectFrom('publish_state').selectAll().executeTakeFirstOrThrow();

    await sleep(soon - Date.now() + 50);
    // Both servers check at the same moment: exactly one asks for the publish.
    const reasons = await Promise.all([a.check(), b.check(), a.check(), b.check()]);
    expect(reasons.filter(Boolean)).toEqual(['scheduled: a plan goes live']);
    expect([...a.published, ...b.published]).toEqual(['scheduled: a plan goes live']);
    const after = await ctx.database.db.selectFrom('publish_state').selectAll().executeTakeFirstOrThrow();
    expect(Number(after.requestSeq)).toBe(Number(before.requestSeq) + 1);
    expect(after.reason).toBe('scheduled: a plan goes live');
    // What that publish's build reads: the plan is live now.
    expect(await ids(ctx, '/api/plan', null)).toContain(plan._id);

    // Every server is down while the plan's window closes; the first to start publishes it.
    await sleep(soon + 1500 - Date.now() + 50);
    expect(await ids(ctx, '/api/plan', null)).not.toContain(plan._id);
    const restarted = server(ctx);
    expect(await restarted.check()).toBe('scheduled: a plan expires');
    expect(await Promise.all([a.check(), b.check(), restarted.check()])).toEqual([undefined, undefined, undefined]);
    expect(a.published.length + b.published.length + restarted.published.length).toBe(2);

    // A hidden record's moment changes nothing on the site: no publish.
    const hidden = await createContent(ctx, 'faq', { publishAt: iso(Date.now() + 300), hidden: true });
    await sleep(Date.parse(String(hidden.publishAt)) - Date.now() + 50);
    expect(await Promise.all([a.check(), b.check()])).toEqual([undefined, undefined]);
  });

  it('wakes at the next moment it knows of, not only at its interval', async () => {
    const a = server(ctx);
    await a.check();
    a.published.length = 0;
    const soon = Date.now() + 1200;
    await createContent(ctx, 'slider', { publishAt: iso(soon) });
    await createContent(ctx, 'slider', { publishAt: iso(soon + HOUR) });
    const until = (await a.watch.untilNext())!;
    expect(until).toBeGreaterThan(0);
    expect(until).toBeLessThanOrEqual(1200);
    // An interval of a minute: only the wake-up at the moment can publish within the test's seconds.
    a.watch.start(60_000);
    try {
      await expect.poll(() => a.published, { timeout: 5000, interval: 100 }).toEqual(['scheduled: a slider goes live']);
      expect(Date.now()).toBeGreaterThanOrEqual(soon);
      const next = (await a.watch.untilNext())!;
      expect(next).toBeGreaterThan(HOUR - 15_000);
      expect(next).toBeLessThanOrEqual(HOUR);
    } finally {
      a.watch.stop();
    }
  });

  it('republishes once a day, at the first check after a Nepal midnight, by one server of the cluster', async () => {
    const [a, b] = [server(ctx), server(ctx)];
    await Promise.all([a.check(), b.check()]);
    a.published.length = 0;
    b.published.length = 0;
    // The records of the tests above are hidden, so no record's moment is due, only the day's.
    for (const entity of ORDERED) await ctx.database.db.updateTable(entity).set({ hidden: 1 }).execute();
    // The mark is put back a day: as if the servers had last looked then.
    const yesterday = new Date(Date.now() - 24 * HOUR).toISOString();
    await ctx.database.db
      .updateTable('publish_state')
      .set({ scheduleCheckedAt: yesterday })
      .where('id', '=', 1)
      .execute();
    const reasons = await Promise.all([a.check(), b.check(), a.check(), b.check()]);
    expect(reasons.filter(Boolean)).toEqual(['scheduled: a new day for the status history']);
    expect([...a.published, ...b.published]).toEqual(['scheduled: a new day for the status history']);
    // The same day again: nothing.
    expect(await Promise.all([a.check(), b.check()])).toEqual([undefined, undefined]);
  });
});
