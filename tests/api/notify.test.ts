import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { testConfig, type Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { freePort } from '../support/server.ts';
import { ADMIN, DIALECTS, openTestDatabase } from './setup.ts';
import { testSmtp, type TestSmtp } from './smtp.ts';

const SITE_URL = 'https://isp.example.com.np';

/** A chat bot's endpoint: keeps every JSON it is sent, answering with `status`. */
async function testWebhook() {
  const port = await freePort();
  const hook = {
    url: `http://127.0.0.1:${port}/hook`,
    status: 200,
    received: [] as { headers: Record<string, unknown>; body: Record<string, unknown> }[],
    server: undefined as unknown as Server,
  };
  hook.server = createServer((req, res) => {
    let data = '';
    req.on('data', (d) => (data += d));
    req.on('end', () => {
      if (hook.status < 300) hook.received.push({ headers: req.headers, body: JSON.parse(data) });
      res.writeHead(hook.status).end();
    });
  });
  await new Promise<void>((r) => hook.server.listen(port, '127.0.0.1', r));
  return hook;
}

const until = async (check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

for (const kind of DIALECTS) {
  describe(`lead notifications [${kind}]`, () => {
    let smtp: TestSmtp;
    let hook: Awaited<ReturnType<typeof testWebhook>>;
    let database: Database;
    let cleanup: () => Promise<void>;
    let config: Config;
    let app: Awaited<ReturnType<typeof createApp>>;
    let token = '';
    let n = 0;

    const start = async () => {
      app = await createApp({ database, config });
      token = (
        await (
          await app.app.request('/api/users/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(ADMIN),
          })
        ).json()
      ).token;
    };
    const post = async (path: string, body: Record<string, string>) => {
      const res = await app.app.request(`/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(201);
      return (await res.json()) as Record<string, string>;
    };
    const booking = (fields: Record<string, string> = {}) =>
      post('booking', {
        customerName: `Customer ${++n}`,
        address: 'Ward 4, Biratnagar',
        contact: '9800000000',
        plan: 'Fibernet',
        speed: '25 Mbps',
        cost: 'Rs. 1,500',
        duration: '/month',
        ...fields,
      });
    const mailsFor = (id: string) =>
      smtp.received.filter((m) => m.text?.includes(`/admin/bookings/${id}`) || m.text?.includes(`/${id}`));
    const failing = async () =>
      await (await app.app.request('/api/leads/notifications', { headers: { 'x-auth-token': token } })).json();

    beforeAll(async () => {
      smtp = await testSmtp();
      hook = await testWebhook();
      ({ database, cleanup } = await openTestDatabase(kind));
      config = testConfig({
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: false,
        LOG_LOGINS: false,
        SUBMIT_MAX_PER_MINUTE: 1000,
        SUBMIT_MAX_PER_DAY: 1_000_000,
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: ['desk@example.com', 'sales@example.com'],
        NOTIFY_WEBHOOK_URL: hook.url,
        SITE_URL,
        NOTIFY_RETRY_BASE_MS: 50,
        NOTIFY_RETRY_MAX_MS: 200,
        NOTIFY_FAILING_AFTER: 2,
      });
      await seed(database.db, config);
      await start();
    });
    afterAll(async () => {
      await app.notifier.stop();
      await smtp.stop();
      hook.server.close();
      await cleanup();
    });

    it('emails each new booking once: the kind and customer in the subject, every field in a table with Nepali intact, a link to it in the admin', async () => {
      const record = await booking({
        customerName: 'राम बहादुर थापा',
        address: 'वडा नं. ४, विराटनगर',
        remarks: 'बेलुका फोन गर्नुहोस् <b>please</b>',
      });
      const [mail] = await smtp.waitFor(1);
      expect(mail.subject).toBe('New booking from राम बहादुर थापा');
      expect((Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((t) => t!.value.map((a) => a.address))).toEqual([
        'desk@example.com',
        'sales@example.com',
      ]);
      const html = String(mail.html);
      for (const [label, value] of [
        ['Customer name', 'राम बहादुर थापा'],
        ['Address', 'वडा नं. ४, विराटनगर'],
        ['Contact', '9800000000'],
        ['Plan', 'Fibernet'],
        ['Cost', 'Rs. 1,500'],
        ['Remarks', 'बेलुका फोन गर्नुहोस् &#60;b&#62;please&#60;/b&#62;'],
      ]) {
        expect(html).toMatch(
          new RegExp(`<th[^>]*>${label}</th><td[^>]*>${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</td>`),
        );
      }
      expect(html).toContain(`href="${SITE_URL}/admin/bookings/${record._id}"`);
      expect(mail.text).toContain('Remarks: बेलुका फोन गर्नुहोस् <b>please</b>');
      await until(() => hook.received.length === 1, 'the webhook');
      expect(hook.received[0].body).toMatchObject({
        event: 'booking.created',
        kind: 'booking',
        customer: 'राम बहादुर थापा',
        url: `${SITE_URL}/admin/bookings/${record._id}`,
        record: { _id: record._id, remarks: record.remarks, status: 'new' },
      });
      expect(hook.received[0].headers['idempotency-key']).toBe(hook.received[0].body.id);
    });

    it('names contact messages and referrals in the subject', async () => {
      const before = smtp.received.length;
      await post('contact', { name: 'गीता', email: 'gita@example.com', msg: 'नमस्ते' });
      await post('referral', {
        customerName: 'Ram',
        phone: '9800000001',
        customerId: 'C-1',
        address: 'Ward 1',
        friendsName: 'Shyam',
        friendsAddress: 'Ward 2',
        friendsContact: '9822222222',
      });
      const mails = await smtp.waitFor(before + 2);
      expect(
        mails
          .slice(before)
          .map((m) => m.subject)
          .sort(),
      ).toEqual(['New contact message from गीता', 'New referral from Ram']);
    });

    it('announces a waiting-list request with its place, linked to Coverage Requests', async () => {
      const before = smtp.received.length;
      const record = await post('coverage-request', { name: 'माया', phone: '9812345678', place: 'Letang', lang: 'ne' });
      const [mail] = (await smtp.waitFor(before + 1)).slice(before);
      expect(mail.subject).toBe('New coverage request from माया');
      expect(String(mail.html)).toMatch(/<th[^>]*>Place<\/th><td[^>]*>Letang<\/td>/);
      expect(String(mail.html)).toContain(`href="${SITE_URL}/admin/coverage-requests/${record._id}"`);
    });

    it('writes one outbox row per channel with the lead, and marks each sent once delivered', async () => {
      const record = await booking();
      const rows = await database.db
        .selectFrom('outbox')
        .select(['channel', 'sentAt'])
        .where('recordId', '=', record._id)
        .execute();
      expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'webhook']);
      await until(
        async () =>
          (
            await database.db
              .selectFrom('outbox')
              .select('id')
              .where('recordId', '=', record._id)
              .where('sentAt', 'is', null)
              .execute()
          ).length === 0,
        'both sent',
      );
    });

    it('retries while the mail server is down, shows the admin why, and sends once when it is back', async () => {
      await smtp.stop();
      const record = await booking();
      await until(
        async () => (await failing()).failing.some((f: { recordId: string }) => f.recordId === record._id),
        'the failing notification',
      );
      const [shown] = (await failing()).failing.filter((f: { recordId: string }) => f.recordId === record._id);
      expect(shown).toMatchObject({ channel: 'email', entity: 'booking' });
      expect(shown.attempts).toBeGreaterThanOrEqual(2);
      expect(shown.lastError).toMatch(/ECONNREFUSED|connect/i);
      // The webhook went through meanwhile, and only once.
      expect(hook.received.filter((h) => (h.body.record as { _id: string })._id === record._id)).toHaveLength(1);
      await smtp.start();
      await until(() => mailsFor(record._id).length === 1, 'the email after the server came back');
      await until(async () => (await failing()).failing.length === 0, 'the warning to clear');
      await app.notifier.drained();
      expect(mailsFor(record._id)).toHaveLength(1);
      expect((await app.app.request('/api/leads/notifications')).status).toBe(401);
    });

    it('sends what was queued before a restart, once, and nothing already delivered again', async () => {
      await smtp.stop();
      const delivered = smtp.received.length;
      const queued = [await booking(), await booking(), await booking()];
      await app.notifier.stop();
      await smtp.start();
      await start();
      await until(() => queued.every((r) => mailsFor(r._id).length === 1), 'the queued emails');
      await app.notifier.drained();
      expect(smtp.received.length).toBe(delivered + 3);
      for (const r of queued) expect(mailsFor(r._id)).toHaveLength(1);
    });

    it('keeps retrying a webhook that fails without resending the email', async () => {
      hook.status = 500;
      const record = await booking();
      await until(
        async () =>
          (await failing()).failing.some(
            (f: { recordId: string; channel: string }) => f.recordId === record._id && f.channel === 'webhook',
          ),
        'the failing webhook',
      );
      expect((await failing()).failing.find((f: { recordId: string }) => f.recordId === record._id).lastError).toBe(
        'Webhook answered HTTP 500',
      );
      expect(mailsFor(record._id)).toHaveLength(1);
      hook.status = 200;
      await until(
        () => hook.received.some((h) => (h.body.record as { _id: string })._id === record._id),
        'the webhook after it recovered',
      );
      expect(mailsFor(record._id)).toHaveLength(1);
    });
  });
}
