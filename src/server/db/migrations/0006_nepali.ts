// नेपाली (issue 14): optional Nepali twins of the editor's text, each beside its English field
// ('' where the editor wrote none: the Nepali page then shows the English), and the language a
// visitor used for a booking, contact message or referral ('en' for every earlier one).
import type { Kysely } from 'kysely';

const NEPALI_TWINS: Record<string, string[]> = {
  slider: ['title_ne', 'subtitle_ne'],
  notice: ['title_ne'],
  testimonial: ['location_ne', 'comment_ne'],
  plan: ['name_ne'],
  faq: ['question_ne', 'answer_ne'],
};
const SUBMISSIONS = ['booking', 'contact', 'referral'];

export async function up(db: Kysely<unknown>) {
  const addText = (table: string, column: string, fallback: string) =>
    db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(fallback))
      .execute();
  for (const [table, columns] of Object.entries(NEPALI_TWINS))
    for (const column of columns) await addText(table, column, '');
  // A JSON list of strings, like features.
  await addText('plan', 'features_ne', '[]');
  for (const table of SUBMISSIONS) await addText(table, 'lang', 'en');
}
