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
  summary: string;
}
