import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testSmtp } from '../api/smtp.ts';
import { startServer } from '../support/server.ts';

describe('lead notifications survive kill -9 (the real server, SQLite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'isp-notify-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('sends every notification acknowledged before a kill -9, once, after the restart', async () => {
    const smtp = await testSmtp();
    await smtp.stop();
    const env = {
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      SITE_DIR: join(dir, 'site'),
      ADMIN_PASSWORD: 'notify-durability-pw',
      SUBMIT_MAX_PER_MINUTE: '1000',
      SUBMIT_MAX_PER_DAY: '1000000',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'desk@example.com',
      NOTIFY_RETRY_BASE_MS: '100',
      NOTIFY_RETRY_MAX_MS: '300',
      NOTIFY_CLAIM_MS: '3000',
    };
    const first = await startServer(env);
    const names: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${first.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `कुमार ${i}`, email: 'k@example.com', msg: `message ${i}` }),
      });
      expect(res.status).toBe(201);
      names.push(`कुमार ${i}`);
    }
    // The mail server is down, so nothing has gone out; the process dies without any cleanup.
    await first.kill('SIGKILL');
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    const second = await startServer(env);
    try {
      // A row the killed process had claimed waits out its claim (3 s here) before it is tried again.
      const mails = await smtp.waitFor(10, 30_000);
      await new Promise((r) => setTimeout(r, 1000));
      expect(mails.map((m) => m.subject).sort()).toEqual(names.map((n) => `New contact message from ${n}`).sort());
    } finally {
      await second.kill();
    }
    // A further restart sends nothing already delivered.
    const third = await startServer(env);
    await new Promise((r) => setTimeout(r, 1500));
    await third.kill();
    await smtp.stop();
    expect(smtp.received).toHaveLength(10);
  }, 90_000);
});
