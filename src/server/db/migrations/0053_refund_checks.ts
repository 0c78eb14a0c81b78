// A paid payment is looked up again on days 1, 3, 7, 14 and 30 after it was paid, for a refund made in
// the gateway's merchant panel (../../payments/cadence.ts). Payments paid before that had no lookup
// left once credited; those paid in the last 30 days are asked about at the next round, and their
// checks go on from there. Older ones are past their last check, as they would be now.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const DAY = 86_400_000;

export async function up(db: Kysely<unknown>) {
  const now = Date.now();
  await sql`update payment set "nextLookupAt" = ${new Date(now).toISOString()}
    where status = 'paid' and "nextLookupAt" is null and "paidAt" > ${new Date(now - 30 * DAY).toISOString()}`.execute(
    db,
  );
}
