import { describe, expect, it } from 'vitest';
import { duePhases, maintenanceNotices } from '../../src/server/status/maintenance-notices.ts';
import { forEachDatabase, type TestContext } from './setup.ts';

// Maintenance notices (issue 49) under a controlled clock: 72 hours ahead, at the start and at the
// end, each queued once however many servers check and however often they restart.

const HOUR = 3_600_000;
let n = 0;
async function customer(ctx: TestContext, area: string, email: string, lang = 'en', status = 'active') {
  n += 1;
  await ctx.database.db
    .insertInto('customer')
    .values({
      id: String(n).padStart(24, 'c'),
      createdAt: new Date().toISOString(),
      customerId: `KN-${n}`,
      name: `C ${n}`,
      phone: '9800000000',
      email,
      area,
      lang,
      status,
    })
    .execute();
}
const outbox = (ctx: TestContext) =>
  ctx.database.db.selectFrom('outbox').select(['payload']).where('channel', '=', 'notice').orderBy('seq').execute();

forEachDatabase('regulator: maintenance notices', (ctx) => {
  describe('maintenanceNotices', () => {
    it('sends each notice once: at T−72 h, at the start and at the end, to the affected areas’ active customers', async () => {
      await ctx.call('POST', '/api/area', {
        json: { name: 'Itahari-6', name_ne: 'इटहरी-६', district: 'Sunsari', status: 'available', services: ['home'] },
      });
      await customer(ctx, 'Itahari-6', 'ram@example.com');
      await customer(ctx, 'Itahari-6', 'sita@example.com', 'ne');
      await customer(ctx, 'Itahari-6', ''); // no email
      await customer(ctx, 'Itahari-6', 'gone@example.com', 'en', 'disconnected');
      await customer(ctx, 'Dharan', 'hari@example.com'); // another area
      const start = Date.now() + 100 * HOUR;
      const res = await ctx.call('POST', '/api/incident', {
        json: {
          title: 'Core upgrade',
          title_ne: 'मुख्य नेटवर्क स्तरोन्नति',
          kind: 'maintenance',
          areas: ['Itahari-6'],
          services: [],
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(start + 2 * HOUR).toISOString(),
          status: 'scheduled',
          updates: [],
        },
      });
      expect(res.status).toBe(201);
      const incident = await res.json();
      // Two servers of a cluster, and a third standing for a restart.
      const servers = [1, 2, 3].map(() => maintenanceNotices(ctx.database.db, { sendsEmail: () => true }));
      const at = async (ms: number) => {
        let queued = 0;
        for (const s of servers) queued += await s.check(new Date(ms));
        return queued;
      };
      expect(await at(start - 73 * HOUR)).toBe(0);
      expect(await at(start - 72 * HOUR + 60_000)).toBe(2);
      expect(await at(start - 71 * HOUR)).toBe(0);
      expect(await at(start + 60_000)).toBe(2);
      expect(await at(start + HOUR)).toBe(0);
      // Resolved early: the end notice goes at the next check.
      await ctx.call('PUT', `/api/incident/${incident._id}`, { json: { ...incident, status: 'resolved' } });
      expect(await at(start + 1.5 * HOUR)).toBe(2);
      expect(await at(start + 3 * HOUR)).toBe(0);
      const mails = (await outbox(ctx)).map((r) => JSON.parse(r.payload));
      expect(mails.map((m) => [m.phase, m.to])).toEqual([
        ['ahead', 'ram@example.com'],
        ['ahead', 'sita@example.com'],
        ['start', 'ram@example.com'],
        ['start', 'sita@example.com'],
        ['end', 'ram@example.com'],
        ['end', 'sita@example.com'],
      ]);
      expect(mails[0].subject).toMatch(/^Planned maintenance in Itahari-6: /);
      expect(mails[1].subject).toMatch(/^इटहरी-६मा पूर्वसूचित मर्मतसम्भार/);
      expect(mails[1].text).toContain('मुख्य नेटवर्क स्तरोन्नति');
      const claims = await ctx.database.db
        .selectFrom('maintenance_notice')
        .selectAll()
        .where('incidentId', '=', incident._id)
        .execute();
      expect(claims.map((c) => [c.phase, Number(c.recipients)]).sort()).toEqual([
        ['ahead', 2],
        ['end', 2],
        ['start', 2],
      ]);
    });
  });

  describe('by SMS', () => {
    it('texts the customers who chose SMS on My account, in their language, once per phase across servers', async () => {
      // The outbox's sender is stopped: a sent SMS's text is dropped from its row, and the test reads the texts.
      await ctx.notifier.stop();
      await ctx.call('POST', '/api/area', {
        json: { name: 'Dharan-4', name_ne: 'धरान-४', district: 'Sunsari', status: 'available', services: ['home'] },
      });
      await customer(ctx, 'Dharan-4', 'a@example.com'); // chose SMS
      await customer(ctx, 'Dharan-4', '', 'ne'); // chose SMS, reads Nepali, no email
      await customer(ctx, 'Dharan-4', 'b@example.com'); // chose email only
      await customer(ctx, 'Dharan-4', '', 'en', 'disconnected'); // chose SMS, but disconnected
      const ids = Array.from({ length: 4 }, (_, k) => `KN-${n - 3 + k}`);
      for (const [k, statusSms] of [1, 1, 0, 1].entries())
        await ctx.database.db
          .insertInto('account_consent')
          .values({ customerId: ids[k]!, consentedAt: new Date().toISOString(), statusSms, deletionRequestedAt: null })
          .execute();
      const start = Date.now() + 100 * HOUR;
      const res = await ctx.call('POST', '/api/incident', {
        json: {
          title: 'Splicing',
          title_ne: 'फाइबर जोड्ने काम',
          kind: 'maintenance',
          areas: ['Dharan-4'],
          services: [],
          startsAt: new Date(start).toISOString(),
          endsAt: new Date(start + HOUR).toISOString(),
          status: 'scheduled',
          updates: [],
        },
      });
      expect(res.status).toBe(201);
      const servers = [1, 2].map(() =>
        maintenanceNotices(ctx.database.db, {
          sendsEmail: () => true,
          smsInserts: ctx.notifier.smsInserts,
          ispName: async (lang) => (lang === 'ne' ? 'कञ्चन नेट' : 'Kanchan Net'),
        }),
      );
      for (const at of [start - 72 * HOUR + 60_000, start - 70 * HOUR, start + 60_000, start + 2 * HOUR])
        for (const s of servers) await s.check(new Date(at));
      const sms = await ctx.database.db
        .selectFrom('outbox')
        .select(['recordId', 'payload'])
        .where('channel', '=', 'sms')
        .where('recordId', 'in', ids)
        .orderBy('seq')
        .execute();
      // ahead, start and end: three each for the two who chose SMS and are connected.
      expect(sms.map((r) => r.recordId)).toEqual([ids[0], ids[1], ids[0], ids[1], ids[0], ids[1]]);
      const texts = sms.map((r) => JSON.parse(r.payload) as { to: string; text: string });
      expect(texts[0]!.to).toBe('9800000000');
      expect(texts[0]!.text).toMatch(/^Kanchan Net: We will carry out planned maintenance in Dharan-4: Splicing\./);
      expect(texts[1]!.text).toMatch(/^कञ्चन नेट: धरान-४मा पूर्वसूचित मर्मतसम्भार हुनेछ: फाइबर जोड्ने काम।/);
      expect(texts.every((t) => t.text.length <= 300)).toBe(true);
    });
  });
});

describe('duePhases', () => {
  const start = Date.parse('2026-12-10T02:00:00+05:45');
  const m = {
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 2 * HOUR).toISOString(),
    status: 'scheduled',
  };
  it.each([
    [-72 * HOUR - 1, []],
    [-72 * HOUR, ['ahead']],
    [-1, ['ahead']],
    [0, ['start']],
    [2 * HOUR, ['end']],
    [26 * HOUR, []],
  ])('at start %+d ms: %j', (offset, phases) => expect(duePhases(m, start + offset)).toEqual(phases));
});
