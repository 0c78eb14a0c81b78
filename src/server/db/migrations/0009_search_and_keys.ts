// Issue 10 and 11 (shipped: never edit; a later change is a new migration).
// - PostgreSQL: pg_trgm and a GIN trigram index on every column `q` searches (as of this release;
//   src/server/search-index.ts adds the index of a column added later), so a search of 100,000
//   bookings reads only the rows that match. Without the extension, search still works, unindexed.
// - Both databases: `submission_key`, the Idempotency-Key a browser sent with a booking, contact
//   message or referral, stored in the same transaction as the record, with the answer it got:
//   a retry after a lost answer is answered the same and stores nothing twice.
import type { Kysely } from 'kysely';
import { createTrigramIndex, ensureTrigram } from '../trigram.ts';
import type { MigrationContext } from './helpers.ts';

const SEARCHED: Record<string, string[]> = {
  slider: ['title', 'name', 'subtitle', 'link', 'title_ne', 'subtitle_ne', 'imageAlt'],
  notice: ['title', 'title_ne', 'imageAlt'],
  testimonial: ['name', 'location', 'comment', 'location_ne', 'comment_ne', 'imageAlt'],
  plan: ['name', 'speed', 'price', 'duration', 'name_ne', 'features', 'features_ne'],
  faq: ['question', 'answer', 'question_ne', 'answer_ne'],
  booking: [
    'customerName',
    'address',
    'contact',
    'email',
    'contact2',
    'remarks',
    'plan',
    'speed',
    'cost',
    'duration',
    'lang',
  ],
  contact: ['name', 'email', 'subject', 'phone', 'msg', 'lang'],
  referral: [
    'customerName',
    'phone',
    'customerId',
    'address',
    'friendsName',
    'friendsAddress',
    'friendsContact',
    'remarks',
    'lang',
  ],
  area: ['name', 'name_ne', 'district', 'status', 'services'],
  'coverage-request': ['name', 'phone', 'place', 'area', 'lang'],
  users: ['name', 'email'],
};

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  await db.schema
    .createTable('submission_key')
    // the entity's path and the visitor's key: 'booking:6f1c…'
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    // a hash of the submission: the same key with other content is refused, not answered
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('submission_key_at').on('submission_key').column('at').execute();

  if (kind !== 'postgres') return;
  const schema = await ensureTrigram(db, true);
  if (!schema) return;
  for (const [table, columns] of Object.entries(SEARCHED))
    for (const column of columns) await createTrigramIndex(db, schema, table, column);
}
