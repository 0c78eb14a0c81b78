// Issue 31, "Preview ... with the unsaved changes": a photo the editor has chosen but not saved is
// kept here for the preview's life (PREVIEW_MINUTES), upright and stripped as a saved one is, and
// served only to that editor's preview. It never enters `media`, so nothing a preview keeps can be
// reached at /uploads or outlive the link: expired rows are removed by the next preview.
import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers.ts';

export async function up(db: Kysely<unknown>, { kind }: MigrationContext) {
  await db.schema
    .createTable('preview_media')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('data', kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('preview_media_expires').on('preview_media').column('expiresAt').execute();
}
