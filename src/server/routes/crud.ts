import { Hono, type MiddlewareHandler } from 'hono';
import type { EntityDef } from '../../lib/entities.ts';
import { REQUIRED_FIELDS } from '../../lib/messages.ts';
import type { AuthEnv } from '../auth.ts';
import { fileField, parse, readInput, textFields, type Input } from '../body.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { deleteImage, storeImage } from '../media.ts';
import { listResponse, readListQuery } from '../list.ts';
import { repository, sortable } from '../records.ts';

export interface CrudDeps {
  db: Db;
  requireAuth: MiddlewareHandler<AuthEnv>;
  /** runs before a public create (rate limits, honeypot, duplicates); may answer by itself */
  guardPublicCreate?: MiddlewareHandler;
  /** called after every change to an entity shown on the public site */
  onContentChange?: (entity: string) => void;
}

const notFound = (def: EntityDef) => new ApiError(404, `No ${def.word} with that id`);

/** GET / POST / PUT /:id / DELETE /:id of one entity, as spec §7 lists them. */
export function crudRoutes(def: EntityDef, deps: CrudDeps) {
  const { db, requireAuth } = deps;
  const repo = repository(db, def);
  const changed = () => def.published && deps.onContentChange?.(def.path);
  const app = new Hono<AuthEnv>();
  const open: MiddlewareHandler = async (_c, next) => next();

  app.get('/', def.publicRead ? open : requireAuth, async (c) => {
    const { records, total } = await repo.list(readListQuery(c, sortable(def)));
    return listResponse(c, records, total);
  });

  const createGuard: MiddlewareHandler<AuthEnv> = def.publicCreate ? (deps.guardPublicCreate ?? open) : requireAuth;
  app.post('/', createGuard, async (c) => {
    const input = await readInput(c);
    const values = validate(def, input);
    if (def.image) {
      const file = fileField(input, 'image');
      if (!file) throw new ApiError(400, 'Please choose an image', { image: 'Please choose an image' });
      values.image = await storeImage(db, file);
    }
    const record = await repo.insert(values);
    changed();
    return c.json(record, 201);
  });

  if (def.editable) {
    app.put('/:id', requireAuth, async (c) => {
      const id = c.req.param('id');
      const current = await repo.get(id);
      if (!current) throw notFound(def);
      const input = await readInput(c);
      const values = validate(def, input);
      let oldImage: string | undefined;
      if (def.image) {
        const next = await nextImage(db, input, String(current.image ?? ''));
        if (next !== current.image) oldImage = String(current.image ?? '');
        values.image = next;
      }
      const record = await repo.update(id, values);
      if (!record) throw notFound(def);
      await deleteImage(db, oldImage);
      changed();
      return c.json(record);
    });
  }

  app.delete('/:id', requireAuth, async (c) => {
    const id = c.req.param('id');
    const current = await repo.get(id);
    if (!current || !(await repo.remove(id))) throw notFound(def);
    if (def.image) await deleteImage(db, String(current.image ?? ''));
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

/** A new upload replaces the image; otherwise existingImage (or nothing) keeps the current one. */
async function nextImage(db: Db, input: Input, current: string): Promise<string> {
  const file = fileField(input, 'image');
  if (file) return storeImage(db, file);
  const existing = textFields(input).existingImage;
  // Only the record's own image may be kept: sharing one file between records would let a delete break another.
  if (existing !== undefined && existing !== '' && existing !== current) {
    throw new ApiError(400, 'existingImage must name the current image', { existingImage: 'Not the current image' });
  }
  return current;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
