// Plans chosen for the home page (featured) and given the 'Most Popular' badge (popular), set by
// editors instead of the home page looking plans up by name (issue 11).
import { sql, type Kysely } from 'kysely';

/** The home page teasers of spec §2 that release 0.1.0 found by name; Fibernet + IPTV is 'Most Popular'. */
const TEASERS = ['fibernet', 'fibernet + iptv', 'wireless'];
const POPULAR = 'fibernet + iptv';

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('plan')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('plan')
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // An upgraded site keeps the teasers it showed: the plans of those names become featured.
  const name = sql`lower(trim(name))`;
  await sql`update plan set featured = 1 where ${name} in (${sql.join(TEASERS)})`.execute(db);
  await sql`update plan set popular = 1 where ${name} = ${POPULAR}`.execute(db);
}
