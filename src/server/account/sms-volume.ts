import { Hono } from 'hono';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';

/** Text messages queued in the last 24 hours, and whether that passes SMS_WARN_PER_DAY. */
export async function smsVolume(db: Db, warnPerDay: number, now: Date) {
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const { n } = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('channel', '=', 'sms')
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();
  const last24h = Number(n);
  return { last24h, warnAt: warnPerDay, over: last24h > warnPerDay };
}

/** `GET /api/leads/sms`: SMS costs money; the admin warns past the day's expected total. */
export function smsVolumeRoute(o: { db: Db; warnPerDay: number; now: () => Date }) {
  const app = new Hono<AuthEnv>();
  app.get('/sms', async (c) => c.json(await smsVolume(o.db, o.warnPerDay, o.now())));
  return app;
}
