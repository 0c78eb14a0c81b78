import type { EntityDef } from '../../lib/entities.ts';
import { isRole, ROLE_NAMES } from '../../lib/roles.ts';
import { mayOpen } from '../../lib/api-access.ts';
import type { Db } from '../db/index.ts';
import { ApiError } from '../http/errors.ts';
import type { Insert } from '../storage/group-commit.ts';
import { isId } from '../storage/records.ts';
import type { Where } from '../storage/list.ts';

// Issue 30: a lead or fault report may be assigned to a staff member. The change is kept in the
// record's notes (who, when, from whom to whom) and the assignee is emailed through the outbox.

export interface Staff {
  _id: string;
  name: string;
  email: string;
  /** what they may open (src/lib/roles.ts): the picker offers a record only to those who can work it */
  role: string;
}

/** Every user, by name (sorted here: SQLite and PostgreSQL collate differently): whom a lead may be assigned to. */
export async function listStaff(db: Db): Promise<Staff[]> {
  const rows = await db.selectFrom('users').select(['id', 'name', 'email', 'role']).execute();
  return rows
    .map((r) => ({ _id: r.id, name: r.name, email: r.email, role: r.role }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a._id.localeCompare(b._id));
}

/**
 * The staff member an update names (null: unassign), or a 400 when there is no such user or their
 * role cannot open this kind of record (`def.path`: an editor is never given a ticket, issue 42).
 */
export async function assigneeOf(
  db: Db,
  id: string | null | undefined,
  def: Pick<EntityDef, 'path' | 'plural'>,
): Promise<Staff | null | undefined> {
  if (id === undefined || id === null) return id;
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ApiError(400, 'No staff member with that id', { assignedTo: 'No staff member with that id' });
  if (isRole(row.role) && !mayOpen(row.role, def.path)) {
    const message = `${row.name} (${ROLE_NAMES[row.role]}) cannot open ${def.plural}: choose someone whose role works them`;
    throw new ApiError(400, message, { assignedTo: message });
  }
  return { _id: row.id, name: row.name, email: row.email, role: row.role };
}

/**
 * The note a change of assignee leaves in the record's story. Names are read when the change is
 * made, so the note still says who it was after a user is renamed or removed.
 */
export async function assignmentNote(db: Db, from: string | null, to: string | null): Promise<string> {
  const ids = [from, to].filter((id): id is string => Boolean(id));
  const rows = ids.length ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  const name = (id: string) => rows.find((r) => r.id === id)?.name ?? 'a removed user';
  if (!from) return `Assigned to ${name(to!)}`;
  if (!to) return `Unassigned from ${name(from)}`;
  return `Reassigned from ${name(from)} to ${name(to)}`;
}

/** `?assignedTo=<id>`, `me` (the signed-in user) or `none` as a list filter; anything else is a 400. */
export function assignedWhere(value: string | undefined, me: string | undefined): Where {
  if (value === undefined || value === '') return {};
  if (value === 'none') return { assignedTo: null };
  const id = value === 'me' ? me : value;
  if (!id || !isId(id))
    throw new ApiError(400, 'assignedTo must be a user id, me or none', { assignedTo: 'Not a user id' });
  return { assignedTo: id };
}

/** What the assignee's email says: the record as it is now, and who assigned it. */
export interface AssignMail {
  entity: string;
  to: Staff;
  by: string;
}

/**
 * The outbox row telling a new assignee, committed with the change; none when staff take a record
 * themselves, unassign it, or it stays with the same person.
 */
export function assignInserts(
  notifier: { assignInsertsFor?: (def: EntityDef, record: Record<string, unknown>, mail: AssignMail) => Insert[] },
  def: EntityDef,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  assignee: Staff | null | undefined,
  me: { _id: string; name: string },
): Insert[] {
  if (!assignee || before.assignedTo === after.assignedTo || assignee._id === me._id) return [];
  return notifier.assignInsertsFor?.(def, after, { entity: def.path, to: assignee, by: me.name }) ?? [];
}
