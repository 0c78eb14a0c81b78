// The shapes of the history API (revisions, Recently deleted, the audit trail), shared by the
// server that answers them and the admin screens that show them.

export type RevisionAction = 'create' | 'update' | 'hide' | 'show' | 'delete' | 'reorder' | 'restore' | 'password';
export type Snapshot = Record<string, unknown> | null;

/** Who made a change. */
export interface Actor {
  _id: string;
  name: string;
}

/** GET /api/{entity}/{id}/revisions: one change, with the whole record before and after. */
export interface Revision {
  _id: string;
  at: string;
  by: Actor;
  action: RevisionAction;
  before: Snapshot;
  after: Snapshot;
}

/** GET /api/trash: a deleted record, kept for restoring. */
export interface TrashItem {
  /** the record's own _id */
  _id: string;
  entity: string;
  deletedAt: string;
  by: Actor;
  record: Record<string, unknown>;
}

/** GET /api/audit: one admin write or sign-in attempt. */
export interface AuditRecord {
  _id: string;
  at: string;
  user: { _id: string; name: string; email: string };
  action: string;
  entity: string;
  recordId: string;
  address: string;
  /** what changed: the changed fields' names ('price, speed'), an import's counts; '' for none */
  summary: string;
  /** what the record was called when this was written (auditName), '' for none */
  recordName: string;
  /** the record is still there (the Activity log links to it) */
  recordExists: boolean;
}

/**
 * What a record is called in running text: its name, title or question, a lead's customer, a
 * user's name or email; '' when it has none.
 */
export const nameOf = (record: Record<string, unknown>) =>
  String(record.name || record.title || record.question || record.customerName || record.email || '');

/** Longer than this, a name in the audit is cut at a word ('How fast is the … plan …'). */
const AUDIT_NAME_MAX = 80;

/** A record's name as the audit keeps it: nameOf, shortened at a word to 80 characters with '…'. */
export function auditName(record: Record<string, unknown>): string {
  const name = nameOf(record).replace(/\s+/g, ' ').trim();
  if (name.length <= AUDIT_NAME_MAX) return name;
  const cut = name.slice(0, AUDIT_NAME_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > AUDIT_NAME_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
