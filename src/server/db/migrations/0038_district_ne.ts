// Issue 42, "everything a visitor sees is the operator's": an area's district in Nepali, for a
// district the site's list of Nepal's 77 (src/lib/districts.ts) does not spell as the ISP does.
// '' = the list's name, as every area before this migration was shown.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('area')
    .addColumn('district_ne', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
