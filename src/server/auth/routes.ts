import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { auditName } from '../../lib/history.ts';
import { INVALID_CREDENTIALS } from '../../lib/messages.ts';
import { loginSchema, userCreateSchema, userUpdateSchema } from '../../lib/schemas/user.ts';
import { revokeSession, toAuthUser, type AuthEnv, type AuthUser, type Tokens } from './tokens.ts';
import { parse, readInput } from '../http/body.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import { USERS_LIST } from '../db/list-specs.ts';
import { listResponse, listRows, readListQuery } from '../storage/list.ts';
import { isId, newId } from '../storage/records.ts';
import { noteAudit } from '../history/audit.ts';
import { recordRevision, type RevisionAction } from '../history/revisions.ts';
import { revisionRoutes } from '../history/revision-routes.ts';
import { startSession } from './sessions.ts';
import { hasTwoFactor, twoFactorRequired, type Challenges } from './two-factor.ts';

export interface UserDeps {
  db: Db;
  tokens: Tokens;
  /** runs before a login attempt (brute-force limits); told of the outcome afterwards */
  loginGuard?: {
    before: MiddlewareHandler;
    after?: (c: Parameters<MiddlewareHandler>[0], email: string, ok: boolean | 'challenge') => void | Promise<void>;
  };
  /** the second step of a sign-in with two-factor (two-factor.ts) */
  challenges: Challenges;
  /** where a request came from, for the session a sign-in starts */
  where: (c: Context) => { address: string; userAgent: string };
  now?: () => Date;
}

/** How many admins there are (read inside the change's transaction). */
const adminCount = async (d: Db) =>
  Number(
    (
      await d
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).n,
  );

const findByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();

/** /users: login, verify, and the admin users' own CRUD. */
export function userRoutes({ db, tokens, loginGuard, challenges, where, now = () => new Date() }: UserDeps) {
  const app = new Hono<AuthEnv>();
  const open: MiddlewareHandler = async (_c, next) => next();
  const getUser = async (id: string) => {
    const row = isId(id) ? await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    return row && toAuthUser(row);
  };
  // A user's revisions hold name and email only (toAuthUser): never the password or its hash.
  const revise = (
    c: Context<AuthEnv>,
    recordId: string,
    action: RevisionAction,
    before: AuthUser | null,
    after: AuthUser | null,
  ) =>
    recordRevision(db, {
      entity: 'users',
      recordId,
      action,
      by: c.get('user'),
      before: before && { ...before },
      after: after && { ...after },
      at: now(),
    });

  app.post('/login', loginGuard?.before ?? open, async (c) => {
    const { email, password } = parse(loginSchema, await readInput(c));
    const row = await findByEmail(db, email);
    // Unknown email and wrong password take the same time and give the same answer.
    const ok = await verifyPassword(password, row ? String(row.passwordHash) : await dummyHash());
    // With two-factor sign-in on, the right password earns a challenge for the code, not a token.
    const challenged = Boolean(row && ok && hasTwoFactor(row));
    await loginGuard?.after?.(c, email.toLowerCase(), challenged ? 'challenge' : Boolean(row && ok));
    if (!row || !ok) throw new ApiError(400, INVALID_CREDENTIALS);
    if (challenged) return c.json({ twoFactor: true, challenge: await challenges.issue(String(row.id)) });
    const token = await startSession(db, tokens, String(row.id), where(c));
    // mustEnrol: the admin opens the enrolment first; the server refuses the rest until then (checkEnrolment).
    const mustEnrol = await twoFactorRequired(db);
    return c.json({ token, user: toAuthUser(row), ...(mustEnrol ? { mustEnrol } : {}) });
  });

  app.get('/verify', async (c) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', c.get('user')._id).executeTakeFirst();
    const mustEnrol = Boolean(row && !hasTwoFactor(row) && (await twoFactorRequired(db)));
    return c.json({ user: c.get('user'), ...(mustEnrol ? { mustEnrol } : {}) });
  });

  // Logout: the token stops working on the server too, not only in the browser that held it.
  app.post('/logout', async (c) => {
    await revokeSession(db, c.get('session'));
    return c.json({ message: 'Logged out' });
  });

  app.get('/', async (c) => {
    const { rows, total } = await listRows(db, USERS_LIST, readListQuery(c, ['name', 'email', 'createdAt']));
    return listResponse(c, rows.map(userView), total);
  });

  // One user, as the list shows them: the Activity log's link opens their form by this.
  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    const row = isId(id) ? await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw new ApiError(404, 'No user with that id');
    return c.json(userView(row));
  });

  app.post('/', async (c) => {
    const input = parse(userCreateSchema, await readInput(c));
    const email = input.email.toLowerCase();
    if (await findByEmail(db, email)) throw emailTaken();
    const id = newId();
    const passwordHash = await hashPassword(input.password);
    try {
      await db
        .insertInto('users')
        .values({
          id,
          createdAt: new Date().toISOString(),
          name: input.name,
          email,
          passwordHash,
          tokensValidAfter: 0,
          role: input.role,
        })
        .execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
    const created = (await getUser(id))!;
    await revise(c, id, 'create', null, created);
    return c.json(created, 201);
  });

  app.put('/:id', async (c) => {
    const id = c.req.param('id');
    const current = isId(id)
      ? await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!current) throw new ApiError(404, 'No user with that id');
    const input = parse(userUpdateSchema, await readInput(c));
    const changes: Record<string, unknown> = {};
    if (input.name) changes.name = input.name;
    if (input.email && input.email.toLowerCase() !== current.email) {
      changes.email = input.email.toLowerCase();
      const other = await findByEmail(db, String(changes.email));
      if (other) throw emailTaken();
    }
    if (input.password) {
      changes.passwordHash = await hashPassword(input.password);
      // Every token issued before now stops working (a stolen one included).
      changes.tokensValidAfter = Date.now();
    }
    if (input.role && input.role !== current.role) changes.role = input.role;
    if (Object.keys(changes).length) {
      try {
        const done = await db.transaction().execute(async (trx) => {
          // The panel must keep an admin: the last one cannot be given another role.
          if (changes.role && current.role === 'admin' && (await adminCount(trx)) <= 1) return false;
          await trx.updateTable('users').set(changes).where('id', '=', id).execute();
          return true;
        });
        if (!done) throw new ApiError(409, 'The last admin user cannot be given another role');
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    }
    const updated = (await getUser(id))!;
    // A change of password alone is named as such; what the password is, is never written.
    const action: RevisionAction =
      input.password && updated.name === current.name && updated.email === current.email ? 'password' : 'update';
    await revise(c, id, action, toAuthUser(current), updated);
    noteAudit(c, {
      action,
      summary: Object.keys(changes)
        .filter((k) => k !== 'tokensValidAfter')
        .map((k) => (k === 'passwordHash' ? 'password' : k))
        .join(', '),
    });
    return c.json(updated);
  });

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const exists = await getUser(id);
    if (!exists) throw new ApiError(404, 'No user with that id');
    // Never delete the last administrator: the panel would be locked for good.
    const deleted = await db.transaction().execute(async (trx) => {
      if (exists.role === 'admin' && (await adminCount(trx)) <= 1) return false;
      await trx.deleteFrom('users').where('id', '=', id).execute();
      // Their second factor and sessions go with them (issue 30).
      await trx.deleteFrom('recovery_code').where('userId', '=', id).execute();
      await trx.deleteFrom('session').where('userId', '=', id).execute();
      return true;
    });
    if (!deleted) throw new ApiError(409, 'The last admin user cannot be deleted');
    await revise(c, id, 'delete', exists, null);
    noteAudit(c, { recordName: auditName(exists) });
    return c.json({ message: 'User deleted', _id: id });
  });

  app.route('/', revisionRoutes({ db, entity: 'users', word: 'user', now, current: getUser, restore: restoreUser }));

  return app;
}

/** Puts a user's earlier name and email back; a password is never part of a version. */
async function restoreUser(db: Db, id: string, version: Record<string, unknown>): Promise<AuthUser> {
  const name = String(version.name ?? '').trim();
  const email = String(version.email ?? '')
    .trim()
    .toLowerCase();
  if (!name || !email) throw new ApiError(400, 'This revision holds no name and email to restore');
  const other = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', id)
    .executeTakeFirst();
  if (other) throw new ApiError(409, 'A user with that email already exists', { email: 'Already in use' });
  await db.updateTable('users').set({ name, email }).where('id', '=', id).execute();
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toAuthUser(row);
}

/** A user as the Users screen lists them: whether two-factor sign-in is on, never its secret. */
const userView = (row: Record<string, unknown>) => ({ ...toAuthUser(row), twoFactor: hasTwoFactor(row) });

const emailTaken = () => new ApiError(409, 'A user with that email already exists', { email: 'Already in use' });

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
};
