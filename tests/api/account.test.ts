import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './setup.ts';
import { fakeSparrow, type FakeSmsGateway } from '../support/sms-providers.ts';
import { accountApp, cookieOf, insertCustomer, insertPlan, lastCode } from './customer-account.ts';

const TICKET = {
  name: 'Someone typing',
  phone: '9800000000',
  area: 'Biratnagar',
  category: 'slow',
  description: 'Slow every evening since Tuesday',
};

for (const kind of DIALECTS) {
  describe(`My account: a customer's own data [${kind}]`, () => {
    let sparrow: FakeSmsGateway;
    let t: Awaited<ReturnType<typeof accountApp>>;
    let planId = '';
    const cookies: Record<string, string> = {};

    async function signIn(customerId: string, phone: string) {
      await t.call('POST', '/api/account/code', { json: { customerId }, address: `192.0.2.${phone.slice(-2)}` });
      await t.settled();
      const res = await t.call('POST', '/api/account/verify', { json: { customerId, code: lastCode(sparrow, phone) } });
      expect(res.status).toBe(200);
      return cookieOf(res);
    }

    beforeAll(async () => {
      sparrow = await fakeSparrow();
      t = await accountApp(kind, 'sparrow', sparrow);
      planId = await insertPlan(t.db);
      await insertCustomer(t.db, {
        customerId: 'KN-10001',
        planId,
        email: 'ram@example.com',
        status: 'suspended',
        dueDate: '2026-12-01',
        dueAmount: 159_900,
      });
      await insertCustomer(t.db, { customerId: 'KN-10002', name: 'Sita Rai', phone: '9841000002', area: 'Dharan' });
      cookies.ram = await signIn('KN-10001', '9841000001');
      cookies.sita = await signIn('KN-10002', '9841000002');
    });
    afterAll(async () => {
      await t.close();
      await sparrow.close();
    });

    it('files a fault report with the signed-in customer’s ID and plan, whatever the form said, and lists it as theirs only', async () => {
      const res = await t.call('POST', '/api/ticket', {
        json: { ...TICKET, customerId: 'KN-10002' },
        cookie: cookies.ram,
      });
      expect(res.status).toBe(201);
      const ticket = await res.json();
      expect(ticket).toMatchObject({ customerId: 'KN-10001', planId });
      // The desk sees the plan beside the report.
      const desk = await (await t.call('GET', `/api/ticket/${ticket._id}`, { staff: true })).json();
      expect(desk).toMatchObject({ customerId: 'KN-10001', planId });
      // A real run first (its transfers bound the result), then the result naming it.
      const run = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
      await (
        await t.call('GET', `/api/speedtest/download?bytes=4000000&run=${run}`, { cookie: cookies.ram })
      ).arrayBuffer();
      await (
        await t.call('POST', `/api/speedtest/upload?run=${run}`, {
          bytes: new Uint8Array(4_000_000),
          cookie: cookies.ram,
        })
      ).arrayBuffer();
      const test = await t.call('POST', '/api/speedtest/result', {
        json: { download: 12.5, upload: 8, latency: 20, jitter: 2, run },
        cookie: cookies.ram,
      });
      expect(test.status).toBe(201);
      const { id: speedtestId } = await test.json();

      const ram = await (await t.call('GET', '/api/account', { cookie: cookies.ram })).json();
      expect(ram.tickets.map((x: { number: string }) => x.number)).toEqual([ticket.number]);
      expect(ram.speedtests.map((x: { id: string }) => x.id)).toEqual([speedtestId]);
      expect(ram.customer).toMatchObject({
        status: 'suspended',
        dueAmount: 159_900,
        plan: { speed: '100 Mbps' },
      });
      const sita = await (await t.call('GET', '/api/account', { cookie: cookies.sita })).json();
      expect(sita.customer.customerId).toBe('KN-10002');
      expect(sita.tickets).toEqual([]);
      expect(sita.speedtests).toEqual([]);
      expect(JSON.stringify(sita)).not.toContain('KN-10001');
      // A report without a session stays as typed, and is nobody's on My account.
      const anonymous = await t.call('POST', '/api/ticket', {
        json: { ...TICKET, description: 'No light on the router', customerId: 'KN-10002' },
      });
      expect((await anonymous.json()).customerId).toBe('KN-10002');
      expect((await (await t.call('GET', '/api/account', { cookie: cookies.sita })).json()).tickets).toEqual([]);
    });

    it('shows the open incidents of the customer’s own area', async () => {
      const incident = {
        kind: 'outage',
        services: [],
        startsAt: '2026-11-20T09:15:00.000Z',
        status: 'investigating',
      };
      for (const [title, area] of [
        ['Fibre cut in Biratnagar', 'Biratnagar'],
        ['Fibre cut in Dharan', 'Dharan'],
      ])
        expect(
          (await t.call('POST', '/api/incident', { json: { ...incident, title, areas: [area] }, staff: true })).status,
        ).toBe(201);
      const ram = await (await t.call('GET', '/api/account', { cookie: cookies.ram })).json();
      expect(ram.incidents.map((i: { title: string }) => i.title)).toEqual(['Fibre cut in Biratnagar']);
    });

    it('texts an incident’s news to the customers of its area who chose news by SMS', async () => {
      await t.call('PUT', '/api/account/choices', { json: { statusSms: true }, cookie: cookies.sita });
      const before = sparrow.messages.length;
      const made = await t.call('POST', '/api/incident', {
        json: {
          kind: 'outage',
          services: [],
          startsAt: '2026-11-21T09:15:00.000Z',
          status: 'identified',
          title: 'Power cut at the Dharan node',
          areas: ['Dharan'],
        },
        staff: true,
      });
      expect(made.status).toBe(201);
      await t.settled();
      const sent = sparrow.messages.slice(before);
      expect(sent).toEqual([
        expect.objectContaining({
          to: '9841000002',
          text: expect.stringMatching(/^.+: Power cut at the Dharan node \(.+\)$/),
        }),
      ]);
    });

    it('records the consent with its time, the status choices, a download of the data and a deletion request for the desk', async () => {
      const consent = await (await t.call('POST', '/api/account/consent', { cookie: cookies.ram })).json();
      expect(Date.parse(consent.consentedAt)).toBeGreaterThan(Date.now() - 60_000);

      const choices = await t.call('PUT', '/api/account/choices', {
        json: { statusEmail: true, statusSms: true },
        cookie: cookies.ram,
      });
      expect((await choices.json()).choices).toEqual({ statusEmail: true, statusSms: true });
      const subscribed = await t.db
        .selectFrom('subscription')
        .selectAll()
        .where('email', '=', 'ram@example.com')
        .execute();
      expect(subscribed).toMatchObject([{ area: 'Biratnagar' }]);
      expect(subscribed[0].confirmedAt).toBeTruthy();
      expect(
        (await t.call('PUT', '/api/account/choices', { json: { statusEmail: 'yes' }, cookie: cookies.ram })).status,
      ).toBe(400);

      // Their outage credits, whatever the desk decided, and the usage alerts texted to them; not Sita's.
      const credit = (id: string, customerId: string, periodStart: string, status: string) => ({
        id: id.padEnd(24, '0'),
        createdAt: '2026-11-02T03:00:00.000Z',
        customerId,
        periodStart,
        periodEnd: periodStart.replace(/01$/, '28'),
        hours: 30,
        days: 2,
        rebatePaisa: 12_000,
        tickets: '["KN-2611-0001"]',
        status,
      });
      await t.db
        .insertInto('credit')
        .values([
          credit('a1', 'KN-10001', '2026-10-01', 'approved'),
          credit('a2', 'KN-10001', '2026-11-01', 'proposed'),
          credit('a3', 'KN-10002', '2026-10-01', 'approved'),
        ])
        .execute();
      await t.db
        .insertInto('usage_alert')
        .values([
          { customerId: 'KN-10001', periodStart: '2026-11-01', threshold: 80, sentAt: '2026-11-20T04:00:00.000Z' },
          { customerId: 'KN-10002', periodStart: '2026-11-01', threshold: 100, sentAt: '2026-11-21T04:00:00.000Z' },
        ])
        .execute();

      const payment = (id: string, customerId: string) => ({
        id,
        customerId,
        amount: 159_900,
        gateway: 'khalti',
        status: 'paid',
        gatewayKey: `pidx-${id}`,
        gatewayTransactionId: `txn-${id}`,
        createdAt: '2026-11-10T05:00:00.000Z',
        updatedAt: '2026-11-10T05:01:00.000Z',
        paidAt: '2026-11-10T05:01:00.000Z',
      });
      await t.db
        .insertInto('payment')
        .values([payment('p1'.padEnd(24, '0'), 'KN-10001'), payment('p2'.padEnd(24, '0'), 'KN-10002')])
        .execute();

      const data = await t.call('GET', '/api/account/data', { cookie: cookies.ram });
      expect(data.headers.get('content-disposition')).toBe('attachment; filename="my-data-KN-10001.json"');
      const json = await data.json();
      expect(json).toMatchObject({ customer: { customerId: 'KN-10001' }, consentedAt: consent.consentedAt });
      expect(json.faultReports[0].description).toBe(TICKET.description);
      expect(json.signIns).toHaveLength(1);
      expect(json.credits).toMatchObject([
        { periodStart: '2026-11-01', status: 'proposed', days: 2, hours: 30, rebatePaisa: 12_000 },
        { periodStart: '2026-10-01', periodEnd: '2026-10-28', status: 'approved', tickets: ['KN-2611-0001'] },
      ]);
      expect(json.credits[0]).not.toHaveProperty('decidedBy');
      expect(json.payments).toEqual([
        {
          receiptNumber: 'p1'.padEnd(24, '0'),
          amount: 159_900,
          gateway: 'khalti',
          status: 'paid',
          gatewayTransactionId: `txn-${'p1'.padEnd(24, '0')}`,
          createdAt: '2026-11-10T05:00:00.000Z',
          paidAt: '2026-11-10T05:01:00.000Z',
          updatedAt: '2026-11-10T05:01:00.000Z',
        },
      ]);
      expect(json.usageAlertsSent).toEqual([
        { periodStart: '2026-11-01', threshold: 80, sentAt: '2026-11-20T04:00:00.000Z' },
      ]);

      const asked = await t.call('POST', '/api/account/deletion', { cookie: cookies.ram });
      expect(asked.status).toBe(202);
      expect((await t.call('POST', '/api/account/deletion', { cookie: cookies.ram })).status).toBe(202);
      const desk = await (await t.call('GET', '/api/contact', { staff: true })).json();
      const requests = desk.filter((m: { subject: string }) => m.subject === 'Request to delete my account (KN-10001)');
      expect(requests).toHaveLength(1);
      expect(
        (await (await t.call('GET', '/api/account', { cookie: cookies.ram })).json()).deletionRequestedAt,
      ).toBeTruthy();
    });

    it('answers 401 without a session, and for an ended one', async () => {
      for (const path of ['/api/account', '/api/account/data'])
        expect((await t.call('GET', path, { cookie: 'isp_account=nope' })).status).toBe(401);
      expect((await t.call('POST', '/api/account/consent')).status).toBe(401);
      t.clock.advance(31 * 86_400_000);
      expect((await t.call('GET', '/api/account', { cookie: cookies.sita })).status).toBe(401);
    });
  });
}
