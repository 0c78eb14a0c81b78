import { expect, it } from 'vitest';
import { purgeTrash, trashPurger } from '../../src/server/history/trash.ts';
import { createContent } from './content.ts';
import { png } from './images.ts';
import { ADMIN, forEachDatabase, form } from './setup.ts';
import { SAMPLES } from './samples.ts';

const DAY = 24 * 3600_000;
const later = (days: number) => new Date(Date.now() + days * DAY);

forEachDatabase('revisions', (ctx) => {
  it('lists a record’s history newest first as { _id, at, by, action, before, after }', async () => {
    const plan = await createContent(ctx, 'plan');
    await ctx.call('PUT', `/api/plan/${plan._id}`, { json: { ...SAMPLES.plan.valid, price: 'Rs. 1,800' } });
    const res = await ctx.call('GET', `/api/plan/${plan._id}/revisions`);
    expect(res.status).toBe(200);
    const [update, create] = await res.json();
    expect(Object.keys(update).sort()).toEqual(['_id', 'action', 'after', 'at', 'before', 'by']);
    expect(update).toMatchObject({
      action: 'update',
      by: { name: 'Site Admin' },
      before: { price: 'Rs. 1,500' },
      after: { price: 'Rs. 1,800' },
    });
    expect(create).toMatchObject({
      action: 'create',
      before: null,
      after: { _id: plan._id, price: 'Rs. 1,500', features: SAMPLES.plan.valid.features },
    });
    expect(Date.parse(update.at)).toBeGreaterThanOrEqual(Date.parse(create.at));
    expect((await ctx.call('GET', `/api/plan/${plan._id}/revisions`, { token: null })).status).toBe(401);
  });

  it('restores a version: the record is back, the restore is itself a revision, and the site republishes', async () => {
    const slider = await createContent(ctx, 'slider', { name: 'Dashain offer' });
    const renamed = await (
      await ctx.call('PUT', `/api/slider/${slider._id}`, {
        form: form({ name: 'Tihar offer' }, { bytes: await png() }),
      })
    ).json();
    expect(renamed.image).not.toBe(slider.image);
    const [, created] = await (await ctx.call('GET', `/api/slider/${slider._id}/revisions`)).json();
    const published = ctx.published.length;
    const res = await ctx.call('POST', `/api/slider/${slider._id}/revisions/${created._id}/restore`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ _id: slider._id, name: 'Dashain offer', image: slider.image });
    expect((await ctx.app.request(`/uploads/${slider.image}`)).status).toBe(200);
    expect(ctx.published.slice(published)).toEqual(['slider']);
    const [latest] = await (await ctx.call('GET', `/api/slider/${slider._id}/revisions`)).json();
    expect(latest).toMatchObject({
      action: 'restore',
      before: { name: 'Tihar offer' },
      after: { name: 'Dashain offer' },
    });
  });

  it('answers an unknown revision, a revision of another record and a bad id with 404', async () => {
    const a = await createContent(ctx, 'faq');
    const b = await createContent(ctx, 'faq');
    const [ofB] = await (await ctx.call('GET', `/api/faq/${b._id}/revisions`)).json();
    expect((await ctx.call('POST', `/api/faq/${a._id}/revisions/${ofB._id}/restore`)).status).toBe(404);
    expect((await ctx.call('POST', `/api/faq/${a._id}/revisions/ffffffffffffffffffffffff/restore`)).status).toBe(404);
    expect((await ctx.call('GET', '/api/faq/nope/revisions')).status).toBe(404);
  });

  it('keeps a user’s changes without ever storing a password or its hash', async () => {
    const password = 'a secret password 42';
    const created = await (
      await ctx.call('POST', '/api/users', {
        json: { name: 'Gita', email: 'gita@example.com', password, verifyPassword: password },
      })
    ).json();
    await ctx.call('PUT', `/api/users/${created._id}`, { json: { name: 'Gita Rai' } });
    await ctx.call('PUT', `/api/users/${created._id}`, {
      json: { password: `${password}!`, verifyPassword: `${password}!` },
    });
    const res = await ctx.call('GET', `/api/users/${created._id}/revisions`);
    const text = await res.text();
    expect(JSON.parse(text).map((r: { action: string }) => r.action)).toEqual(['password', 'update', 'create']);
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/passwordHash|scrypt|\$/);
    const [, update] = JSON.parse(text);
    const restored = await ctx.call('POST', `/api/users/${created._id}/revisions/${update._id}/restore`);
    expect(await restored.json()).toMatchObject({ name: 'Gita Rai', email: 'gita@example.com' });
    expect(
      (
        await ctx.call('POST', '/api/users/login', {
          json: { email: 'gita@example.com', password: `${password}!` },
          token: null,
        })
      ).status,
    ).toBe(200);
  });
});

forEachDatabase('recently deleted', (ctx) => {
  it('keeps a deleted record with its image and brings it back with its _id, in its old place', async () => {
    const notices = [
      await createContent(ctx, 'notice'),
      await createContent(ctx, 'notice'),
      await createContent(ctx, 'notice'),
    ];
    const gone = notices[1];
    expect((await ctx.call('DELETE', `/api/notice/${gone._id}`)).status).toBe(200);
    expect((await ctx.app.request(`/uploads/${gone.image}`)).status).toBe(200);
    const trash = await (await ctx.call('GET', '/api/trash')).json();
    expect(trash[0]).toMatchObject({
      _id: gone._id,
      entity: 'notice',
      by: { name: 'Site Admin' },
      record: { _id: gone._id, title: gone.title, image: gone.image },
    });
    expect((await ctx.call('GET', '/api/trash', { token: null })).status).toBe(401);
    expect((await ctx.call('POST', `/api/notice/${gone._id}/revisions/${'f'.repeat(24)}/restore`)).status).toBe(404);

    const published = ctx.published.length;
    const res = await ctx.call('POST', `/api/trash/${gone._id}/restore`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      _id: gone._id,
      title: gone.title,
      image: gone.image,
      createdAt: gone.createdAt,
    });
    expect(ctx.published.slice(published)).toEqual(['notice']);
    const order = (await (await ctx.call('GET', '/api/notice')).json()).map((n: { _id: string }) => n._id);
    expect(order).toEqual(notices.map((n) => n._id));
    expect(await (await ctx.call('GET', '/api/trash')).json()).toEqual([]);
    expect((await ctx.call('POST', `/api/trash/${gone._id}/restore`)).status).toBe(404);
    const actions = (await (await ctx.call('GET', `/api/notice/${gone._id}/revisions`)).json()).map(
      (r: { action: string }) => r.action,
    );
    expect(actions).toEqual(['restore', 'delete', 'create']);
  });

  it('refuses to restore a version of a record that sits in the trash (409)', async () => {
    const faq = await createContent(ctx, 'faq');
    const [created] = await (await ctx.call('GET', `/api/faq/${faq._id}/revisions`)).json();
    await ctx.call('DELETE', `/api/faq/${faq._id}`);
    const res = await ctx.call('POST', `/api/faq/${faq._id}/revisions/${created._id}/restore`);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/Recently deleted/);
  });

  it('keeps deleted submissions too, and restores them', async () => {
    const booking = await (await ctx.call('POST', '/api/booking', { json: SAMPLES.booking.valid, token: null })).json();
    await ctx.call('DELETE', `/api/booking/${booking._id}`);
    expect((await (await ctx.call('GET', '/api/booking')).json()).map((b: { _id: string }) => b._id)).not.toContain(
      booking._id,
    );
    expect((await ctx.call('POST', `/api/trash/${booking._id}/restore`)).status).toBe(200);
    expect((await (await ctx.call('GET', '/api/booking')).json()).map((b: { _id: string }) => b._id)).toContain(
      booking._id,
    );
  });

  it('purges what has been deleted for 30 days, with its history and its image, and nothing younger', async () => {
    const slider = await createContent(ctx, 'slider');
    await ctx.call('DELETE', `/api/slider/${slider._id}`);
    expect(await purgeTrash(ctx.database.db, later(29))).toMatchObject({ records: 0 });
    expect((await ctx.app.request(`/uploads/${slider.image}`)).status).toBe(200);
    const purged = await purgeTrash(ctx.database.db, later(31));
    expect(purged.records).toBeGreaterThanOrEqual(1);
    expect(await (await ctx.call('GET', '/api/trash')).json()).toEqual([]);
    expect((await ctx.app.request(`/uploads/${slider.image}`)).status).toBe(404);
    expect(await (await ctx.call('GET', `/api/slider/${slider._id}/revisions`)).json()).toEqual([]);
    expect((await ctx.call('POST', `/api/trash/${slider._id}/restore`)).status).toBe(404);
  });

  it('a fault report purged for good takes its public story and tracking link with it; restorable until then', async () => {
    const res = await ctx.call('POST', '/api/ticket', {
      json: { name: 'Purged Customer', phone: '9855555501', area: 'Itahari-6', category: 'slow', description: 'Slow' },
      token: null,
    });
    expect(res.status).toBe(201);
    const ticket = await res.json();
    const rows = async () => ({
      events: (
        await ctx.database.db.selectFrom('ticket_event').select('seq').where('ticketId', '=', ticket._id).execute()
      ).length,
      tokens: (
        await ctx.database.db.selectFrom('ticket_token').select('hash').where('ticketId', '=', ticket._id).execute()
      ).length,
    });
    expect(await rows()).toEqual({ events: 1, tokens: 1 });
    await ctx.call('DELETE', `/api/ticket/${ticket._id}`);
    await purgeTrash(ctx.database.db, later(29));
    expect(await rows()).toEqual({ events: 1, tokens: 1 });
    await purgeTrash(ctx.database.db, later(31));
    expect(await rows()).toEqual({ events: 0, tokens: 0 });
  });

  it('purges at start-up and then on its timer (injected clock)', async () => {
    const first = await createContent(ctx, 'faq');
    await ctx.call('DELETE', `/api/faq/${first._id}`);
    let clock = later(0);
    const purger = trashPurger(ctx.database.db, { now: () => clock, intervalMs: 25 });
    expect((await purger.start()).records).toBe(0);
    clock = later(31);
    try {
      await expect
        .poll(async () => (await (await ctx.call('GET', '/api/trash')).json()).length, { timeout: 5000 })
        .toBe(0);
    } finally {
      purger.stop();
    }
    const second = await createContent(ctx, 'faq');
    await ctx.call('DELETE', `/api/faq/${second._id}`);
    expect((await trashPurger(ctx.database.db, { now: () => later(31) }).run()).records).toBe(1);
  });
});

forEachDatabase('audit trail', (ctx) => {
  type Entry = {
    action: string;
    entity: string;
    recordId: string;
    user: { email: string; name: string };
    address: string;
    at: string;
    summary: string;
    recordName: string;
    recordExists: boolean;
  };
  const audit = async (query = '') => {
    const res = await ctx.call('GET', `/api/audit${query}`);
    expect(res.status).toBe(200);
    return { total: Number(res.headers.get('x-total-count')), entries: (await res.json()) as Entry[] };
  };

  it('records every admin write, sign-in and failed sign-in with user, address and time, never a password or a token', async () => {
    const faq = await createContent(ctx, 'faq');
    await ctx.call('PUT', `/api/faq/${faq._id}`, { json: { ...SAMPLES.faq.valid, hidden: true } });
    await ctx.call('PUT', `/api/faq/${faq._id}`, { json: { ...SAMPLES.faq.valid, answer: 'No.', hidden: true } });
    await ctx.call('PUT', '/api/faq/order', { json: { ids: [faq._id] } });
    await ctx.call('DELETE', `/api/faq/${faq._id}`);
    await ctx.call('POST', `/api/trash/${faq._id}/restore`);
    const booking = await (await ctx.call('POST', '/api/booking', { json: SAMPLES.booking.valid, token: null })).json();
    expect(
      (
        await ctx.call('PATCH', `/api/booking/${booking._id}`, {
          json: { status: 'contacted', note: 'Called, will visit Sunday' },
        })
      ).status,
    ).toBe(200);
    await ctx.call('DELETE', `/api/booking/${booking._id}`);
    await ctx.call('POST', '/api/users/login', {
      json: { email: ADMIN.email, password: 'wrong password' },
      token: null,
    });
    await ctx.call('POST', '/api/users/login', { json: ADMIN, token: null });
    await ctx.call('PUT', '/api/faq/order', { json: { ids: [] } }); // refused: not audited as a write

    const { entries } = await audit('?limit=100');
    const lines = entries.map((e) => `${e.action} ${e.entity}`);
    expect(lines.slice(0, 10)).toEqual([
      'sign-in users',
      'sign-in failed users',
      'delete booking',
      'update booking',
      'restore faq',
      'delete faq',
      'reorder faq',
      'update faq',
      'hide faq',
      'create faq',
    ]);
    expect(entries.find((e) => e.entity === 'booking' && e.action === 'update')?.summary).toMatch(
      /status.*notes|notes.*status/,
    );
    expect(entries[0].user).toMatchObject({ email: ADMIN.email, name: 'Site Admin' });
    expect(entries.find((e) => e.action === 'update' && e.entity === 'faq')).toMatchObject({
      recordId: faq._id,
      summary: 'answer',
      user: { email: ADMIN.email, name: 'Site Admin' },
    });
    expect(entries.find((e) => e.action === 'create')?.recordId).toBe(faq._id);
    expect(entries.find((e) => e.action === 'sign-in failed')?.user.email).toBe(ADMIN.email);
    for (const e of entries) {
      expect(e.address).toBeTruthy();
      expect(Date.parse(e.at)).not.toBeNaN();
    }
    const text = JSON.stringify(entries);
    for (const secret of [ADMIN.password, 'wrong password', ctx.token]) expect(text).not.toContain(secret);
    expect(entries.some((e) => e.action === 'create' && e.entity === 'booking')).toBe(false);
  });

  it('pages (page, limit, X-Total-Count) and filters by user, entity and action', async () => {
    const all = await audit('?limit=100');
    const page2 = await audit('?page=2&limit=2');
    expect(page2.total).toBe(all.total);
    expect(page2.entries).toEqual(all.entries.slice(2, 4));
    const hides = await audit('?action=hide');
    expect(hides.entries.length).toBe(hides.total);
    expect(hides.entries.every((e) => e.action === 'hide')).toBe(true);
    expect((await audit('?entity=booking')).entries.map((e) => e.action)).toEqual(['delete', 'update']);
    expect((await audit(`?user=${encodeURIComponent(ADMIN.email.toUpperCase())}`)).total).toBe(all.total);
    expect((await audit('?user=nobody@example.com')).total).toBe(0);
    for (const bad of ['?page=0', '?limit=x', '?page=-1'])
      expect((await ctx.call('GET', `/api/audit${bad}`)).status).toBe(400);
    // Numbers no offset can take: a 400 naming the parameter (page=1e308 was a 500 on SQLite).
    for (const [bad, name] of [
      ['?page=1e308', 'page'],
      ['?page=9007199254740993', 'page'],
      ['?page=1000001', 'page'],
      ['?page=2.5', 'page'],
      ['?limit=1e3', 'limit'],
      ['?limit=101', 'limit'],
    ]) {
      const res = await ctx.call('GET', `/api/audit${bad}`);
      expect(res.status, bad).toBe(400);
      const body = await res.json();
      expect(body.message).toContain(name);
      expect(body.errors).toHaveProperty(name);
    }
    expect((await ctx.call('GET', '/api/audit?page=1000000&limit=100')).status).toBe(200);
    expect((await ctx.call('GET', '/api/audit', { token: null })).status).toBe(401);
  });

  it('names the record an entry is about, as it was then, and which fields changed; says whether it is still there', async () => {
    const plan = await createContent(ctx, 'plan', { name: 'Fibernet Named' });
    await ctx.call('PUT', `/api/plan/${plan._id}`, {
      json: { ...SAMPLES.plan.valid, name: 'Fibernet Named', price: 'Rs. 1,800', speed: '50 Mbps' },
    });
    const question = `How fast is the Fibernet plan in Itahari ward number six when ${'every '.repeat(12)}neighbour streams?`;
    const faq = await createContent(ctx, 'faq', { question });
    await ctx.call('DELETE', `/api/faq/${faq._id}`);
    const booking = await (
      await ctx.call('POST', '/api/booking', {
        json: { ...SAMPLES.booking.valid, customerName: 'Sita Sharma' },
        token: null,
      })
    ).json();
    await ctx.call('PATCH', `/api/booking/${booking._id}`, { json: { status: 'contacted' } });

    const { entries } = await audit('?limit=100');
    const about = (id: string, action: string) => entries.find((e) => e.recordId === id && e.action === action)!;
    expect(about(plan._id, 'create')).toMatchObject({ recordName: 'Fibernet Named', recordExists: true });
    const update = about(plan._id, 'update');
    expect(update).toMatchObject({ recordName: 'Fibernet Named', recordExists: true });
    expect(update.summary.split(', ').sort()).toEqual(['price', 'speed']);
    // A long question is shortened at a word; a deleted record is still named, and no longer there.
    const deleted = about(faq._id, 'delete');
    expect(deleted.recordExists).toBe(false);
    expect(deleted.recordName).toMatch(/^How fast is the Fibernet plan in Itahari ward number six when every .*…$/);
    expect(deleted.recordName.length).toBeLessThanOrEqual(81);
    expect(question.startsWith(deleted.recordName.slice(0, -1))).toBe(true);
    expect(about(faq._id, 'create')).toMatchObject({ recordName: deleted.recordName, recordExists: false });
    expect(about(booking._id, 'update')).toMatchObject({ recordName: 'Sita Sharma', recordExists: true });
    expect(about(booking._id, 'update').summary).toContain('status');
    // A user by their name; a write of no one record names none.
    const user = await (
      await ctx.call('POST', '/api/users', {
        json: {
          name: 'Named Editor',
          email: 'named-editor@example.com',
          password: 'a-long-password',
          verifyPassword: 'a-long-password',
        },
      })
    ).json();
    await ctx.call('PUT', `/api/users/${user._id}`, { json: { name: 'Renamed Editor' } });
    await ctx.call('DELETE', `/api/users/${user._id}`);
    const after = (await audit('?entity=users&limit=100')).entries;
    expect(after.find((e) => e.recordId === user._id && e.action === 'update')).toMatchObject({
      recordName: 'Renamed Editor',
      summary: 'name',
    });
    expect(after.find((e) => e.recordId === user._id && e.action === 'delete')).toMatchObject({
      recordName: 'Renamed Editor',
      recordExists: false,
    });
    const plans = (await (await ctx.call('GET', '/api/plan')).json()) as { _id: string }[];
    expect(
      (await ctx.call('PUT', '/api/plan/order', { json: { ids: plans.map((p) => p._id).reverse() } })).status,
    ).toBe(200);
    expect((await audit('?action=reorder')).entries[0]).toMatchObject({
      entity: 'plan',
      recordName: '',
      recordExists: false,
    });
  });
});
