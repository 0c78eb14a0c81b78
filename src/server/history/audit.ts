import type { Context, MiddlewareHandler } from 'hono';
import type { AuthUser } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { auditName } from '../../lib/history.ts';
import { newId } from '../storage/records.ts';
import { deleteOlderThan, hourlyPurge, type PurgeOptions } from './hourly-purge.ts';

export type { AuditRecord } from '../../lib/history.ts';

// The audit trail: every admin write and every sign-in attempt, with the user, the address and the
// time. Only names of things are written, never a password, a token or a request body.

export interface AuditEntry {
  at: Date;
  user?: Partial<Pick<AuthUser, '_id' | 'name' | 'email'>>;
  action: string;
  entity?: string;
  recordId?: string;
  address?: string;
  summary?: string;
  /** what the record was called (auditName) */
  recordName?: string;
}

/** Writes one audit entry; leads, users and content all call this one function. */
export async function writeAudit(db: Db, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit')
    .values({
      id: newId(),
      at: e.at.toISOString(),
      userId: e.user?._id ?? '',
      // Cut to the fields' limits: what an anonymous caller typed never fills the disk.
      userName: (e.user?.name ?? '').slice(0, 100),
      userEmail: (e.user?.email ?? '').slice(0, 254),
      action: e.action,
      entity: e.entity ?? '',
      recordId: e.recordId ?? '',
      address: (e.address ?? '').slice(0, 100),
      summary: (e.summary ?? '').slice(0, 500),
      recordName: (e.recordName ?? '').slice(0, 200),
    })
    .execute();
}

/** Deletes the audit entries older than `keepDays`, in batches (`deleteOlderThan`); how many it deleted. */
export function purgeAudit(db: Db, keepDays: number, now: Date = new Date()): Promise<number> {
  return deleteOlderThan(db, 'audit', 'at', new Date(now.getTime() - keepDays * 86_400_000).toISOString());
}

/** Purges the audit of entries older than keepDays when started and every hour. */
export function auditPurger(db: Db, keepDays: number, options: PurgeOptions = {}) {
  return hourlyPurge('the audit', (now) => purgeAudit(db, keepDays, now), 0, options);
}

/**
 * The audit of sign-in attempts, fed by the login guard's events: the user named by the email
 * when there is one (an unknown email is written as typed), the outcome and the address.
 */
export function auditSignIns(db: Db, now: () => Date) {
  const ACTION: Record<string, string> = {
    success: 'sign-in',
    failure: 'sign-in failed',
    throttled: 'sign-in blocked',
    // the password was right; the two-factor code is asked next (issue 30)
    challenge: 'sign-in code asked',
  };
  // A wrong password or code when turning two-factor on or off (only failures are logged from there).
  const STEP_ACTION: Record<string, string> = {
    'set-up': 'two-factor set-up code refused',
    'turn-off': 'two-factor off refused',
  };
  return (event: Record<string, unknown>) => {
    const email = String(event.email ?? '');
    const write = async () => {
      const known = email
        ? await db.selectFrom('users').select(['id', 'name']).where('email', '=', email).executeTakeFirst()
        : undefined;
      const user = { _id: known?.id ?? '', name: known?.name ?? '', email };
      await writeAudit(db, {
        at: now(),
        user,
        action: STEP_ACTION[String(event.step)] ?? ACTION[String(event.outcome)] ?? 'sign-in failed',
        entity: 'users',
        recordId: user._id,
        address: String(event.address ?? ''),
        ...(event.step === 'code' ? { summary: 'two-factor code' } : {}),
      });
    };
    // A failed audit write is reported but never turns a sign-in into an error.
    return write().catch((err: Error) => console.error(`Audit of a sign-in failed: ${err.message}`));
  };
}

/** The names of the fields whose values differ between two versions of a record (an audit's summary). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

type Note = Partial<Pick<AuditEntry, 'action' | 'entity' | 'recordId' | 'summary' | 'recordName'>> & {
  /** a write on several records (a bulk action, issue 42): one entry each, under the write's action */
  records?: { entity?: string; recordId: string; recordName: string }[];
};
const notes = new WeakMap<Request, Note>();

/** Lets a handler say precisely what its write did ('hide', which fields changed), for the audit. */
export function noteAudit(c: Context, note: Note): void {
  notes.set(c.req.raw, { ...notes.get(c.req.raw), ...note });
}

/** What the handler noted of its write, if anything (an API key's use is audited from it too). */
export const notedAudit = (c: Context): Note | undefined => notes.get(c.req.raw);

const ACTIONS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** What a write was, read from its method and path, for the writes that did not say. */
export function describeWrite(method: string, path: string): Note {
  const [entity = '', id = '', ...rest] = path.replace(/^\/api\//, '').split('/');
  if (id === 'order') return { action: 'reorder', entity };
  // A verb at the end of the path names the action: …/restore, …/retry.
  const verb = rest.at(-1);
  if (verb && /^[a-z-]+$/.test(verb)) return { action: verb, entity, recordId: id };
  if (entity === 'publish') return { action: 'publish', entity: '' };
  return { action: ACTIONS[method] ?? method.toLowerCase(), entity, recordId: id };
}

/**
 * Audits every successful write made with an admin token, after the handler ran. Public
 * submissions (no user) and sign-ins (audited by the login guard) are not writes of an admin.
 */
export function auditWrites(db: Db, options: { now: () => Date; address: (c: Context) => string }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const user = c.get('user') as AuthUser | undefined;
    if (!user || c.res.status >= 400 || c.req.method === 'GET') return;
    const { records, ...note } = { ...describeWrite(c.req.method, c.req.path), ...notes.get(c.req.raw) };
    const entry = { at: options.now(), user, address: options.address(c) };
    if (records) {
      for (const record of records)
        await writeAudit(db, { ...entry, ...note, action: note.action ?? 'write', ...record });
      return;
    }
    // A write that answers with its record (a create, an update, a restore) names it from there;
    // a delete, whose answer has no name, notes it itself.
    const record = await answeredRecord(c.res);
    if (record && !note.recordId && note.action === 'create') note.recordId = String(record._id);
    if (record && note.recordName === undefined && String(record._id) === note.recordId)
      note.recordName = auditName(record);
    await writeAudit(db, {
      ...entry,
      ...note,
      action: note.action ?? 'write',
    });
  };
}

/** The record a write answered with, if it answered with one (JSON with an _id). */
async function answeredRecord(res: Response): Promise<Record<string, unknown> | undefined> {
  try {
    const body = (await res.clone().json()) as unknown;
    return body && typeof body === 'object' && '_id' in body ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
