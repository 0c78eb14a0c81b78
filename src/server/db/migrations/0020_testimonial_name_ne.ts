// नेपाली (the Nepali review): a testimonial's name has its Nepali twin too, so a Nepali page shows
// 'सीता शर्मा' where the editor wrote one ('' otherwise: the page then shows the English name).
// 0006 gave testimonials their other twins; it has shipped, so the column is added here.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('testimonial')
    .addColumn('name_ne', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
