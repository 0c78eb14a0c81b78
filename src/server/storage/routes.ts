import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { EntityDef } from '../../lib/entities.ts';
import { auditName } from '../../lib/history.ts';
import { REQUIRED_FIELDS } from '../../lib/messages.ts';
import type { AuthEnv } from '../auth/tokens.ts';
import { parse, readInput, textFields, type Input } from '../http/body.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { changedFields, noteAudit } from '../history/audit.ts';
import { recordRevision, updateAction } from '../history/revisions.ts';
import { newImages, nextImages } from './record-images.ts';
import { submissionKey, sweepKeys } from './idempotency.ts';
import { answerInTransaction } from '../guards/public-create.ts';
import { listResponse, readListQuery, type Where } from './list.ts';
import { repository, sortable } from './records.ts';
import type { Notifier } from '../notify/notifier.ts';
import { leadWhere } from '../leads/routes.ts';
import { orderRoute } from './order-routes.ts';
import { bulkRoute, trashRecord } from './bulk-routes.ts';
import type { Insert } from './group-commit.ts';
import { hasSchedule, SCHEDULE_STATES, type ScheduleState, scheduleState } from '../../lib/schemas/schedule.ts';
import { inState } from './schedule-window.ts';

export interface CrudDeps {
  db: Db;
  /** runs before a public create (rate limits, honeypot, duplicates); may answer by itself */
  guardPublicCreate?: MiddlewareHandler;
  /** called after every change to an entity shown on the public site */
  onContentChange?: (entity: string) => void;
  /** announces new leads: rows committed with the record, sent after the answer */
  notifier?: Pick<Notifier, 'insertsFor' | 'wake'>;
  /** the clock of revisions and the trash (tests move it) */
  now?: () => Date;
  /**
   * completes a validated create or update with what the server works out (a waiting-list
   * request's listed area) or checks it against the other records (an area's name); `id` on update
   */
  complete?: (values: Input, id?: string) => Promise<Input>;
  /** rows committed with a content edit, in its transaction (an incident's status emails, issue 29) */
  alsoWrite?: (trx: Db, before: Input | null, after: Input | null) => Promise<Insert[]>;
}

const notFound = (def: EntityDef) => new ApiError(404, `No ${def.word} with that id`);
/** Who is making an admin request (undefined for a visitor's submission). */
export const actor = (c: Context<AuthEnv>) => c.get('user') as AuthEnv['Variables']['user'] | undefined;

/** GET / POST / PUT /:id / DELETE /:id of one entity, as spec §7 lists them, plus PUT /order. */
export function crudRoutes(def: EntityDef, deps: CrudDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = repository(db, def);
  const changed = () => def.published && deps.onContentChange?.(def.path);
  // Content keeps a history; visitors' submissions are audited but not versioned.
  const revise = (
    trx: Db,
    c: Context<AuthEnv>,
    recordId: string,
    before: Input | null,
    after: Input | null,
    action = updateAction(before, after),
  ) =>
    def.published
      ? recordRevision(trx, { entity: def.path, recordId, action, by: actor(c), before, after, at: now() })
      : Promise.resolve();
  const alsoWrite = async (trx: Db, before: Input | null, after: Input | null) => {
    for (const { table, row } of (await deps.alsoWrite?.(trx, before, after)) ?? [])
      await trx
        .insertInto(table as 'outbox')
        .values(row as never)
        .execute();
  };
  const app = new Hono<AuthEnv>();
  const open: MiddlewareHandler = async (_c, next) => next();

  // Who may call each route is the entity's `access` (src/lib/entities.ts), checked before the route runs:
  // published content is public, and a staff token (read when sent) also shows the hidden records.
  app.get('/', async (c) => {
    // Without an admin's token, hidden records are left out; a lead list may be narrowed to a status (and its filters).
    const where: Where | undefined =
      def.ordered && !actor(c)
        ? { hidden: false }
        : def.lead
          ? leadWhere(def.lead, c.req.query(), actor(c)?._id)
          : undefined;
    const filter = hasSchedule(def.fields) ? scheduleFilter(db, c) : undefined;
    const { records, total } = await repo.list({ ...readListQuery(c, sortable(def)), where, filter });
    return listResponse(c, records, total);
  });

  if (def.ordered) app.route('/order', orderRoute(def, { db, now, onChange: changed }));
  app.route('/bulk', bulkRoute(def, { db, now, onChange: changed }));

  // One record, under the list's own access rule: the admin opens a record's address with it.
  app.get('/:id', async (c) => {
    const record = await repo.get(c.req.param('id'));
    // A hidden record is not public, as in the list: a visitor is told it is not there.
    if (!record || (def.ordered && record.hidden && !actor(c))) throw notFound(def);
    // Nor is one outside its window (issue 31).
    if (hasSchedule(def.fields) && !actor(c) && scheduleState(record) !== 'live') throw notFound(def);
    return c.json(record);
  });

  const createGuard: MiddlewareHandler<AuthEnv> = def.publicCreate ? (deps.guardPublicCreate ?? open) : open;
  app.post('/', createGuard, async (c) => {
    const input = await readInput(c);
    const values = deps.complete ? await deps.complete(validate(def, input)) : validate(def, input);
    Object.assign(values, await newImages(db, def, input, values));
    const record = def.published
      ? await db.transaction().execute(async (trx) => {
          const created = await repository(trx, def).insert(values);
          await revise(trx, c, String(created._id), null, created, 'create');
          await alsoWrite(trx, null, created);
          return created;
        })
      : await repo.insert(
          values,
          deps.notifier && ((r) => deps.notifier!.insertsFor(def, r)),
          def.publicCreate ? submissionKey(c, def.path, values) : undefined,
          answerInTransaction(c),
        );
    changed();
    if (def.publicCreate) sweepKeys(db);
    // The wake-up runs on a later turn, so the visitor is answered before any mail is sent.
    deps.notifier?.wake();
    return c.json(record, 201);
  });

  if (def.editable) {
    app.put('/:id', async (c) => {
      const id = c.req.param('id');
      const current = await repo.get(id);
      if (!current) throw notFound(def);
      const input = await readInput(c);
      const values = deps.complete ? await deps.complete(validate(def, input), id) : validate(def, input);
      // A replaced image stays in media: the previous version in the history still shows it.
      Object.assign(values, await nextImages(db, def, input, current));
      const record = await db.transaction().execute(async (trx) => {
        const updated = await repository(trx, def).update(id, values);
        if (updated) await revise(trx, c, id, current, updated);
        if (updated) await alsoWrite(trx, current, updated);
        return updated;
      });
      if (!record) throw notFound(def);
      noteAudit(c, { action: updateAction(current, record), summary: changedFields(current, record).join(', ') });
      changed();
      deps.notifier?.wake();
      return c.json(record);
    });
  }

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const current = await repo.get(id);
    if (!current) throw notFound(def);
    // The record (and so its image, which stays in media) waits in the trash for a restore.
    const deleted = await db.transaction().execute((trx) => trashRecord(trx, def, current, actor(c), now()));
    if (!deleted) throw notFound(def);
    noteAudit(c, { recordName: auditName(current) });
    changed();
    return c.json({ message: `${capitalise(def.word)} deleted`, _id: id });
  });

  return app;
}

function validate(def: EntityDef, input: Input): Input {
  try {
    return parse(def.schema, textFields(input));
  } catch (err) {
    // A referral missing a required field answers with the spec's own message (§5).
    const missing = err instanceof ApiError && Object.values(err.errors ?? {}).some((t) => t.endsWith(' is required'));
    if (def.path === 'referral' && missing) (err as ApiError).message = REQUIRED_FIELDS;
    throw err;
  }
}

/**
 * Scheduled content (issue 31): a visitor (and so the site's build) lists only the records inside
 * their window; staff list them all, or those in one state (`?schedule=scheduled`).
 */
function scheduleFilter(db: Db, c: Context<AuthEnv>) {
  if (!actor(c)) return inState(db, 'live');
  const state = c.req.query('schedule');
  if (!state) return undefined;
  if (!(SCHEDULE_STATES as readonly string[]).includes(state)) {
    const message = `schedule must be one of: ${SCHEDULE_STATES.join(', ')}`;
    throw new ApiError(400, message, { schedule: message });
  }
  return inState(db, state as ScheduleState);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
