// Issue 42: a ticket's first-response deadline, worked out in the office hours of the day it was
// made and stored with it, so a later change of the hours or holidays does not move it. Tickets
// from before have none (null): theirs is worked out when read, in the hours of that moment.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('ticket').addColumn('firstResponseDue', 'text').execute();
}
