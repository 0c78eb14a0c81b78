// Usage from the ISP's RADIUS: a plan may have a data cap (GB a billing period, '' for none) and a
// fair-usage policy in both languages, shown on the plans pages; each usage alert (80 % and 100 % of
// the cap, once a billing period) is claimed once by a row of its own, as the maintenance notices are.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  for (const column of ['capGb', 'fairUsage', 'fairUsage_ne'])
    await db.schema
      .alterTable('plan')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  await db.schema
    .createTable('usage_alert')
    .addColumn('customerId', 'text', (c) => c.notNull())
    // the billing period's first day in Nepal, YYYY-MM-DD
    .addColumn('periodStart', 'text', (c) => c.notNull())
    // 80 or 100 (% of the cap)
    .addColumn('threshold', 'integer', (c) => c.notNull())
    .addColumn('sentAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_alert_pk', ['customerId', 'periodStart', 'threshold'])
    .execute();
}
