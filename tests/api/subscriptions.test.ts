import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { writeSettings } from '../../src/server/settings/store.ts';
import { DEFAULT_SETTINGS } from '../../src/lib/settings/defaults.ts';
import { createApp } from '../../src/server/app.ts';
import { ADMIN, DIALECTS, forEachDatabase, openTestDatabase, type TestContext } from './setup.ts';
import { testSmtp } from './smtp.ts';

// Status emails (issue 29): double opt-in per area, an incident's news to the subscribers of the
// areas it touches, one-click unsubscribe, delivered through the outbox to a real SMTP server.

const smtp = await testSmtp();
afterAll(() => smtp.stop());

const SITE = 'https://isp.example.com.np';
const OUTAGE = {
  title: 'Fibre cut in Itahari',
  title_ne: 'इटहरीमा फाइबर काटियो',
  kind: 'outage',
  areas: ['Itahari-6'],
  services: ['home'],
  startsAt: '2026-11-20T14:30:00+05:45',
  status: 'investigating',
  updates: [
    {
      text: 'A fibre cut near the bridge; a team is on the way.',
      text_ne: 'पुल नजिक फाइबर काटिएको छ, टोली पुग्दैछ।',
      at: '2026-11-20T14:35:00+05:45',
      status: 'investigating',
    },
  ],
};

/** The mails to one address, once `count` of them have come. */
async function mailsTo(address: string, count: number, timeoutMs = 20_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = smtp.received.filter((m) => (m.to as { text: string } | undefined)?.text === address);
    if (mine.length >= count) return mine;
    if (Date.now() > deadline) throw new Error(`expected ${count} mails to ${address}, got ${mine.length}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
/** A header as the message carries it (mailparser folds List-* headers into one object). */
const header = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((l) => l.key === key)?.line.replace(/^[^:]+:\s*/, '') ?? '';
/** The address in List-Unsubscribe: <https://…> */
const oneClickOf = (mail: ParsedMail) => /<([^>]+)>/.exec(header(mail, 'list-unsubscribe'))?.[1] ?? '';
const linkIn = (mail: ParsedMail) => {
  const url = new URL(/https:\/\/\S+/.exec(mail.text ?? '')![0]);
  return {
    path: url.pathname,
    s: url.searchParams.get('s')!,
    t: url.searchParams.get('t')!,
    do: url.searchParams.get('do'),
  };
};

const subscribe = (ctx: TestContext, json: Record<string, unknown>) =>
  ctx.call('POST', '/api/subscription', { json, token: null });

/** Subscribes and confirms through the emailed link; the address's mails so far. */
async function subscribed(ctx: TestContext, email: string, area: string, lang = 'en') {
  expect((await subscribe(ctx, { email, area, lang })).status).toBe(202);
  const [confirm] = await mailsTo(email, 1);
  const link = linkIn(confirm);
  const res = await ctx.call('POST', '/api/subscription/confirm', { json: { s: link.s, t: link.t }, token: null });
  expect(res.status).toBe(200);
}

forEachDatabase(
  'status emails',
  (ctx) => {
    const to = (name: string) => `${name}.${ctx.kind}@example.com`;
    beforeAll(async () => {
      // the demo ISP's settings (a clean install's are neutral): its Nepali name is what the emails must use
      await writeSettings(ctx.database.db, DEFAULT_SETTINGS);
      for (const [name, name_ne] of [
        ['Itahari-6', 'इटहरी-६'],
        ['Dharan-2', 'धरान-२'],
      ])
        await ctx.call('POST', '/api/area', {
          json: { name, name_ne, district: 'Sunsari', services: ['home'], status: 'available' },
        });
    });

    describe('subscribing', () => {
      it('sends only a confirmation, in the visitor’s language, with a link to the confirming page', async () => {
        const res = await subscribe(ctx, { email: to('Sita'), area: 'इटहरी-६', lang: 'ne' });
        expect(res.status).toBe(202);
        expect(await res.json()).toMatchObject({ email: to('sita'), area: 'Itahari-6' });
        const [mail] = await mailsTo(to('sita'), 1);
        expect(mail.subject).toContain('पुष्टि');
        expect(mail.text).toContain('इटहरी-६');
        expect(mail.from?.value[0].name).toBe('कोशीनेट');
        expect(mail.text).toMatch(/^नमस्ते,\n[\s\S]*धन्यवाद,\nकोशीनेट ग्राहक सेवा/);
        const link = linkIn(mail);
        expect(link.path).toBe('/ne/status/subscription');
        expect(link.do).toBe('confirm');
        // Not confirmed: an outage in the area sends it nothing.
        expect((await ctx.call('POST', '/api/incident', { json: OUTAGE })).status).toBe(201);
        await ctx.notifier.drained();
        expect(await mailsTo(to('sita'), 1)).toHaveLength(1);
      });

      it('refuses a bad address or an unknown area with a clear message, and says nothing of who is subscribed', async () => {
        const bad = await subscribe(ctx, { email: 'not an address', area: '' });
        expect(bad.status).toBe(400);
        expect((await bad.json()).errors.email).toBeTruthy();
        const nowhere = await subscribe(ctx, { email: to('ram'), area: 'Atlantis-1' });
        expect(nowhere.status).toBe(400);
        expect(await nowhere.json()).toMatchObject({ message: 'We have no area by that name' });
        await subscribed(ctx, to('ram'), 'Dharan-2');
        const again = await subscribe(ctx, { email: to('ram'), area: 'Dharan-2' });
        expect(again.status).toBe(202);
        await ctx.notifier.drained();
        // Already confirmed: no second confirmation mail.
        expect(await mailsTo(to('ram'), 1)).toHaveLength(1);
      });

      it('takes a confirmation link only with its own HMAC, and never as an unsubscribe link', async () => {
        await subscribe(ctx, { email: to('gita'), area: 'Itahari-6' });
        const link = linkIn((await mailsTo(to('gita'), 1))[0]);
        const forged = await ctx.call('POST', '/api/subscription/confirm', {
          json: { s: link.s, t: `${link.t.slice(0, -1)}${link.t.endsWith('A') ? 'B' : 'A'}` },
          token: null,
        });
        expect(forged.status).toBe(404);
        const wrongPurpose = await ctx.call('POST', `/api/subscription/unsubscribe?s=${link.s}&t=${link.t}`, {
          token: null,
        });
        expect(wrongPurpose.status).toBe(404);
        expect(
          (await ctx.call('POST', '/api/subscription/confirm', { json: { s: link.s, t: link.t }, token: null })).status,
        ).toBe(200);
      });

      it('answers the plain form on /status (no script) with a redirect to the page that says how it went', async () => {
        const post = (body: string, lang = 'en') =>
          ctx.call('POST', `/api/subscription?lang=${lang}`, {
            body,
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
            token: null,
          });
        const sent = await post(`lang=ne&email=${encodeURIComponent(to('form'))}&area=Dharan-2`, 'ne');
        expect(sent.status).toBe(303);
        expect(sent.headers.get('location')).toBe('/ne/status/subscription/sent');
        expect((await mailsTo(to('form'), 1))[0].subject).toContain('पुष्टि');
        const invalid = await post('lang=en&email=nobody&area=');
        expect(invalid.headers.get('location')).toBe('/status/subscription/invalid');
      });
    });

    describe('an incident’s news', () => {
      it('reaches the confirmed subscribers of the areas it touches and of every area, with List-Unsubscribe', async () => {
        await subscribed(ctx, to('anil'), 'Itahari-6');
        await subscribed(ctx, to('all'), '');
        const res = await ctx.call('POST', '/api/incident', { json: { ...OUTAGE, title: 'Second cut in Itahari' } });
        const incident = await res.json();
        const [, news] = await mailsTo(to('anil'), 2);
        expect(news.subject).toBe('Outage in Itahari-6: Second cut in Itahari');
        expect(news.text).toContain(OUTAGE.updates[0].text);
        expect(header(news, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
        expect(oneClickOf(news)).toMatch(new RegExp(`^${SITE}/api/subscription/unsubscribe\\?s=[0-9a-f]{24}&t=`));
        expect(news.text).toContain(`${SITE}/status/subscription?s=`);
        await mailsTo(to('all'), 2);
        // Dharan-2 is not touched.
        await ctx.notifier.drained();
        expect(await mailsTo(to('ram'), 1)).toHaveLength(1);

        // A new update is news; a typo fixed in the title is not.
        const update = {
          text: 'Spliced; service is coming back.',
          text_ne: 'जोडियो, सेवा फर्किंदैछ।',
          at: '2026-11-20T16:00:00+05:45',
          status: 'monitoring',
        };
        const put = await ctx.call('PUT', `/api/incident/${incident._id}`, {
          json: {
            ...OUTAGE,
            title: 'Second cut in Itahari',
            status: 'monitoring',
            updates: [...OUTAGE.updates, update],
          },
        });
        expect(put.status).toBe(200);
        const mails = await mailsTo(to('anil'), 3);
        expect(mails[2].subject).toBe('Update: Second cut in Itahari (Fixed, being watched)');
        expect(mails[2].text).toContain('Spliced; service is coming back.');
        await ctx.call('PUT', `/api/incident/${incident._id}`, {
          json: {
            ...OUTAGE,
            title: 'Second fibre cut in Itahari',
            status: 'monitoring',
            updates: [...OUTAGE.updates, update],
          },
        });
        await ctx.notifier.drained();
        expect(await mailsTo(to('anil'), 3)).toHaveLength(3);
      });

      it('writes to a Nepali subscriber in Nepali', async () => {
        await subscribed(ctx, to('maya'), 'Itahari-6', 'ne');
        await ctx.call('POST', '/api/incident', { json: { ...OUTAGE, title: 'Third cut' } });
        const [, news] = await mailsTo(to('maya'), 2);
        expect(news.subject).toBe('इटहरी-६मा सेवा अवरोध: इटहरीमा फाइबर काटियो');
        expect(news.text).toContain(OUTAGE.updates[0].text_ne);
        // the Nepali name as sender, a greeting, and the ISP's name before the signature
        expect(news.from?.value[0].name).toBe('कोशीनेट');
        expect(news.text).toMatch(/^नमस्ते,\n/);
        expect(news.text).toContain('धन्यवाद,\nकोशीनेट ग्राहक सेवा\n\n-- ');
        expect(news.text).not.toContain('KoshiNet');
        expect(news.text).toContain(`${SITE}/ne/status`);
      });

      it('stops at once after a one-click unsubscribe (RFC 8058), even for news already queued', async () => {
        await subscribed(ctx, to('hari'), 'Itahari-6');
        await ctx.call('POST', '/api/incident', { json: { ...OUTAGE, title: 'Fourth cut' } });
        const [, news] = await mailsTo(to('hari'), 2);
        const url = new URL(oneClickOf(news));
        const res = await ctx.call('POST', `${url.pathname}${url.search}`, {
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          token: null,
        });
        expect(res.status).toBe(200);
        expect(await res.json()).toMatchObject({ area: 'Itahari-6' });
        // A second click is still fine; the address gets nothing more.
        expect((await ctx.call('POST', `${url.pathname}${url.search}`, { token: null })).status).toBe(200);
        await ctx.call('POST', '/api/incident', { json: { ...OUTAGE, title: 'Fifth cut' } });
        await mailsTo(to('anil'), 5);
        await ctx.notifier.drained();
        expect(await mailsTo(to('hari'), 2)).toHaveLength(2);
      });

      it('counts the subscribers for staff only', async () => {
        expect((await ctx.call('GET', '/api/subscription', { token: null })).status).toBe(401);
        const counts = await (await ctx.call('GET', '/api/subscription')).json();
        expect(counts.confirmed).toBeGreaterThanOrEqual(5);
        expect(counts.areas).toContainEqual({ area: 'Dharan-2', confirmed: 1 });
      });
    });
  },
  { SMTP_URL: smtp.url, SITE_URL: SITE, NOTIFY_RETRY_BASE_MS: 50 },
);

forEachDatabase('status emails without SMTP', (ctx) => {
  it('says plainly that status emails are not set up', async () => {
    const res = await ctx.call('POST', '/api/subscription', {
      json: { email: 'a@example.com', area: '' },
      token: null,
    });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toMatch(/not set up/);
  });
});

for (const kind of DIALECTS) {
  describe(`status emails across a restart [${kind}]`, () => {
    it('keeps news queued while the mail server is down and the server restarts, then sends each once', async () => {
      const { database, cleanup } = await openTestDatabase(kind);
      const config = testConfig({
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: false,
        LOG_LOGINS: false,
        SUBMIT_MAX_PER_MINUTE: 1000,
        SMTP_URL: smtp.url,
        SITE_URL: SITE,
        NOTIFY_RETRY_BASE_MS: 50,
      });
      await seed(database.db, config);
      let server = await createApp({ database, config });
      const call = (app: typeof server, method: string, path: string, json: unknown, token?: string) =>
        app.app.request(path, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
          body: JSON.stringify(json),
        });
      try {
        const email = `restart.${kind}@example.com`;
        await call(server, 'POST', '/api/subscription', { email, area: '' });
        const link = linkIn((await mailsTo(email, 1))[0]);
        expect((await call(server, 'POST', '/api/subscription/confirm', { s: link.s, t: link.t })).status).toBe(200);
        const token = (await (await call(server, 'POST', '/api/users/login', ADMIN)).json()).token;

        await smtp.stop();
        const created = await call(server, 'POST', '/api/incident', { ...OUTAGE, areas: [] }, token);
        expect(created.status).toBe(201);
        // Tried, and failed with the mail server down: it waits in the outbox.
        await server.notifier.drained();
        await server.notifier.stop();
        await smtp.start();
        server = await createApp({ database, config });
        const [, news] = await mailsTo(email, 2);
        expect(news.subject).toBe('Outage across the network: Fibre cut in Itahari');
        await server.notifier.drained();
        expect(await mailsTo(email, 2)).toHaveLength(2);
      } finally {
        await server.notifier.stop();
        await cleanup();
      }
    });
  });
}
