import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.ts';
import type { OutboxTable } from '../db/tables.ts';
import type { Insert } from '../storage/group-commit.ts';
import { deleteOlderThan, hourlyPurge, type PurgeOptions } from '../history/hourly-purge.ts';

// 'reply': a staff reply to a fault report, emailed to the customer; 'status': a status email to a
// subscriber, a confirmation link or an incident's news (issue 29); 'assign': a lead or ticket
// assigned to a staff member, emailed to them (issue 30); 'notice': a maintenance notice to a
// customer of the affected areas (issue 49).
// 'sms': a text message to a customer's mobile, a sign-in code (issue 47).
// 'payment-mail' and 'payment-webhook': a paid payment's receipt to the customer and its event to the
// billing system (src/server/notify/payment-notify.ts); 'credit-webhook': an approved credit's event to
// the billing system (src/server/status/credit-store.ts).
export type Channel =
  | 'email'
  | 'webhook'
  | 'reply'
  | 'status'
  | 'assign'
  | 'notice'
  | 'sms'
  | 'payment-mail'
  | 'payment-webhook'
  | 'credit-webhook';
export type OutboxRow = Omit<OutboxTable, 'seq' | 'attempts'> & { seq: number; attempts: number };

/**
 * The outbox rows announcing a new lead, one per channel, to be committed in the same
 * transaction as the lead itself (../storage/group-commit.ts): a lead is never stored unannounced.
 */
export function outboxInserts(entity: string, record: Record<string, unknown>, channels: Channel[]): Insert[] {
  const now = new Date().toISOString();
  return channels.map((channel) => ({
    table: 'outbox',
    row: {
      id: randomBytes(12).toString('hex'),
      channel,
      entity,
      recordId: String(record._id),
      payload: JSON.stringify(record),
      createdAt: now,
      nextAttemptAt: now,
    },
  }));
}

/**
 * Rows due now, each claimed for this sender for `claimMs` by a conditional update (safe with
 * several processes); a sender killed mid-send lets its claim run out.
 */
export async function claimDue(db: Db, claimMs: number, limit = 20): Promise<OutboxRow[]> {
  const now = new Date().toISOString();
  const due = await db
    .selectFrom('outbox')
    .selectAll()
    .where('sentAt', 'is', null)
    .where('nextAttemptAt', '<=', now)
    .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
    .orderBy('seq')
    .limit(limit)
    .execute();
  const claimed: OutboxRow[] = [];
  const until = new Date(Date.now() + claimMs).toISOString();
  for (const row of due) {
    const result = await db
      .updateTable('outbox')
      .set({ claimedUntil: until })
      .where('id', '=', row.id)
      .where('sentAt', 'is', null)
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1)
      claimed.push({ ...row, seq: Number(row.seq), attempts: Number(row.attempts) });
  }
  return claimed;
}

/** Gives back a claimed row untried (the sender is stopping), for the next sender to take at once. */
export async function release(db: Db, row: OutboxRow): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ claimedUntil: null })
    .where('id', '=', row.id)
    .where('sentAt', 'is', null)
    .execute();
}

/** Marks a row sent; `payload` replaces what it held (an SMS's sign-in code is not kept once it went). */
export async function markSent(db: Db, row: OutboxRow, payload?: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('outbox')
    .set({
      sentAt: now,
      lastAttemptAt: now,
      attempts: row.attempts + 1,
      claimedUntil: null,
      lastError: null,
      ...(payload === undefined ? {} : { payload }),
    })
    .where('id', '=', row.id)
    .execute();
}

/** Records a failed attempt and when to try again: doubling from `baseMs`, never later than `maxMs`. */
export async function markFailed(db: Db, row: OutboxRow, error: string, baseMs: number, maxMs: number): Promise<void> {
  const attempts = row.attempts + 1;
  const delay = Math.min(maxMs, baseMs * 2 ** (attempts - 1));
  const now = new Date();
  await db
    .updateTable('outbox')
    .set({
      attempts,
      lastError: error.slice(0, 500),
      lastAttemptAt: now.toISOString(),
      nextAttemptAt: new Date(now.getTime() + delay).toISOString(),
      claimedUntil: null,
    })
    .where('id', '=', row.id)
    .execute();
}

/** When the earliest unsent row falls due (ms from now), or undefined when nothing waits. */
export async function nextDueIn(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select('nextAttemptAt')
    .where('sentAt', 'is', null)
    .orderBy('nextAttemptAt')
    .limit(1)
    .executeTakeFirst();
  return row ? Math.max(0, new Date(row.nextAttemptAt).getTime() - Date.now()) : undefined;
}

/** Unsent notifications that have failed at least `minAttempts` times, oldest first, for the admin. */
export async function failingNotifications(db: Db, minAttempts: number) {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'id',
      'channel',
      'entity',
      'recordId',
      'createdAt',
      'attempts',
      'lastAttemptAt',
      'lastError',
      'nextAttemptAt',
    ])
    .where('sentAt', 'is', null)
    .where('attempts', '>=', minAttempts)
    .orderBy('seq')
    .limit(100)
    .execute();
  const { n } = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('sentAt', 'is', null)
    .executeTakeFirstOrThrow();
  return { pending: Number(n), failing: rows.map((r) => ({ ...r, attempts: Number(r.attempts) })) };
}

/** Makes a waiting notification due now (the admin's 'Retry now'). */
export async function retryNow(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ nextAttemptAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('sentAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes the notifications sent more than `keepDays` ago (each holds the email it went to, and a
 * flood of requests would otherwise stay on disk for good); unsent ones stay until they go.
 */
export function purgeSentOutbox(db: Db, keepDays: number, now: Date = new Date()): Promise<number> {
  return deleteOlderThan(db, 'outbox', 'sentAt', new Date(now.getTime() - keepDays * 86_400_000).toISOString());
}

/** Purges sent notifications older than keepDays when started and every hour. */
export function outboxPurger(db: Db, keepDays: number, options: PurgeOptions = {}) {
  return hourlyPurge('the sent notifications', (now) => purgeSentOutbox(db, keepDays, now), 0, options);
}
