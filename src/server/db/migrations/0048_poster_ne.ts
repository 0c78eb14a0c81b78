// Nepali posters: a notice or banner may carry a second image, in Nepali, shown on the Nepali
// pages ('' when none: the English image serves both). A notice may also be text only (a title, a
// text and a link, in both languages), for an announcement nobody has made a poster of.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  for (const table of ['slider', 'notice'])
    await db.schema
      .alterTable(table)
      .addColumn('image_ne', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  for (const column of ['text', 'text_ne', 'link'])
    await db.schema
      .alterTable('notice')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
}
