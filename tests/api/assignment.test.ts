import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { ENTITIES } from '../../src/lib/entities.ts';
import { ADMIN, DIALECTS, openTestDatabase } from './setup.ts';
import { SAMPLES } from './samples.ts';
import { testSmtp, type TestSmtp } from './smtp.ts';

// Issue 30: a lead or ticket assigned to a staff member; "Mine"; one email per assignment through
// the outbox to a real SMTP server; every change of assignee in the record's notes and the audit.
const KINDS = ['booking', 'contact', 'referral', 'coverage-request', 'ticket'] as const;
type Kind = (typeof KINDS)[number];
interface Note {
  text: string;
  author: string;
  at: string;
}

for (const kind of DIALECTS) {
  describe(`assignment [${kind}]`, () => {
    let smtp: TestSmtp;
    let database: Database;
    let cleanup: () => Promise<void>;
    let app: Awaited<ReturnType<typeof createApp>>;
    let admin = '';
    let sita = { _id: '', token: '' };
    let hari = { _id: '', token: '' };
    let adminId = '';
    let n = 0;
    const call = (method: string, path: string, json?: unknown, token: string | null = admin) =>
      app.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
    const submit = async (name: Kind) => {
      const field = name === 'ticket' ? 'name' : ENTITIES[name].lead.customerField;
      const res = await call('POST', `/api/${name}`, { ...SAMPLES[name].valid, [field]: `Customer ${++n}` }, null);
      expect(res.status).toBe(201);
      return (await res.json()) as { _id: string; number?: string } & Record<string, unknown>;
    };
    const staffUser = async (name: string, email: string, role?: string) => {
      const password = 'password-one';
      const res = await call('POST', '/api/users', { name, email, password, verifyPassword: password, role });
      expect(res.status).toBe(201);
      const { _id } = await res.json();
      const login = await call('POST', '/api/users/login', { email, password }, null);
      return { _id: String(_id), token: String((await login.json()).token) };
    };
    const ids = async (path: string, token = admin) => {
      const res = await call('GET', path, undefined, token);
      expect(res.status).toBe(200);
      return ((await res.json()) as { _id: string }[]).map((r) => r._id);
    };

    beforeAll(async () => {
      smtp = await testSmtp();
      ({ database, cleanup } = await openTestDatabase(kind));
      const config = testConfig({
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: false,
        LOG_LOGINS: false,
        SUBMIT_MAX_PER_MINUTE: 1000,
        SUBMIT_MAX_PER_DAY: 1_000_000,
        SMTP_URL: smtp.url,
        // No desk address: the only mails are the assignees' (new-lead mail needs NOTIFY_EMAIL).
        NOTIFY_EMAIL: [],
        SITE_URL: 'https://isp.example.com.np',
      });
      await seed(database.db, config);
      app = await createApp({ database, config });
      const login = await (await call('POST', '/api/users/login', ADMIN, null)).json();
      admin = login.token;
      adminId = login.user._id;
      sita = await staffUser('Sita Sales', 'sita@example.com');
      hari = await staffUser('Hari Support', 'hari@example.com');
    });
    afterAll(async () => {
      await app.notifier.stop();
      await smtp.stop();
      await cleanup();
    });

    it('lists the staff for the picker to every signed-in user, never to a visitor', async () => {
      const res = await call('GET', '/api/users/staff', undefined, sita.token);
      expect(res.status).toBe(200);
      const staff = await res.json();
      expect(staff).toEqual([
        { _id: hari._id, name: 'Hari Support', email: 'hari@example.com', role: 'admin' },
        { _id: sita._id, name: 'Sita Sales', email: 'sita@example.com', role: 'admin' },
        { _id: adminId, name: 'Site Admin', email: ADMIN.email, role: 'admin' },
      ]);
      expect((await call('GET', '/api/users/staff', undefined, null)).status).toBe(401);
    });

    it('lets every role read the picker and its own "Mine": sales on bookings, support on the ticket desk', async () => {
      const sales = await staffUser('Rita Sales', 'rita@example.com', 'sales');
      const support = await staffUser('Bikash Support', 'bikash@example.com', 'support');
      for (const user of [sales, support]) {
        const staff = await call('GET', '/api/users/staff', undefined, user.token);
        expect(staff.status).toBe(200);
        expect((await staff.json()).map((s: { _id: string }) => s._id)).toContain(user._id);
      }
      const booking = await submit('booking');
      const ticket = await submit('ticket');
      // Sales takes the booking itself; an admin gives the ticket to support.
      expect((await call('PATCH', `/api/booking/${booking._id}`, { assignedTo: sales._id }, sales.token)).status).toBe(
        200,
      );
      const before = smtp.received.length;
      expect((await call('PATCH', `/api/ticket/${ticket._id}`, { assignedTo: support._id })).status).toBe(200);
      // Taking the booking oneself sent nothing; the ticket's assignee is told.
      const [told] = (await smtp.waitFor(before + 1)).slice(before);
      expect(told.to).toMatchObject({ text: 'bikash@example.com' });
      expect(await ids('/api/booking?assignedTo=me&limit=100', sales.token)).toEqual([booking._id]);
      expect(await ids('/api/ticket?assignedTo=me&limit=100', support.token)).toEqual([ticket._id]);
      // The role policy still stands: support has no bookings, mine or not.
      expect((await call('GET', '/api/booking?assignedTo=me', undefined, support.token)).status).toBe(403);
      for (const user of [sales, support]) await call('DELETE', `/api/users/${user._id}`);
    });

    for (const name of KINDS) {
      it(`${name}: assigns, reassigns and unassigns, each in the notes with who and when; one email per assignment`, async () => {
        const lead = await submit(name);
        expect(lead.assignedTo).toBeNull();
        const before = smtp.received.length;

        const assigned = await call('PATCH', `/api/${name}/${lead._id}`, { assignedTo: sita._id });
        expect(assigned.status).toBe(200);
        const a = await assigned.json();
        expect(a.assignedTo).toBe(sita._id);
        expect(a.notes.at(-1)).toMatchObject({ text: 'Assigned to Sita Sales', author: 'Site Admin' });
        expect(Date.now() - new Date(a.notes.at(-1).at).getTime()).toBeLessThan(60_000);

        const [mail] = (await smtp.waitFor(before + 1)).slice(before);
        expect(mail.to).toMatchObject({ text: 'sita@example.com' });
        const noun = ENTITIES[name].lead.noun;
        const customer = `Customer ${n}`;
        expect(mail.subject).toBe(`Assigned to you: ${noun}${lead.number ? ` ${lead.number}` : ''} from ${customer}`);
        expect(mail.text).toContain(`Site Admin assigned you a ${noun}`);
        expect(mail.text).toContain(`https://isp.example.com.np${ENTITIES[name].lead.adminRoute}/${lead._id}`);

        // The same assignee again changes nothing: no note, no email.
        const same = await (await call('PATCH', `/api/${name}/${lead._id}`, { assignedTo: sita._id })).json();
        expect(same.notes).toHaveLength(a.notes.length);

        // Reassigned by Sita herself to Hari: Hari is told, in the notes by Sita.
        const re = await call('PATCH', `/api/${name}/${lead._id}`, { assignedTo: hari._id }, sita.token);
        expect(re.status).toBe(200);
        const r = await re.json();
        expect(r.assignedTo).toBe(hari._id);
        expect(r.notes.at(-1)).toMatchObject({
          text: 'Reassigned from Sita Sales to Hari Support',
          author: 'Sita Sales',
        });
        const [second] = (await smtp.waitFor(before + 2)).slice(before + 1);
        expect(second.to).toMatchObject({ text: 'hari@example.com' });
        expect(second.text).toContain('Sita Sales assigned you');

        const un = await (await call('PATCH', `/api/${name}/${lead._id}`, { assignedTo: null })).json();
        expect(un.assignedTo).toBeNull();
        expect(un.notes.map((x: Note) => x.text)).toEqual([
          'Assigned to Sita Sales',
          'Reassigned from Sita Sales to Hari Support',
          'Unassigned from Hari Support',
        ]);
        // Taking it oneself is recorded but sends nothing.
        const mine = await (
          await call('PATCH', `/api/${name}/${lead._id}`, { assignedTo: hari._id }, hari.token)
        ).json();
        expect(mine.notes.at(-1).text).toBe('Assigned to Hari Support');
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(smtp.received).toHaveLength(before + 2);
        const stored = await (await call('GET', `/api/${name}/${lead._id}`)).json();
        expect(stored.assignedTo).toBe(hari._id);
      });
    }

    it('refuses an unknown user, a bad id or an extra field with 400 and a message, and changes nothing', async () => {
      for (const name of ['booking', 'ticket'] as const) {
        const lead = await submit(name);
        const unknown = await call('PATCH', `/api/${name}/${lead._id}`, { assignedTo: 'a'.repeat(24) });
        expect(unknown.status).toBe(400);
        expect(await unknown.json()).toMatchObject({
          message: 'No staff member with that id',
          errors: { assignedTo: 'No staff member with that id' },
        });
        const bad = await call('PATCH', `/api/${name}/${lead._id}`, { assignedTo: 42 });
        expect(bad.status).toBe(400);
        expect((await bad.json()).message).toBeTruthy();
        const stored = await (await call('GET', `/api/${name}/${lead._id}`)).json();
        expect(stored).toMatchObject({ assignedTo: null, notes: [] });
      }
    });

    it('filters every lead list and the ticket desk by ?assignedTo=<id>, me and none', async () => {
      for (const name of KINDS) {
        const [forSita, forHari, nobody] = [await submit(name), await submit(name), await submit(name)];
        await call('PATCH', `/api/${name}/${forSita._id}`, { assignedTo: sita._id });
        await call('PATCH', `/api/${name}/${forHari._id}`, { assignedTo: hari._id });
        const mine = await ids(`/api/${name}?assignedTo=me&limit=100`, sita.token);
        expect(mine).toContain(forSita._id);
        expect(mine).not.toContain(forHari._id);
        expect(mine).not.toContain(nobody._id);
        expect(await ids(`/api/${name}?assignedTo=${hari._id}&limit=100`)).toContain(forHari._id);
        expect(await ids(`/api/${name}?assignedTo=${hari._id}&limit=100`)).not.toContain(forSita._id);
        const none = await ids(`/api/${name}?assignedTo=none&limit=100`);
        expect(none).toContain(nobody._id);
        expect(none).not.toContain(forSita._id);
        // With the status too: "Mine" and a status tab combine.
        expect(await ids(`/api/${name}?assignedTo=me&status=new&limit=100`, sita.token)).toContain(forSita._id);
        const wrong = await call('GET', `/api/${name}?assignedTo=someone`);
        expect(wrong.status).toBe(400);
        expect((await wrong.json()).message).toBe('assignedTo must be a user id, me or none');
      }
    });

    it("puts the assignee's name in the CSV, and the export follows the Mine filter", async () => {
      for (const name of ['booking', 'ticket'] as const) {
        const lead = await submit(name);
        const other = await submit(name);
        await call('PATCH', `/api/${name}/${lead._id}`, { assignedTo: sita._id });
        const res = await call('GET', `/api/${name}/export.csv?assignedTo=me`, undefined, sita.token);
        expect(res.status).toBe(200);
        const text = (await res.text()).replace(/^\uFEFF/, '');
        const [header, ...rows] = parse(text) as string[][];
        expect(header.indexOf('Assigned to')).toBe(header.indexOf('Changed by') + 1);
        const row = rows.find((x) => x[header.indexOf('ID')] === lead._id);
        expect(row?.[header.indexOf('Assigned to')]).toBe('Sita Sales');
        expect(rows.some((x) => x[header.indexOf('ID')] === other._id)).toBe(false);
        const all = parse(
          (await (await call('GET', `/api/${name}/export.csv`)).text()).replace(/^\uFEFF/, ''),
        ) as string[][];
        expect(all.find((x) => x[header.indexOf('ID')] === other._id)?.[header.indexOf('Assigned to')]).toBe('');
      }
    });

    it('writes the change of assignee in the audit: who, and from whom to whom', async () => {
      const lead = await submit('contact');
      await call('PATCH', `/api/contact/${lead._id}`, { assignedTo: sita._id });
      await call('PATCH', `/api/contact/${lead._id}`, { assignedTo: hari._id }, sita.token);
      let entries: { recordId: string; summary: string; user: { name: string } }[] = [];
      for (let i = 0; i < 40; i++) {
        entries = await (await call('GET', '/api/audit?entity=contact&limit=100')).json();
        if (entries.filter((e) => e.recordId === lead._id).length >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const mine = entries.filter((e) => e.recordId === lead._id);
      expect(mine.map((e) => [e.user.name, e.summary])).toEqual(
        expect.arrayContaining([
          ['Site Admin', 'notes, assignedTo: Assigned to Sita Sales'],
          ['Sita Sales', 'notes, assignedTo: Reassigned from Sita Sales to Hari Support'],
        ]),
      );
    });
  });
}
