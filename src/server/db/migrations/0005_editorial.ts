// Editors in control (issue 13): an editor-chosen order and a hidden flag on the five content
// tables, alt text for their images, and the history tables (revisions, trash, audit).
import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

const CONTENT = ['slider', 'notice', 'testimonial', 'plan', 'faq'];
const WITH_IMAGE = ['slider', 'notice', 'testimonial'];
/** Testimonials were listed newest first (spec §4); the others in the order they were added. */
const NEWEST_FIRST = new Set(['testimonial']);

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  for (const table of CONTENT) {
    await db.schema
      .alterTable(table)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    if (WITH_IMAGE.includes(table))
      await db.schema
        .alterTable(table)
        .addColumn('imageAlt', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    // Existing rows keep today's order: position = rank in the order the lists showed them.
    const before = NEWEST_FIRST.has(table)
      ? sql`other.seq > ${sql.table(table)}.seq`
      : sql`other.seq < ${sql.table(table)}.seq`;
    await sql`update ${sql.table(table)} set position = (select count(*) from ${sql.table(table)} as other where ${before})`.execute(
      db,
    );
    await db.schema.createIndex(`${table}_position`).on(table).columns(['position', 'seq']).execute();
  }

  const serial = (t: ReturnType<typeof db.schema.createTable>) =>
    kind === 'postgres'
      ? t.addColumn('seq', 'bigserial', (c) => c.primaryKey())
      : t.addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement());

  // One row per change of a record: whole records before and after, as JSON (never a password).
  await serial(db.schema.createTable('revision'))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('byId', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('byName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('revision_record').on('revision').columns(['entity', 'recordId', 'seq']).execute();
  await db.schema.createIndex('revision_at').on('revision').column('at').execute();

  // A deleted record, whole, until it is restored or purged; its image stays in media meanwhile.
  await db.schema
    .createTable('trash')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('record', 'text', (c) => c.notNull())
    .addColumn('deletedAt', 'text', (c) => c.notNull())
    .addColumn('byId', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('byName', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('trash_deleted_at').on('trash').column('deletedAt').execute();

  // Who did what, from where and when: admin writes and sign-ins (never a password or a token).
  await serial(db.schema.createTable('audit'))
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('userName', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('userEmail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recordId', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const column of ['at', 'userId', 'userEmail', 'entity', 'action']) {
    await db.schema.createIndex(`audit_${column}`).on('audit').column(column).execute();
  }
}
