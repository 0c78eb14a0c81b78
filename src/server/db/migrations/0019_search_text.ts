// Issue 10, PostgreSQL only (0009 is shipped: never edit it, nor this one once shipped).
// 0009 gave every searched column its own trigram index; the planner never used them for `q` (an
// OR of one index scan per column and word priced above a sequential scan, which took over a
// second for two Devanagari words over 100,000 bookings). Each table gets one index on its search
// text instead (the columns joined by newlines, as the list query matches it), and the per-column
// indexes go: they only slowed writes. src/server/search-index.ts keeps the index in step with
// the registry when a searched field is added later.
import { sql, type Kysely } from 'kysely';
import { createSearchIndex, ensureTrigram } from '../trigram.ts';
import type { MigrationContext } from './helpers.ts';

// The searched columns as of this migration, written out: a migration is a fixed snapshot, never
// read from the live registry or from another migration that might change.
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
  if (kind !== 'postgres') return;
  const { rows } = await sql<{
    name: string;
  }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexname like '%\_trgm'`.execute(
    db,
  );
  for (const { name } of rows) await sql`drop index ${sql.id(name)}`.execute(db);
  const schema = await ensureTrigram(db, true);
  if (!schema) return;
  for (const [table, columns] of Object.entries(SEARCHED)) await createSearchIndex(db, schema, table, columns);
}
