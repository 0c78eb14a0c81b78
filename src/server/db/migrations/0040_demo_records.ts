// Issue 42, "remove demo content": the records the first start seeded as the demo ISP's content,
// by id, so the admin can move them all to the trash at once. A database seeded before this
// release is filled from its seeding time (meta 'demoSeeded', written as the seed finished): the
// content records created in the ten minutes up to it, which only the seed could have made.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const SEEDED = ['slider', 'notice', 'testimonial', 'plan', 'faq', 'area', 'incident'];
const WINDOW_MS = 10 * 60_000;

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('demo_record')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entity', 'text', (c) => c.notNull())
    .execute();
  const { rows } = await sql<{ value: string }>`select value from meta where key = 'demoSeeded'`.execute(db);
  const seededAt = Date.parse(rows[0]?.value ?? '');
  if (Number.isNaN(seededAt)) return;
  const from = new Date(seededAt - WINDOW_MS).toISOString();
  const to = new Date(seededAt).toISOString();
  for (const table of SEEDED)
    await sql`insert into demo_record (id, entity) select id, ${table} from ${sql.table(table)}
      where ${sql.ref('createdAt')} >= ${from} and ${sql.ref('createdAt')} <= ${to}`.execute(db);
}
