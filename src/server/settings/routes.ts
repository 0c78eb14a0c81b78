import { Hono } from 'hono';
import { settingsProblems } from '../../lib/settings/errors.ts';
import { type Settings, settingsSchema } from '../../lib/settings/schema.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { fileField, readInput, textFields } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { changedFields, noteAudit } from '../history/audit.ts';
import { revisionRoutes } from '../history/revision-routes.ts';
import { recordRevision } from '../history/revisions.ts';
import { storeImage } from '../media/images.ts';
import { readSettings, SETTINGS_ID, writeSettings } from './store.ts';

interface Deps {
  db: Db;
  now: () => Date;
  /** the pages show the settings: a change publishes the site again */
  onChange: () => void;
}

/**
 * GET /api/settings (public: what the pages show), PUT /api/settings (staff), and the settings'
 * history as a record's (GET /api/settings/{SETTINGS_ID}/revisions, POST …/restore). A PUT is the
 * settings as JSON, or a form with them as JSON in `settings` and a new logo in `logo`.
 */
export function settingsRoutes({ db, now, onChange }: Deps) {
  const app = new Hono<AuthEnv>();

  app.get('/', async (c) => c.json(await readSettings(db)));

  app.put('/', async (c) => {
    const input = await readInput(c);
    const body = 'settings' in input ? parseJsonField(input.settings) : textFields(input);
    const before = await readSettings(db);
    const { data: values, errors, message } = settingsProblems(body);
    if (!values) throw new ApiError(400, message, errors);
    const upload = fileField(input, 'logo');
    // The logo is the current one, none (''), or a new upload: never another stored file's name.
    const kept = body.logo === undefined ? before.logo : String(body.logo);
    if (!upload && kept !== '' && kept !== before.logo)
      throw new ApiError(400, 'logo must name the current logo or be empty', { logo: 'Not the current logo' });
    const after: Settings = { ...values, logo: upload ? await storeImage(db, upload) : kept };
    await db.transaction().execute(async (trx) => {
      await writeSettings(trx, after);
      await recordRevision(trx, {
        entity: 'settings',
        recordId: SETTINGS_ID,
        action: 'update',
        by: c.get('user'),
        before,
        after,
        at: now(),
      });
    });
    noteAudit(c, {
      recordId: SETTINGS_ID,
      recordName: 'Site settings',
      summary: changedFields(before, after).join(', '),
    });
    onChange();
    return c.json(after);
  });

  app.route(
    '/',
    revisionRoutes({
      db,
      entity: 'settings',
      word: 'settings',
      now,
      current: async (id) => (id === SETTINGS_ID ? readSettings(db) : undefined),
      restore: async (trx, _id, version) => {
        const result = settingsSchema.safeParse({ ...(await readSettings(trx)), ...version });
        if (!result.success)
          throw new ApiError(409, `That version no longer passes today's rules: ${result.error.issues[0]?.message}`);
        await writeSettings(trx, result.data);
        return result.data;
      },
      onRestore: onChange,
    }),
  );
  return app;
}

function parseJsonField(value: unknown): Record<string, unknown> {
  try {
    const parsed = JSON.parse(String(value));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
  } catch {
    // answered below
  }
  throw new ApiError(400, 'settings must be a JSON object');
}
