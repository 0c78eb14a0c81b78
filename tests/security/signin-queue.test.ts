import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/index.ts';
import { onError } from '../../src/server/http/errors.ts';
import { readInput } from '../../src/server/http/body.ts';
import { CHECKS_AT_ONCE, STRANGERS_AT_ONCE, signInGuard, WAITING_AT_MOST } from '../../src/server/guards/signin.ts';
import { writeAudit } from '../../src/server/history/audit.ts';
import { DIALECTS, openTestDatabase } from '../api/setup.ts';

// The sign-in queue under a flood (forty addresses × 4 wrong sign-ins in flight kept the two
// password checks busy for minutes, the admin's own sign-in waited 178 s, and checks of closed
// connections still ran). The password check here is a gate the test opens one check at a time,
// so the order and the count of checks are seen exactly, without a clock.
const ADMIN = 'admin@example.com';
const RIGHT = 'right password';

for (const kind of DIALECTS) {
  describe(`the sign-in queue [${kind}]`, () => {
    let database: Database;
    let cleanup = async () => {};
    let app: Hono;
    let guard: ReturnType<typeof signInGuard>;
    /** who reached the password check, in order */
    const checked: string[] = [];
    /** the checks under way, each waiting for the test to let it finish */
    const gates: (() => void)[] = [];
    let clock = Date.parse('2026-11-29T00:00:00Z');

    beforeAll(async () => {
      const opened = await openTestDatabase(kind);
      database = opened.database;
      cleanup = opened.cleanup;
      serve();
    });
    /** A server's guard and sign-in route (a second call is another server, or one restarted). */
    const serve = () => {
      guard = signInGuard(database.db, {
        trustProxy: true,
        maxFailures: 5,
        windowMs: 15 * 60_000,
        maxFailuresPerAddressPerDay: 100,
        log: () => {},
        now: () => clock,
      });
      app = new Hono();
      app.onError(onError);
      app.post('/login', guard.before, async (c) => {
        const { email, password } = (await readInput(c)) as { email: string; password: string };
        checked.push(`${email} ${c.req.header('x-forwarded-for')}`);
        await new Promise<void>((resolve) => gates.push(resolve));
        const ok = email === ADMIN && password === RIGHT;
        await guard.after(c, email, ok);
        return ok ? c.json({ token: 'x' }) : c.json({ message: 'Wrong email or password' }, 400);
      });
    };
    afterAll(() => cleanup());

    const login = async (from: string, email: string, password: string, signal?: AbortSignal) =>
      app.request('/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email, password }),
        signal,
      });
    /** Lets the oldest check under way finish, once one is. */
    const finishOne = async () => {
      while (!gates.length) await new Promise((r) => setImmediate(r));
      gates.shift()!();
    };
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((r) => setImmediate(r));
    };

    it('the admin who signed in from an address is let in ahead of a flood, which is bounded and refused at once', async () => {
      // The admin signs in from 10.0.0.1: that account and address are known from now on.
      const first = login('10.0.0.1', ADMIN, RIGHT);
      await finishOne();
      expect((await first).status).toBe(200);
      checked.length = 0;

      // Forty addresses, four wrong sign-ins each, all in flight at once.
      const answers = new Map<number, Response>();
      const flood = Array.from({ length: 160 }, (_, i) => {
        const p = login(`10.1.${Math.floor(i / 4)}.1`, ADMIN, `guess ${i}`);
        void p.then((r) => answers.set(i, r));
        return p;
      });
      // Strangers hold one check (the other is kept), eight wait, the rest are refused before
      // anything is counted or checked.
      expect(STRANGERS_AT_ONCE).toBe(CHECKS_AT_ONCE - 1);
      const refusedCount = 160 - STRANGERS_AT_ONCE - WAITING_AT_MOST;
      await until(() => answers.size === refusedCount);
      const refused = [...answers.values()];
      expect(refused.every((r) => r.status === 429 && r.headers.get('retry-after') === '2')).toBe(true);
      expect((await refused[0]!.json()).message).toBe(
        'Too many people are signing in right now. Please try again in a moment.',
      );
      expect(checked).toHaveLength(STRANGERS_AT_ONCE);
      expect(guard.queued.strangers).toBe(WAITING_AT_MOST);

      // The admin, from the address it signed in from, is checked at once, beside the flood: no
      // stranger's check has to end first.
      const admin = login('10.0.0.1', ADMIN, RIGHT);
      await until(() => checked.length === STRANGERS_AT_ONCE + 1);
      expect(checked.at(-1)).toBe(`${ADMIN} 10.0.0.1`);
      expect(guard.queued).toEqual({ known: 0, strangers: WAITING_AT_MOST });
      // A stranger is still refused: the queue is full.
      expect((await login('10.2.0.1', ADMIN, 'one more')).status).toBe(429);
      // The admin's check ends first (the strangers' still runs): the admin is in.
      gates.pop()!();
      expect((await admin).status).toBe(200);
      // A second known sign-in while the kept check is busy waits in the known queue, ahead of
      // the eight strangers, and is the next one checked.
      const second = login('10.0.0.1', ADMIN, RIGHT);
      const secondAgain = login('10.0.0.1', ADMIN, RIGHT);
      await until(() => checked.length === STRANGERS_AT_ONCE + 2 && guard.queued.known === 1);
      await finishOne(); // the stranger's
      await until(() => checked.length === STRANGERS_AT_ONCE + 3);
      expect(checked.slice(-2)).toEqual([`${ADMIN} 10.0.0.1`, `${ADMIN} 10.0.0.1`]);
      while (gates.length) await finishOne();
      expect((await second).status).toBe(200);
      expect((await secondAgain).status).toBe(200);
      // Then the eight strangers, one at a time.
      for (let i = 0; i < WAITING_AT_MOST; i++) {
        await until(() => gates.length === 1);
        expect(guard.queued.strangers).toBe(WAITING_AT_MOST - 1 - i);
        await finishOne();
      }
      await Promise.all(flood);
      expect(checked).toHaveLength(STRANGERS_AT_ONCE + WAITING_AT_MOST + 3);
    });

    it('drops a waiting sign-in whose client has gone: no check runs for it', async () => {
      checked.length = 0;
      clock += 16 * 60_000; // the flood's failures are forgotten
      const busy = login('10.3.0.1', 'a@example.com', 'x');
      await until(() => checked.length === STRANGERS_AT_ONCE);
      // Eight wait, then every one of them hangs up.
      const leaving = Array.from({ length: WAITING_AT_MOST }, (_, i) => {
        const controller = new AbortController();
        const answer = login(`10.4.${i}.1`, 'c@example.com', 'x', controller.signal).catch(() => undefined);
        return { controller, answer };
      });
      await until(() => guard.queued.strangers === WAITING_AT_MOST);
      // The queue is full: a newcomer is refused…
      expect((await login('10.5.0.1', 'd@example.com', 'x')).status).toBe(429);
      for (const l of leaving) l.controller.abort();
      await Promise.all(leaving.map((l) => l.answer));
      expect(guard.queued.strangers).toBe(0);
      // …and once they have gone, the next one waits in their place and is checked next.
      const next = login('10.5.0.1', 'd@example.com', 'x');
      await finishOne();
      await until(() => checked.length === STRANGERS_AT_ONCE + 1);
      await finishOne();
      expect((await next).status).toBe(400);
      expect((await busy).status).toBe(400);
      expect(checked.slice(STRANGERS_AT_ONCE)).toEqual(['d@example.com 10.5.0.1']);
    });

    it('knows an account from the audit of its sign-ins: after a restart, or on another server of a cluster', async () => {
      checked.length = 0;
      clock += 16 * 60_000;
      // Signed in through another server (or before a restart): written in the shared audit only.
      const at = new Date(clock - 86_400_000);
      const user = { _id: 'u1', name: 'Admin', email: ADMIN };
      await writeAudit(database.db, {
        at,
        user,
        action: 'sign-in',
        entity: 'users',
        recordId: 'u1',
        address: '2001:db8:1:2::5',
      });
      await writeAudit(database.db, {
        at,
        user,
        action: 'sign-in failed',
        entity: 'users',
        recordId: 'u1',
        address: '10.7.0.1',
      });
      serve();
      const flood = Array.from({ length: STRANGERS_AT_ONCE + WAITING_AT_MOST }, (_, i) =>
        login(`10.8.${i}.1`, 'e@example.com', 'x'),
      );
      await until(() => checked.length === STRANGERS_AT_ONCE && guard.queued.strangers === WAITING_AT_MOST);
      // From the same IPv6 /64 it signed in from: checked at once. From where it only failed: a stranger, refused.
      const admin = login('2001:db8:1:2::99', ADMIN, RIGHT);
      await until(() => checked.length === STRANGERS_AT_ONCE + 1);
      expect(checked.at(-1)).toBe(`${ADMIN} 2001:db8:1:2::99`);
      expect((await login('10.7.0.1', ADMIN, RIGHT)).status).toBe(429);
      gates.pop()!();
      expect((await admin).status).toBe(200);
      while (checked.length < STRANGERS_AT_ONCE + 1 + WAITING_AT_MOST || gates.length) await finishOne();
      await Promise.all(flood);
    });
  });
}
