// Issue 31, "a focal point for banners and testimonials": where the subject of the picture is, in
// percent from the left (focalX) and from the top (focalY). '' is the centre, as every image
// before this migration was shown, so existing records look exactly as they did.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  for (const table of ['slider', 'testimonial']) {
    for (const column of ['focalX', 'focalY']) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
  }
}
