// Indexes for server-side lists: submissions sorted by date, and the tables' other sort keys.
import type { Kysely } from 'kysely';

const BY_DATE = ['slider', 'notice', 'testimonial', 'plan', 'faq', 'booking', 'contact', 'referral', 'users'];

export async function up(db: Kysely<unknown>) {
  for (const table of BY_DATE) {
    await db.schema.createIndex(`${table}_created_at`).on(table).column('createdAt').execute();
  }
  await db.schema.createIndex('booking_customer_name').on('booking').column('customerName').execute();
  await db.schema.createIndex('booking_plan').on('booking').column('plan').execute();
}
