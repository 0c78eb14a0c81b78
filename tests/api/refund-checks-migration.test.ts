import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/index.ts';
import { scratchSchema } from '../support/postgres.ts';
import { DIALECTS } from './setup.ts';

// 0053 gives the payments paid in the last 30 days before the checks for refunds a lookup at the next
// round; older paid ones, open ones and those with a lookup already due are left as they were.
const BEFORE = '0052_customer_search_text';
const DAY = 86_400_000;

async function opened(kind: 'sqlite' | 'postgres') {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'isp-refund-checks-'));
    return { url: `file:${join(dir, 'site.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const scratch = await scratchSchema('rc');
  return { url: scratch.url, drop: scratch.drop };
}

describe('0053 schedules checks for refunds of recent payments', () => {
  for (const kind of DIALECTS) {
    it(`asks about the payments paid in the last 30 days, and no others [${kind}]`, async () => {
      const place = await opened(kind);
      try {
        const old = await openDatabase(place.url, { migrateTo: BEFORE });
        const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
        const payments = [
          { id: 'paid-2-days-ago', status: 'paid', paidAt: ago(2), nextLookupAt: null },
          { id: 'paid-29-days-ago', status: 'paid', paidAt: ago(29), nextLookupAt: null },
          { id: 'paid-40-days-ago', status: 'paid', paidAt: ago(40), nextLookupAt: null },
          { id: 'open', status: 'pending', paidAt: null, nextLookupAt: ago(-0.01) },
          { id: 'failed', status: 'failed', paidAt: null, nextLookupAt: null },
          { id: 'refunded', status: 'refunded', paidAt: ago(3), nextLookupAt: null },
        ];
        for (const p of payments)
          await old.db
            .insertInto('payment')
            .values({
              ...p,
              customerId: 'KN-1',
              amount: 1000,
              gateway: 'esewa',
              createdAt: ago(50),
              updatedAt: ago(1),
            } as never)
            .execute();
        await old.close();

        const before = Date.now();
        const upgraded = await openDatabase(place.url);
        try {
          const rows = await upgraded.db.selectFrom('payment').select(['id', 'nextLookupAt']).orderBy('id').execute();
          const next = Object.fromEntries(rows.map((r) => [r.id, r.nextLookupAt]));
          for (const id of ['paid-2-days-ago', 'paid-29-days-ago']) {
            expect(Date.parse(next[id] ?? '')).toBeGreaterThanOrEqual(before - 1000);
            expect(Date.parse(next[id] ?? '')).toBeLessThanOrEqual(Date.now());
          }
          expect([next['paid-40-days-ago'], next.failed, next.refunded]).toEqual([null, null, null]);
          expect(next.open).toBe(payments[3]!.nextLookupAt);
        } finally {
          await upgraded.close();
        }
      } finally {
        await place.drop();
      }
    });
  }
});
