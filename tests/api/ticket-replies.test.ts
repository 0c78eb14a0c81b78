import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testConfig } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { writeSettings } from '../../src/server/settings/store.ts';
import { DEFAULT_SETTINGS } from '../../src/lib/settings/defaults.ts';
import { ADMIN, DIALECTS, openTestDatabase } from './setup.ts';
import { testSmtp, type TestSmtp } from './smtp.ts';

// A staff reply to a fault report reaches the customer by email through the outbox, delivered to a
// real SMTP server; a note never does.
for (const kind of DIALECTS) {
  describe(`ticket replies by email [${kind}]`, () => {
    let smtp: TestSmtp;
    let database: Database;
    let cleanup: () => Promise<void>;
    let app: Awaited<ReturnType<typeof createApp>>;
    let token = '';
    const call = (method: string, path: string, json?: unknown, auth = true) =>
      app.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...(auth ? { 'x-auth-token': token } : {}) },
        body: json === undefined ? undefined : JSON.stringify(json),
      });

    beforeAll(async () => {
      smtp = await testSmtp();
      ({ database, cleanup } = await openTestDatabase(kind));
      const config = testConfig({
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: false,
        LOG_LOGINS: false,
        SUBMIT_MAX_PER_MINUTE: 1000,
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: ['desk@example.com'],
        SITE_URL: 'https://isp.example.com.np',
      });
      await seed(database.db, config);
      // the demo ISP's settings (a clean install's are neutral): its Nepali name is what the emails must use
      await writeSettings(database.db, DEFAULT_SETTINGS);
      app = await createApp({ database, config });
      token = (await (await call('POST', '/api/users/login', ADMIN, false)).json()).token;
    });
    afterAll(async () => {
      await app.notifier.stop();
      await smtp.stop();
      await cleanup();
    });

    it('emails the desk of a new report, and the customer each public reply in their language, never a note', async () => {
      const res = await call(
        'POST',
        '/api/ticket',
        {
          name: 'Sita',
          phone: '9855555555',
          email: 'sita@example.com',
          area: 'Itahari-6',
          category: 'drops',
          description: 'Drops every hour',
          lang: 'ne',
        },
        false,
      );
      expect(res.status).toBe(201);
      const ticket = await res.json();
      const [desk] = await smtp.waitFor(1);
      expect(desk.subject).toBe('New fault report from Sita');
      expect(desk.text).toContain(ticket.number);
      expect(desk.text).not.toContain(ticket.token);

      await call('PATCH', `/api/ticket/${ticket._id}`, { note: 'Internal only: splice at pole 12' });
      await call('PATCH', `/api/ticket/${ticket._id}`, { reply: 'प्राविधिक आज ४ बजे आउनुहुन्छ।' });
      const mails = await smtp.waitFor(2);
      const reply = mails[1];
      expect((reply.to as { text: string }).text).toBe('sita@example.com');
      expect(reply.subject).toContain(ticket.number);
      expect(reply.text).toContain('प्राविधिक आज ४ बजे आउनुहुन्छ।');
      // A Nepali email names the ISP in Nepali, sender included, and reads as a letter.
      expect(reply.subject).toBe(`टिकट ${ticket.number}: कोशीनेटको जवाफ`);
      expect(reply.from?.value[0].name).toBe('कोशीनेट');
      expect(reply.text).toMatch(/^नमस्ते,\n/);
      expect(reply.text?.trimEnd()).toMatch(/धन्यवाद,\nकोशीनेट ग्राहक सेवा$/);
      expect(`${reply.subject}${reply.text}`).not.toContain('KoshiNet');
      await app.notifier.drained();
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received.map((m) => m.text).join('\n')).not.toContain('splice at pole 12');
    });

    it('sends nothing to a customer who gave no email', async () => {
      const before = smtp.received.length;
      const ticket = await (
        await call(
          'POST',
          '/api/ticket',
          { name: 'Hari', phone: '9855555556', area: 'Dharan-2', category: 'tv', description: 'No signal' },
          false,
        )
      ).json();
      await smtp.waitFor(before + 1);
      const replied = await call('PATCH', `/api/ticket/${ticket._id}`, { reply: 'Fixed, please restart the box' });
      expect(replied.status).toBe(200);
      await app.notifier.drained();
      expect(smtp.received).toHaveLength(before + 1);
    });

    it("emails each customer of an incident's tickets the one reply in their language when resolved together", async () => {
      const before = smtp.received.length;
      const file = async (name: string, email: string, lang: string) =>
        (
          await call(
            'POST',
            '/api/ticket',
            { name, phone: '9855555557', email, area: 'Pakali-1', category: 'no internet', description: 'Down', lang },
            false,
          )
        ).json();
      const en = await file('Ram', 'ram@example.com', 'en');
      const ne = await file('Maya', 'maya@example.com', 'ne');
      await smtp.waitFor(before + 2);
      const incident = await (
        await call('POST', '/api/incident', {
          title: 'Fibre cut in Pakali',
          kind: 'outage',
          areas: ['Pakali-1'],
          services: [],
          startsAt: new Date().toISOString(),
          status: 'investigating',
        })
      ).json();
      expect(await (await call('POST', `/api/incident/${incident._id}/tickets`)).json()).toEqual({ attached: 2 });
      const res = await call('POST', `/api/incident/${incident._id}/resolve-tickets`, {
        reply: 'The fibre cut in Pakali is repaired.',
        reply_ne: 'पकलीको फाइबर मर्मत भयो।',
      });
      expect(await res.json()).toEqual({ resolved: 2 });
      const mails = (await smtp.waitFor(before + 4)).slice(before + 2);
      const to = (address: string) => mails.find((m) => (m.to as { text: string }).text === address)!;
      expect(to('ram@example.com').subject).toContain(en.number);
      expect(to('ram@example.com').text).toContain('The fibre cut in Pakali is repaired.');
      expect(to('maya@example.com').subject).toContain(ne.number);
      expect(to('maya@example.com').text).toContain('पकलीको फाइबर मर्मत भयो।');
      expect(mails.map((m) => m.text).join('\n')).not.toContain('Attached to the incident');
    });
  });
}
