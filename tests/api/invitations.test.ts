import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type Config } from '../../src/server/config.ts';
import type { Database } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/demo/seed.ts';
import { createApp } from '../../src/server/app.ts';
import { ADMIN, DIALECTS, openTestDatabase } from './setup.ts';
import { testSmtp, type TestSmtp } from './smtp.ts';

// Issue 42, invitations: the admin enters a name, email and role; the person gets a one-time link
// (24 hours) by email, through a real SMTP server here, and sets their own password; without email the
// admin is shown the link. And the mail sink of a first install: SMTP_URL=file:<folder> writes .eml files.

const SITE_URL = 'https://isp.example.com.np';
const PASSWORD = 'my own long password';
const HOUR = 3_600_000;

for (const kind of DIALECTS) {
  describe(`invitations [${kind}]`, () => {
    let smtp: TestSmtp;
    let database: Database;
    let cleanup: () => Promise<void>;
    let clock = Date.now();
    const apps: Awaited<ReturnType<typeof createApp>>[] = [];
    const tokens: Record<string, string> = {};

    /** An app with this SMTP_URL (none: email off), the admin signed in; the clock is `clock`. */
    const appWith = async (smtpUrl?: string) => {
      const config: Config = testConfig({ SMTP_URL: smtpUrl, SITE_URL, LOG_LOGINS: false });
      const app = await createApp({ database, config, now: () => new Date(clock) });
      apps.push(app);
      return app;
    };
    const call = async (
      app: Awaited<ReturnType<typeof createApp>>,
      method: string,
      path: string,
      json?: unknown,
      token?: string,
    ) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers['x-auth-token'] = token;
      return app.app.request(path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
    };
    const signIn = async (app: Awaited<ReturnType<typeof createApp>>, email: string, password: string) =>
      call(app, 'POST', '/api/users/login', { email, password });

    beforeAll(async () => {
      smtp = await testSmtp();
      const opened = await openTestDatabase(kind);
      database = opened.database;
      cleanup = opened.cleanup;
      await seed(
        database.db,
        testConfig({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: false, LOG_LOGINS: false }),
      );
      const app = await appWith(smtp.url);
      tokens.admin = (await (await signIn(app, ADMIN.email, ADMIN.password)).json()).token;
    });
    afterAll(async () => {
      for (const app of apps) await app.notifier.stop();
      await smtp.stop();
      await cleanup();
    });

    it('is for admins only, and checks the name, email and role', async () => {
      const app = apps[0];
      const made = await call(
        app,
        'POST',
        '/api/users',
        {
          name: 'Editor',
          email: 'editor@example.com',
          password: PASSWORD,
          verifyPassword: PASSWORD,
          role: 'editor',
        },
        tokens.admin,
      );
      expect(made.status).toBe(201);
      tokens.editor = (await (await signIn(app, 'editor@example.com', PASSWORD)).json()).token;
      const refused = await call(
        app,
        'POST',
        '/api/users/invitations',
        { name: 'X', email: 'x@example.com', role: 'admin' },
        tokens.editor,
      );
      expect(refused.status).toBe(403);
      expect((await refused.json()).message).toMatch(/Editor role/);
      expect(
        (await call(app, 'POST', '/api/users/invitations', { name: 'X', email: 'x@example.com', role: 'sales' }))
          .status,
      ).toBe(401);
      const badRole = await call(
        app,
        'POST',
        '/api/users/invitations',
        { name: 'X', email: 'x@example.com', role: 'owner' },
        tokens.admin,
      );
      expect(badRole.status).toBe(400);
      expect((await badRole.json()).errors.role).toMatch(/Role must be one of/);
      const badEmail = await call(
        app,
        'POST',
        '/api/users/invitations',
        { name: 'X', email: 'not-an-email', role: 'sales' },
        tokens.admin,
      );
      expect(badEmail.status).toBe(400);
      const taken = await call(
        app,
        'POST',
        '/api/users/invitations',
        { name: 'X', email: 'EDITOR@example.com', role: 'sales' },
        tokens.admin,
      );
      expect(taken.status).toBe(409);
    });

    it('emails a one-time link; the invited person sets their password, is signed in, and the link is spent', async () => {
      const app = apps[0];
      const res = await call(
        app,
        'POST',
        '/api/users/invitations',
        { name: 'Gita Sharma', email: 'Gita@example.com', role: 'support' },
        tokens.admin,
      );
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({ emailed: true, email: 'gita@example.com', role: 'support' });
      expect(body.link).toBeUndefined(); // emailed: the admin never sees the link
      const [mail] = await smtp.waitFor(1);
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('gita@example.com');
      expect(mail.subject).toMatch(/invited you to the .* admin/);
      const link = mail.text?.match(/https:\/\/isp\.example\.com\.np\/admin\/invitation#([\w-]+)/);
      expect(link).toBeTruthy();
      const token = link![1];
      // The token is kept hashed: the table never holds it.
      const stored = await database.db.selectFrom('invitation').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(token);

      const check = await call(app, 'POST', '/api/invitation/check', { token });
      expect(await check.json()).toEqual({ name: 'Gita Sharma', email: 'gita@example.com', role: 'support' });
      const weak = await call(app, 'POST', '/api/invitation/accept', { token, password: 'short' });
      expect(weak.status).toBe(400);
      const accepted = await call(app, 'POST', '/api/invitation/accept', {
        token,
        password: PASSWORD,
        verifyPassword: PASSWORD,
      });
      expect(accepted.status).toBe(201);
      const { token: session, user } = await accepted.json();
      expect(user).toMatchObject({ name: 'Gita Sharma', email: 'gita@example.com', role: 'support' });
      expect((await call(app, 'GET', '/api/users/verify', undefined, session)).status).toBe(200);
      expect((await signIn(app, 'gita@example.com', PASSWORD)).status).toBe(200);

      // Single use.
      const again = await call(app, 'POST', '/api/invitation/accept', { token, password: 'someone elses password' });
      expect(again.status).toBe(410);
      expect((await again.json()).message).toMatch(/expired or was already used/);
      expect((await call(app, 'POST', '/api/invitation/check', { token })).status).toBe(410);
      expect((await signIn(app, 'gita@example.com', PASSWORD)).status).toBe(200);

      const audit = await database.db.selectFrom('audit').select(['action', 'userEmail', 'recordName']).execute();
      expect(audit).toContainEqual(expect.objectContaining({ action: 'invited', userEmail: ADMIN.email }));
      expect(audit).toContainEqual(
        expect.objectContaining({ action: 'invitation accepted', userEmail: 'gita@example.com' }),
      );
    });

    it('expires after 24 hours with a clear message (a controlled clock)', async () => {
      const app = apps[0];
      const before = smtp.received.length;
      await call(
        app,
        'POST',
        '/api/users/invitations',
        { name: 'Hari', email: 'hari@example.com', role: 'sales' },
        tokens.admin,
      );
      const mails = await smtp.waitFor(before + 1);
      const token = mails.at(-1)!.text!.match(/#([\w-]+)/)![1];
      clock += 23 * HOUR;
      expect((await call(app, 'POST', '/api/invitation/check', { token })).status).toBe(200);
      clock += 1 * HOUR + 1;
      const late = await call(app, 'POST', '/api/invitation/accept', { token, password: PASSWORD });
      expect(late.status).toBe(410);
      expect((await late.json()).message).toBe(
        'This invitation link has expired or was already used. Ask an admin to invite you again.',
      );
      expect((await signIn(app, 'hari@example.com', PASSWORD)).status).toBe(400);
      const forged = await call(app, 'POST', '/api/invitation/accept', { token: 'x'.repeat(43), password: PASSWORD });
      expect(forged.status).toBe(410);
      expect((await call(app, 'POST', '/api/invitation/accept', { token: 'short', password: PASSWORD })).status).toBe(
        400,
      );
    });

    it('without email, gives the admin the link to pass on; it works', async () => {
      const app = await appWith(undefined);
      const res = await call(
        app,
        'POST',
        '/api/users/invitations',
        { name: 'Maya', email: 'maya@example.com', role: 'editor' },
        tokens.admin,
      );
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({ emailed: false, message: expect.stringMatching(/Email is not set up/) });
      expect(body.link).toMatch(/^https:\/\/isp\.example\.com\.np\/admin\/invitation#[\w-]{43}$/);
      const token = body.link.split('#')[1];
      const accepted = await call(app, 'POST', '/api/invitation/accept', { token, password: PASSWORD });
      expect(accepted.status).toBe(201);
      expect((await signIn(app, 'maya@example.com', PASSWORD)).status).toBe(200);
      expect((await (await call(app, 'GET', '/api/health')).json()).email).toBe('off');
    });

    it('SMTP_URL=file:<folder> writes each email as a .eml file a mail program reads', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'isp-mail-'));
      try {
        const app = await appWith(`file:${dir}`);
        expect((await (await call(app, 'GET', '/api/health')).json()).email).toBe('file');
        const res = await call(
          app,
          'POST',
          '/api/users/invitations',
          { name: 'Bina', email: 'bina@example.com', role: 'sales' },
          tokens.admin,
        );
        expect(await res.json()).toMatchObject({ emailed: true });
        const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
        expect(files).toHaveLength(1);
        const mail = await simpleParser(readFileSync(join(dir, files[0])));
        expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('bina@example.com');
        expect(mail.from?.text).toMatch(/admin.*noreply@isp\.example\.com\.np/);
        expect(mail.subject).toMatch(/invited you/);
        const token = mail.text!.match(/#([\w-]{43})/)![1];
        expect((await call(app, 'POST', '/api/invitation/accept', { token, password: PASSWORD })).status).toBe(201);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
