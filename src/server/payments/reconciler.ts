import type { Db } from '../db/index.ts';
import type { Payments } from './service.ts';
import { getPayment } from './store.ts';

// Payments complete without the browser ever coming back, and refunds made in a gateway's merchant
// panel come to light: every payment with a lookup due (nextLookupAt, set by cadence.ts nextLookup: an
// open one every 5 minutes in its first hour, then hourly for a day; a paid one 1, 3, 7, 14 and 30 days
// after it was paid) is asked about again.
// One server of a cluster does it at a time: it holds a lease in `meta` (a compare-and-set on one
// row, as the publisher's lease), renewed each round; a server that dies lets it run out.

const KEY = 'paymentLease';

export interface ReconcilerOptions {
  db: Db;
  payments: Payments;
  instance: string;
  now: () => Date;
  /** how long a lease lasts unrenewed */
  leaseMs?: number;
  log?: (line: string) => void;
}

export function reconciler({ db, payments, instance, now, leaseMs = 120_000, log = console.error }: ReconcilerOptions) {
  /** Takes or renews the lease; false while another live server holds it. */
  async function lease(): Promise<boolean> {
    const row = await db.selectFrom('meta').select('value').where('key', '=', KEY).executeTakeFirst();
    const current = String(row?.value ?? '');
    const [holder = '', until = '0'] = current.split(' ');
    const at = now().getTime();
    if (holder && holder !== instance && Number(until) > at) return false;
    const value = `${instance} ${at + leaseMs}`;
    if (!row) {
      await db
        .insertInto('meta')
        .values({ key: KEY, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      return lease();
    }
    const moved = await db
      .updateTable('meta')
      .set({ value })
      .where('key', '=', KEY)
      .where('value', '=', current)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  /** One round: every payment whose lookup is due, oldest due first. The number looked up (undefined: not this server's turn). */
  async function runOnce(limit = 100): Promise<number | undefined> {
    if (!(await lease())) return undefined;
    const due = await db
      .selectFrom('payment')
      .select('id')
      .where('nextLookupAt', '<=', now().toISOString())
      .orderBy('nextLookupAt')
      .limit(limit)
      .execute();
    for (const { id } of due) {
      const payment = await getPayment(db, id);
      if (payment?.nextLookupAt && payment.nextLookupAt <= now().toISOString()) await payments.settle(payment);
    }
    return due.length;
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = true;
  async function loop(everyMs: number) {
    try {
      await runOnce();
    } catch (err) {
      log(`Payment lookups failed: ${err instanceof Error ? err.message : err}`);
    }
    if (stopped) return;
    timer = setTimeout(() => void loop(everyMs), everyMs);
    timer.unref();
  }
  return {
    lease,
    runOnce,
    /** Looks up due payments now (what a restart left) and every `everyMs`. */
    start(everyMs = 60_000) {
      stopped = false;
      void loop(everyMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // Lets another server take over at once.
      await db
        .updateTable('meta')
        .set({ value: '' })
        .where('key', '=', KEY)
        .where('value', 'like', `${instance} %`)
        .execute();
    },
  };
}
