// Issue 31, scheduled content: a window for each slider, notice, testimonial, plan and FAQ (UTC
// ISO instants, '' for none: text compares as time in that one format), and in publish_state the
// moment up to which the cluster has republished for such windows (src/server/publishing/schedule.ts).
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const SCHEDULED = ['slider', 'notice', 'testimonial', 'plan', 'faq'];

export async function up(db: Kysely<unknown>) {
  for (const table of SCHEDULED) {
    await db.schema
      .alterTable(table)
      .addColumn('publishAt', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('unpublishAt', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('publish_state')
    .addColumn('scheduleCheckedAt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Nothing was scheduled before now: the first check looks no further back.
  await sql`update publish_state set ${sql.ref('scheduleCheckedAt')} = ${new Date().toISOString()}`.execute(db);
}
